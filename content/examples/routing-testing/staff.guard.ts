import { inject } from '@angular/core';
import { CanActivateFn, Router } from '@angular/router';
import { GreenhouseSession } from './greenhouse-session';

export const staffGuard: CanActivateFn = (route, state) =>
  inject(GreenhouseSession).isStaff()
    ? true
    : inject(Router).createUrlTree(['/sign-in'], { queryParams: { next: state.url } });
