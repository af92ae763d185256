import { Component, effect, inject, input } from '@angular/core';
import { VentMotor } from './vent-motor';

/** Opens the roof vent when the greenhouse gets hot; the gardener can close it by hand. */
@Component({
  selector: 'app-vent-control',
  template: `
    <p class="state">Vent {{ motor.position() }}</p>
    <button type="button" (click)="motor.move('closed')">Close vent</button>
  `,
})
export class VentControl {
  readonly celsius = input.required<number>();
  readonly openAbove = input(30);

  protected readonly motor = inject(VentMotor);

  constructor() {
    effect(() => {
      if (this.celsius() > this.openAbove()) {
        this.motor.move('open');
      }
    });
  }
}
