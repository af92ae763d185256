import { Component, computed, input } from '@angular/core';

@Component({
  selector: 'app-wind-panel',
  template: `<p class="wind">{{ knots() }} knots, {{ beaufort() }}</p>`,
})
export class WindPanel {
  readonly knots = input.required<number>();

  protected readonly beaufort = computed(() => {
    const knots = this.knots();
    if (Number.isNaN(knots)) {
      throw new Error('The anemometer sent no number.');
    }
    return knots < 11 ? 'gentle breeze' : knots < 22 ? 'fresh breeze' : 'gale warning';
  });
}
