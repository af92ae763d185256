import { Directive } from '@angular/core';

@Directive({
  selector: '[appLengthHint]',
})
export class LengthHint {}
