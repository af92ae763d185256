import { Component } from '@angular/core';

@Component({
  selector: 'app-resort-footer',
  template: `
    <footer>
      <a href="/contact">Contact</a>
      <a href="/opening-times">Opening times</a>
      <a href="/accessibility">Accessibility</a>
    </footer>
  `,
})
export class ResortFooter {}
