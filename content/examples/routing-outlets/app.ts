import { Component } from '@angular/core';
import { RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';

@Component({
  selector: 'app-root',
  imports: [RouterOutlet, RouterLink, RouterLinkActive],
  template: `
    <header>
      <a routerLink="/" routerLinkActive="current" [routerLinkActiveOptions]="{ exact: true }">Summit Hall</a>
      <a routerLink="/walls" routerLinkActive="current">Walls</a>
      <a [routerLink]="[{ outlets: { panel: ['book', 'lena'] } }]">Book a coach</a>
    </header>
    <div class="layout">
      <main>
        <router-outlet />
      </main>
      <router-outlet name="panel" />
    </div>
  `,
  styles: `
    header { display: flex; gap: 1rem; padding-bottom: 0.5rem; border-bottom: 1px solid #ccc; }
    .current { font-weight: bold; }
    .layout { display: flex; gap: 1.5rem; }
    main { flex: 1; }
  `,
})
export class App {}
