import { Routes } from '@angular/router';
import { CoachingBooking } from './coaching-booking';
import { GymHome, WallList } from './gym-pages';
import { WallPage, WallProblems, WallSchedule } from './wall-page';

export const routes: Routes = [
  { path: '', component: GymHome },
  { path: 'walls', component: WallList },
  {
    path: 'walls/:wallId',
    component: WallPage,
    children: [
      { path: '', redirectTo: 'problems', pathMatch: 'full' },
      { path: 'problems', component: WallProblems },
      { path: 'schedule', component: WallSchedule },
    ],
  },
  { path: 'book/:coachId', component: CoachingBooking, outlet: 'panel' },
];
