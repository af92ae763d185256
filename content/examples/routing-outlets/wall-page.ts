import { Component, input } from '@angular/core';
import { RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';

@Component({
  selector: 'app-wall-page',
  imports: [RouterOutlet, RouterLink, RouterLinkActive],
  template: `
    <h1>Wall: {{ wallId() }}</h1>
    <nav>
      <a routerLink="problems" routerLinkActive="current">Boulder problems</a> &middot;
      <a routerLink="schedule" routerLinkActive="current">Route-setting schedule</a>
    </nav>
    <router-outlet />
  `,
  styles: `.current { font-weight: bold; }`,
})
export class WallPage {
  readonly wallId = input.required<string>();
}

@Component({
  selector: 'app-wall-problems',
  template: `<p>12 problems, from V0 to V8.</p>`,
})
export class WallProblems {}

@Component({
  selector: 'app-wall-schedule',
  template: `<p>The setters reset this wall every second Monday.</p>`,
})
export class WallSchedule {}
