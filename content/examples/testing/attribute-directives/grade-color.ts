import { Directive, computed, input, numberAttribute } from '@angular/core';

export type GradeBand = 'easy' | 'medium' | 'hard';

/**
 * Colors a climbing route's label by its difficulty grade (1–9): a colored left border and a
 * `data-band` attribute that styles and tests can select on.
 */
@Directive({
  selector: '[appGradeColor]',
  host: {
    '[style.border-left-color]': 'color()',
    '[attr.data-band]': 'band()',
  },
})
export class GradeColor {
  readonly grade = input.required({ alias: 'appGradeColor', transform: numberAttribute });

  readonly band = computed<GradeBand>(() => {
    const grade = this.grade();
    return grade <= 3 ? 'easy' : grade <= 6 ? 'medium' : 'hard';
  });

  protected readonly color = computed(() => BAND_COLORS[this.band()]);
}

const BAND_COLORS: Record<GradeBand, string> = {
  easy: 'green',
  medium: 'orange',
  hard: 'crimson',
};
