import { Component } from '@angular/core';
import { RouterLink, RouterOutlet } from '@angular/router';
import { MemberGreeting } from './member-greeting';

/** The app's frame: greeting, navigation and the routed page. */
@Component({
  selector: 'app-library-shell',
  imports: [MemberGreeting, RouterLink, RouterOutlet],
  template: `
    <header>
      <app-member-greeting />
      <nav>
        <a routerLink="/search">Find a game</a>
        <a routerLink="/loans">My loans</a>
      </nav>
    </header>
    <router-outlet />
  `,
})
export class LibraryShell {}
