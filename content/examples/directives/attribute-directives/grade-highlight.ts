import { Directive, computed, input, signal } from '@angular/core';

@Directive({
  selector: '[appGradeHighlight]',
  host: {
    '[style.border-left]': '"0.5rem solid " + colour()',
    '[class.pointed]': 'pointed()',
    '(mouseenter)': 'pointed.set(true)',
    '(mouseleave)': 'pointed.set(false)',
  },
})
export class GradeHighlight {
  // The input has the selector's name, so one attribute applies and configures the directive.
  readonly appGradeHighlight = input.required<string>();
  readonly hardFrom = input(7);

  protected readonly pointed = signal(false);
  protected readonly colour = computed(() => {
    const level = parseInt(this.appGradeHighlight(), 10);
    if (level >= this.hardFrom()) return '#c62828';
    return level >= 6 ? '#f9a825' : '#2e7d32';
  });
}
