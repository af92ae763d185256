import { Component, computed, signal } from '@angular/core';

interface Chore {
  id: number;
  label: string;
  done: boolean;
}

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
})
export class App {
  protected readonly chores = signal<Chore[]>([
    { id: 1, label: 'Water the plants', done: false },
    { id: 2, label: 'Take out the recycling', done: true },
    { id: 3, label: 'Fix the squeaky door', done: false },
  ]);
  protected readonly left = computed(() => this.chores().filter((chore) => !chore.done).length);

  protected toggle(id: number): void {
    this.chores.update((list) => list.map((chore) => (chore.id === id ? { ...chore, done: !chore.done } : chore)));
  }

  protected clearDone(): void {
    this.chores.update((list) => list.filter((chore) => !chore.done));
  }
}
