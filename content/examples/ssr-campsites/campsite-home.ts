import { Component } from '@angular/core';
import { RouterLink } from '@angular/router';
import { RecentlyViewed } from './recently-viewed';

@Component({
  selector: 'app-campsite-home',
  imports: [RouterLink, RecentlyViewed],
  template: `
    <h1>Find your pitch</h1>
    <a routerLink="/campsites/pine-hollow">Pine Hollow</a>
    <a routerLink="/availability">Check availability</a>
    <app-recently-viewed />
  `,
})
export class CampsiteHome {}
