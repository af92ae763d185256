import { Component } from '@angular/core';

@Component({
  selector: 'app-root',
  template: `<p>Welcome aboard.</p>`,
})
export class App {}
