import { Component, computed, input } from '@angular/core';

@Component({
  selector: 'app-tide-chart',
  template: `
    <ul class="bars" aria-label="Tide heights in metres">
      @for (bar of bars(); track $index) {
        <li [style.height.%]="bar.percent">{{ bar.label }}</li>
      }
    </ul>
  `,
  styles: `
    .bars { display: flex; align-items: flex-end; gap: 0.5rem; height: 8rem; padding: 0; list-style: none; }
    .bars li { flex: 1; background: #1e6fa8; color: white; font-size: 0.8rem; text-align: center; }
  `,
})
export class TideChart {
  readonly heights = input.required<number[]>();

  protected readonly bars = computed(() => {
    const highest = Math.max(...this.heights(), 1);
    return this.heights().map((height) => {
      if (height < 0) {
        throw new RangeError(`A height of ${height} m lies below chart datum.`);
      }
      return { label: `${height} m`, percent: (height / highest) * 100 };
    });
  });
}
