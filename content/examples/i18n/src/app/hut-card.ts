import { Component, input, signal } from '@angular/core';
import { CurrencyPipe, DatePipe, DecimalPipe } from '@angular/common';
import { MountainHut } from './mountain-hut';

@Component({
  selector: 'app-hut-card',
  imports: [CurrencyPipe, DatePipe, DecimalPipe],
  templateUrl: './hut-card.html',
})
export class HutCard {
  readonly hut = input.required<MountainHut>();
  protected readonly confirmation = signal('');

  protected reserve(): void {
    const hutName = this.hut().name;
    this.confirmation.set(
      $localize`:Shown after the guest reserves a bed:A bed at ${hutName}:hutName: is held for you for 15 minutes.`,
    );
  }
}
