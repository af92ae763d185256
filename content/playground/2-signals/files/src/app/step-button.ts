import { Component, input, output } from '@angular/core';

/** A button that reports how much to add. `step` is a signal input, `stepped` an output. */
@Component({
  selector: 'app-step-button',
  template: `<button type="button" (click)="stepped.emit(step())">Add {{ step() }}</button>`,
})
export class StepButton {
  readonly step = input.required<number>();
  readonly stepped = output<number>();
}
