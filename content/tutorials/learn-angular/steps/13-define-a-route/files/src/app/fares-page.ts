import { Component } from '@angular/core';

@Component({
  selector: 'app-fares-page',
  template: `
    <h2>Fares</h2>
    <p>Adults pay 6.50 per crossing, children under 12 travel free.</p>
  `,
})
export class FaresPage {}
