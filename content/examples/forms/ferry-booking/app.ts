import { JsonPipe } from '@angular/common';
import { Component, signal } from '@angular/core';
import { email, form, FormField, max, min, required, validate } from '@angular/forms/signals';

interface FerryBooking {
  from: string;
  to: string;
  adults: number;
  bicycle: boolean;
  contactEmail: string;
}

const PORTS = ['Harbour Point', 'Gull Island', 'Eastwick Pier'];

@Component({
  selector: 'app-root',
  imports: [FormField, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  protected readonly ports = PORTS;

  protected readonly booking = signal<FerryBooking>({
    from: 'Harbour Point',
    to: 'Gull Island',
    adults: 1,
    bicycle: false,
    contactEmail: '',
  });

  protected readonly bookingForm = form(this.booking, (path) => {
    validate(path.to, ({ value, valueOf }) =>
      value() === valueOf(path.from)
        ? { kind: 'samePort', message: 'Pick a destination other than the departure port.' }
        : undefined,
    );
    min(path.adults, 1, { message: 'A booking needs at least one adult.' });
    max(path.adults, 9, { message: 'Groups above nine book by phone.' });
    required(path.contactEmail, { message: 'We send the ticket to this address.' });
    email(path.contactEmail, { message: 'Enter an address like name@example.com.' });
  });

  protected swapPorts() {
    this.booking.update((current) => ({ ...current, from: current.to, to: current.from }));
  }
}
