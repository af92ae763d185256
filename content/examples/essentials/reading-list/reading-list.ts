import { Component, computed, signal } from '@angular/core';
import { DatePipe, PercentPipe } from '@angular/common';
import { Book } from './book';
import { GoalStepper } from './goal-stepper';

@Component({
  selector: 'app-reading-list',
  imports: [DatePipe, PercentPipe, GoalStepper],
  templateUrl: './reading-list.html',
  styles: `
    .finished h2 { text-decoration: line-through; }
    .bar { height: 6px; background: #e4e6eb; border-radius: 3px; }
    .fill { height: 100%; background: #3f6fd8; border-radius: 3px; }
  `,
})
export class ReadingList {
  protected readonly listName = 'Summer reading';
  protected readonly query = signal('');
  protected readonly yearlyGoal = signal(12);
  protected readonly books = signal<Book[]>([
    {
      id: 1,
      title: 'The Left Hand of Darkness',
      author: 'Ursula K. Le Guin',
      pages: 304,
      pagesRead: 304,
      status: 'finished',
      finishedOn: new Date(2026, 5, 14),
    },
    {
      id: 2,
      title: 'Piranesi',
      author: 'Susanna Clarke',
      pages: 272,
      pagesRead: 96,
      status: 'reading',
    },
    {
      id: 3,
      title: 'Kindred',
      author: 'Octavia E. Butler',
      pages: 287,
      pagesRead: 0,
      status: 'to-read',
    },
  ]);

  protected readonly visibleBooks = computed(() => {
    const term = this.query().trim().toLowerCase();
    return this.books().filter((book) => book.title.toLowerCase().includes(term));
  });
  protected readonly finishedCount = computed(
    () => this.books().filter((book) => book.status === 'finished').length,
  );

  protected startReading(id: number) {
    this.books.update((books) =>
      books.map((book) => (book.id === id ? { ...book, status: 'reading' } : book)),
    );
  }
}
