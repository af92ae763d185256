import { computed, Directive, input } from '@angular/core';

@Directive({
  selector: '[appLengthHint]',
  host: {
    '[class.long]': 'isLong()',
    '[attr.title]': 'hint()',
  },
})
export class LengthHint {
  readonly appLengthHint = input.required<number>();
  protected readonly isLong = computed(() => this.appLengthHint() >= 40);
  protected readonly hint = computed(() => (this.isLong() ? `A long listen: ${this.appLengthHint()} minutes` : null));
}
