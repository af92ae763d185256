import type { Routes } from '@angular/router';

export const routes: Routes = [];
