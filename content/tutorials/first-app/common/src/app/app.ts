import { Component } from '@angular/core';

@Component({
  selector: 'app-root',
  template: `<h1>Hello</h1>`,
})
export class App {}
