import { Component } from '@angular/core';

@Component({
  selector: 'app-snow-report',
  template: `
    <section>
      <h2>Snow report</h2>
      <p>Summit 140 cm, valley 35 cm. 14 of 18 lifts open.</p>
    </section>
  `,
})
export class SnowReport {}
