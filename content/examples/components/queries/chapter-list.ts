import { Component, computed, contentChildren, model } from '@angular/core';
import { Chapter } from './chapter';

@Component({
  selector: 'app-chapter-list',
  template: `
    <nav aria-label="Chapters">
      @for (chapter of chapters(); track chapter) {
        <button type="button" [class.current]="chapter === current()" (click)="position.set(chapter.startsAt())">
          {{ minutes(chapter.startsAt()) }} {{ chapter.title() }}
        </button>
      }
    </nav>
    <p class="notes">{{ current()?.title() ?? 'Not started' }}</p>
  `,
  styles: `
    nav { display: flex; flex-wrap: wrap; gap: 0.25rem; }
    .current { font-weight: 700; outline: 2px solid currentColor; }
  `,
})
export class ChapterList {
  readonly position = model(0);

  // Every <app-chapter> the parent projects into this component, in document order.
  protected readonly chapters = contentChildren(Chapter);

  protected readonly current = computed(() =>
    this.chapters()
      .filter((chapter) => chapter.startsAt() <= this.position())
      .at(-1),
  );

  protected minutes(seconds: number) {
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }
}
