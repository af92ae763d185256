import { Component, signal } from '@angular/core';
import { RouterLink } from '@angular/router';
import { LIGHTHOUSES } from './lighthouses';

@Component({
  selector: 'app-lighthouse-grid',
  imports: [RouterLink],
  template: `
    <h1>Lighthouses</h1>
    <ul class="grid">
      @for (lighthouse of lighthouses; track lighthouse.slug) {
        <li>
          <a [routerLink]="['/lighthouses', lighthouse.slug]" (click)="selected.set(lighthouse.slug)">
            <div
              class="photo"
              role="img"
              [attr.aria-label]="lighthouse.name"
              [style.background]="lighthouse.color"
              [style.view-transition-name]="selected() === lighthouse.slug ? 'lighthouse-photo' : null"
            ></div>
            {{ lighthouse.name }}
          </a>
        </li>
      }
    </ul>
  `,
  styles: `
    .grid { display: flex; gap: 1rem; list-style: none; padding: 0; }
    .photo { width: 160px; height: 120px; border-radius: 8px; }
  `,
})
export class LighthouseGrid {
  protected readonly lighthouses = LIGHTHOUSES;
  protected readonly selected = signal<string | null>(null);
}
