import { Component, signal } from '@angular/core';
import { GradeHighlight } from './grade-highlight';
import { LongPress } from './long-press';

@Component({
  selector: 'app-root',
  imports: [GradeHighlight, LongPress],
  template: `
    <h2>Routes on the slab wall</h2>
    <ul>
      @for (route of routes; track route.name) {
        <li [appGradeHighlight]="route.grade" (appLongPress)="lastReset.set(route.name)">
          {{ route.grade }} · {{ route.name }}
        </li>
      }
    </ul>
    <p>Hover a route to highlight it. Press and hold one to mark it for re-setting.</p>
    @if (lastReset(); as name) {
      <p role="status">{{ name }} is marked for re-setting.</p>
    }
  `,
  styles: `
    li { padding: 0.5rem; margin-block: 0.25rem; list-style: none; user-select: none; }
    .pointed { background: rgb(0 0 0 / 0.06); }
  `,
})
export class App {
  protected readonly routes = [
    { name: 'Sunday stroll', grade: '5a' },
    { name: 'Pinch me', grade: '6b+' },
    { name: 'The overhang', grade: '7a' },
  ];
  protected readonly lastReset = signal<string | null>(null);
}
