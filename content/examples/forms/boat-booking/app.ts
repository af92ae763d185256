import { JsonPipe } from '@angular/common';
import { Component, signal } from '@angular/core';
import { Reservation } from './reservation';
import { ReservationEditor } from './reservation-editor';

@Component({
  selector: 'app-root',
  imports: [ReservationEditor, JsonPipe],
  template: `
    <button type="button" (click)="editing.set(existing)">Edit Saturday's booking</button>
    <button type="button" (click)="editing.set(null)">New booking</button>

    <app-reservation-editor [reservation]="editing()" (saved)="lastSaved.set($event)" />

    @if (lastSaved(); as reservation) {
      <h2>Sent to the server</h2>
      <pre>{{ reservation | json }}</pre>
    }
  `,
})
export class App {
  protected readonly existing: Reservation = {
    boatId: 'four-otter',
    start: new Date(2026, 11, 5, 8, 30),
    durationMinutes: 90,
    crew: ['Aiko', 'Bram', 'Chidi', 'Dana'],
    cox: 'Elif',
  };
  protected readonly editing = signal<Reservation | null>(null);
  protected readonly lastSaved = signal<Reservation | null>(null);
}
