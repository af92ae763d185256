import { Component, signal } from '@angular/core';
import { FormControl, FormsModule, ReactiveFormsModule } from '@angular/forms';
import { form, FormField } from '@angular/forms/signals';

/** One field, "home station", in each of Angular's three form systems. */
@Component({
  selector: 'app-root',
  imports: [FormField, ReactiveFormsModule, FormsModule],
  template: `
    <h2>Signal Forms</h2>
    <input [formField]="stationForm.home" />
    <button type="button" (click)="station.set({ home: 'Harbour Point' })">Set from code</button>
    <p>Model signal: {{ station().home }}</p>

    <h2>Reactive forms</h2>
    <input [formControl]="homeControl" />
    <button type="button" (click)="homeControl.setValue('Harbour Point')">Set from code</button>
    <p>FormControl value: {{ homeControl.value }}</p>

    <h2>Template-driven forms</h2>
    <input [(ngModel)]="homeStation" />
    <button type="button" (click)="homeStation = 'Harbour Point'">Set from code</button>
    <p>Component property: {{ homeStation }}</p>
  `,
})
export class App {
  protected readonly station = signal({ home: 'Gull Island' });
  protected readonly stationForm = form(this.station);

  protected readonly homeControl = new FormControl('Gull Island', { nonNullable: true });

  protected homeStation = 'Gull Island';
}
