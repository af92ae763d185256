import { Component, ElementRef, signal, viewChild } from '@angular/core';
import { Chapter } from './chapter';
import { ChapterList } from './chapter-list';

@Component({
  selector: 'app-root',
  imports: [Chapter, ChapterList],
  template: `
    <h2>Episode 42: The night sky for beginners</h2>
    <label>
      Position
      <input #slider type="range" min="0" max="1800" [value]="position()"
             (input)="position.set(slider.valueAsNumber)" />
      {{ position() }} s
    </label>
    <button type="button" (click)="focusSlider()">Focus the slider</button>

    <app-chapter-list [(position)]="position">
      <app-chapter title="Welcome" [startsAt]="0" />
      <app-chapter title="Finding north" [startsAt]="240" />
      <app-chapter title="Planets this month" [startsAt]="780" />
      <app-chapter title="Listener questions" [startsAt]="1320" />
    </app-chapter-list>
  `,
})
export class App {
  protected readonly position = signal(0);

  // The <input #slider> in this component's own template.
  private readonly slider = viewChild.required<ElementRef<HTMLInputElement>>('slider');

  protected focusSlider() {
    this.slider().nativeElement.focus();
  }
}
