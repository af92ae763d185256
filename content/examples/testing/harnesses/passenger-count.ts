import { Component, computed, input, model } from '@angular/core';

/** A −/+ stepper for the number of passengers of one fare type on a ferry booking. */
@Component({
  selector: 'app-passenger-count',
  host: { role: 'group', '[attr.aria-label]': 'label()' },
  template: `
    <span class="label">{{ label() }}</span>
    <button type="button" class="less" [disabled]="atMin()" (click)="count.set(count() - 1)" aria-label="Fewer">−</button>
    <output class="value">{{ count() }}</output>
    <button type="button" class="more" [disabled]="atMax()" (click)="count.set(count() + 1)" aria-label="More">+</button>
  `,
})
export class PassengerCount {
  readonly label = input.required<string>();
  readonly count = model(0);
  readonly min = input(0);
  readonly max = input(9);

  protected readonly atMin = computed(() => this.count() <= this.min());
  protected readonly atMax = computed(() => this.count() >= this.max());
}
