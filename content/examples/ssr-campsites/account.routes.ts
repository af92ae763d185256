import { Routes } from '@angular/router';
import { AccountBookings } from './account-bookings';

export default [{ path: '', component: AccountBookings }] satisfies Routes;
