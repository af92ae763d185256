import { Directive, input } from '@angular/core';

@Directive({
  selector: '[appHint]',
  host: { '[attr.title]': 'hint()' },
})
export class Hint {
  readonly hint = input('');
}
