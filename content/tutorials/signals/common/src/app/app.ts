import { Component } from '@angular/core';

@Component({
  selector: 'app-root',
  template: `
    <h1>Lantern</h1>
    <p>Pick an episode to start listening.</p>
  `,
})
export class App {}
