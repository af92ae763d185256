import { Component } from '@angular/core';
import { RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';

@Component({
  selector: 'app-greenhouse-shell',
  imports: [RouterOutlet, RouterLink, RouterLinkActive],
  template: `
    <nav>
      <a routerLink="/zones" routerLinkActive="active">Zones</a>
      <a routerLink="/alerts" routerLinkActive="active">Alerts</a>
    </nav>
    <router-outlet />
  `,
})
export class GreenhouseShell {}
