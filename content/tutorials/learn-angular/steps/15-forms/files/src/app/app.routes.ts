import type { Routes } from '@angular/router';
import { DepartureBoard } from './departure-board';
import { FaresPage } from './fares-page';
import { TripPlanner } from './trip-planner';

export const routes: Routes = [
  { path: '', component: DepartureBoard, title: 'Timetable' },
  { path: 'fares', component: FaresPage, title: 'Fares' },
  { path: 'plan', component: TripPlanner, title: 'Plan a trip' },
];
