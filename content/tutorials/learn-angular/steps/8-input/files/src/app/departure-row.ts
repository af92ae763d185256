import { Component } from '@angular/core';

@Component({
  selector: 'app-departure-row',
  template: `<span>A departure</span>`,
})
export class DepartureRow {}
