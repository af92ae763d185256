import { Component } from '@angular/core';

@Component({
  selector: 'app-root',
  template: `
    <h1>Harbour ferries</h1>
    <p>Crossings from Port Ellis</p>
  `,
  styles: `
    h1 {
      margin-top: 0;
      color: #0b5d6b;
    }
  `,
})
export class App {}
