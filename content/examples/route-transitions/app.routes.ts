import { Routes } from '@angular/router';
import { LighthouseGrid } from './lighthouse-grid';
import { LighthousePage } from './lighthouse-page';

export const routes: Routes = [
  { path: '', component: LighthouseGrid, title: 'Lighthouses' },
  { path: 'lighthouses/:slug', component: LighthousePage, title: 'Lighthouse' },
];
