import { Component } from '@angular/core';

@Component({
  selector: 'app-home',
  template: `
    <section>
      <form role="search">
        <input type="text" placeholder="Search by name" aria-label="Search by name" />
        <button type="button">Search</button>
      </form>
    </section>
  `,
})
export class Home {}
