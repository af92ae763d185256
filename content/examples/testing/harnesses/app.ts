import { Component } from '@angular/core';
import { FerryBooking } from './ferry-booking';

@Component({
  selector: 'app-root',
  imports: [FerryBooking],
  template: `
    <h1>Book a crossing</h1>
    <app-ferry-booking />
  `,
})
export class App {}
