import type { Routes } from '@angular/router';
import { GameDetails } from './game-details';
import { Home } from './home';

export const routes: Routes = [
  { path: '', component: Home, title: 'Meeple Shelf' },
  { path: 'games/:id', component: GameDetails, title: 'Game details' },
];
