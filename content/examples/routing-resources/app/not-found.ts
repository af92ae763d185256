import { Component } from '@angular/core';

@Component({
  selector: 'app-not-found',
  template: `<p role="alert">That lighthouse is not in the register.</p>`,
})
export class NotFound {}
