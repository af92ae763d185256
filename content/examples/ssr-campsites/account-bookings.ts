import { Component } from '@angular/core';

@Component({
  selector: 'app-account-bookings',
  template: `<h1>Your bookings</h1>`,
})
export class AccountBookings {}
