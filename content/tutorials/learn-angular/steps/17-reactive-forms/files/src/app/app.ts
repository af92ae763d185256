import { NgOptimizedImage } from '@angular/common';
import { Component, signal } from '@angular/core';
import { RouterLink, RouterLinkActive, RouterOutlet } from '@angular/router';
import { HarbourMap } from './harbour-map';

@Component({
  selector: 'app-root',
  imports: [HarbourMap, NgOptimizedImage, RouterLink, RouterLinkActive, RouterOutlet],
  template: `
    <h1>Harbour ferries</h1>
    <img ngSrc="morning-star.svg" width="640" height="320" priority alt="The ferry Morning Star leaving Port Ellis" />
    <p>Crossings from {{ harbour }}</p>
    <p>{{ crossingsToday() }} crossings today</p>
    <nav>
      <a routerLink="/" routerLinkActive="active" ariaCurrentWhenActive="page" [routerLinkActiveOptions]="{ exact: true }">Timetable</a>
      <a routerLink="/fares" routerLinkActive="active" ariaCurrentWhenActive="page">Fares</a>
      <a routerLink="/plan" routerLinkActive="active" ariaCurrentWhenActive="page">Plan a trip</a>
      <a routerLink="/season-pass" routerLinkActive="active" ariaCurrentWhenActive="page">Season pass</a>
    </nav>
    <router-outlet />
    @defer (on viewport) {
      <app-harbour-map />
    } @placeholder {
      <p>The harbour map loads when you scroll to it.</p>
    }
  `,
  styles: `
    h1 {
      margin-top: 0;
      color: #0b5d6b;
    }
    nav {
      display: flex;
      gap: 1rem;
    }
    .active {
      font-weight: 700;
    }
  `,
})
export class App {
  protected readonly harbour = 'Port Ellis';
  protected readonly crossingsToday = signal(14);
}
