import { Component, computed, input } from '@angular/core';
import { RouterLink } from '@angular/router';
import { LIGHTHOUSES } from './lighthouses';

@Component({
  selector: 'app-lighthouse-page',
  imports: [RouterLink],
  template: `
    @if (lighthouse(); as lighthouse) {
      <a routerLink="/">&larr; All lighthouses</a>
      <div class="photo" role="img" [attr.aria-label]="lighthouse.name" [style.background]="lighthouse.color"></div>
      <h1>{{ lighthouse.name }}</h1>
      <p>Built in {{ lighthouse.built }}.</p>
    }
  `,
  styles: `.photo { width: 100%; max-width: 560px; height: 280px; border-radius: 8px; view-transition-name: lighthouse-photo; }`,
})
export class LighthousePage {
  readonly slug = input.required<string>();
  protected readonly lighthouse = computed(() => LIGHTHOUSES.find((l) => l.slug === this.slug()));
}
