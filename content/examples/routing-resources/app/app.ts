import { Component, computed, inject } from '@angular/core';
import { Router, RouterLink, RouterOutlet } from '@angular/router';
import { LighthouseApi } from './lighthouse-api';

@Component({
  selector: 'app-root',
  imports: [RouterLink, RouterOutlet],
  template: `
    <nav aria-label="Lighthouses">
      @for (lighthouse of lighthouses; track lighthouse.id) {
        <a [routerLink]="['/lighthouses', lighthouse.id]">{{ lighthouse.name }}</a>
      }
      <a routerLink="/lighthouses/fastnet">Fastnet (not registered)</a>
    </nav>
    <p class="status" aria-live="polite">{{ navigating() ? 'Loading…' : '' }}</p>
    <main><router-outlet /></main>
  `,
  styles: `
    :host { display: block; font-family: system-ui, sans-serif; padding: 1rem; }
    nav { display: flex; flex-wrap: wrap; gap: 1rem; }
    .status { min-height: 1.5em; color: #3d4a57; }
  `,
})
export class App {
  protected readonly lighthouses = inject(LighthouseApi).all;
  private readonly router = inject(Router);
  protected readonly navigating = computed(() => !!this.router.currentNavigation());
}
