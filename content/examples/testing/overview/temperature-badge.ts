import { Component, computed, input } from '@angular/core';

/** Shows a greenhouse zone's temperature and flags it when it leaves the safe range. */
@Component({
  selector: 'app-temperature-badge',
  template: `
    <span class="reading" [class.alert]="outOfRange()">{{ celsius() }} °C</span>
    @if (outOfRange()) {
      <strong role="status">Check the vents</strong>
    }
  `,
})
export class TemperatureBadge {
  readonly celsius = input.required<number>();
  readonly min = input(16);
  readonly max = input(28);

  protected readonly outOfRange = computed(() => this.celsius() < this.min() || this.celsius() > this.max());
}
