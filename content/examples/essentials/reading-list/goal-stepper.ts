import { Component, model } from '@angular/core';

@Component({
  selector: 'app-goal-stepper',
  template: `
    <button type="button" aria-label="Lower the goal" [disabled]="goal() <= 1" (click)="change(-1)">
      -
    </button>
    <output>{{ goal() }} books</output>
    <button type="button" aria-label="Raise the goal" (click)="change(1)">+</button>
  `,
})
export class GoalStepper {
  readonly goal = model.required<number>();

  protected change(step: number) {
    this.goal.update((current) => Math.max(1, current + step));
  }
}
