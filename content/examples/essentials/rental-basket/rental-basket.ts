import { Component, PLATFORM_ID, computed, effect, inject, linkedSignal, signal } from '@angular/core';
import { isPlatformBrowser } from '@angular/common';

interface Bike {
  name: string;
  hourlyRate: number;
  electric: boolean;
}

const HOURS_KEY = 'bike-rental:hours';

@Component({
  selector: 'app-rental-basket',
  template: `
    <h2>Rent a bike</h2>
    <label>
      <input
        type="checkbox"
        [checked]="electricOnly()"
        (change)="electricOnly.set(!electricOnly())"
      />
      Electric bikes only
    </label>

    <ul>
      @for (bike of visibleBikes(); track bike.name) {
        <li>
          <button
            type="button"
            [attr.aria-pressed]="bike === selectedBike()"
            (click)="selectedBike.set(bike)"
          >
            {{ bike.name }}: {{ bike.hourlyRate }} EUR per hour
          </button>
        </li>
      }
    </ul>

    <p>
      <button
        type="button"
        aria-label="One hour less"
        [disabled]="hours() === 1"
        (click)="changeHours(-1)"
      >
        -
      </button>
      {{ hours() }} hours
      <button type="button" aria-label="One hour more" (click)="changeHours(1)">+</button>
    </p>

    <p>{{ selectedBike().name }} for {{ hours() }} hours: {{ total() }} EUR</p>
  `,
})
export class RentalBasket {
  private readonly bikes: Bike[] = [
    { name: 'City cruiser', hourlyRate: 6, electric: false },
    { name: 'E-trekking', hourlyRate: 11, electric: true },
    { name: 'Cargo e-bike', hourlyRate: 14, electric: true },
  ];

  protected readonly electricOnly = signal(false);
  // localStorage exists only in the browser: the server renders the default.
  private readonly inBrowser = isPlatformBrowser(inject(PLATFORM_ID));
  protected readonly hours = signal(this.inBrowser ? Number(localStorage.getItem(HOURS_KEY)) || 2 : 2);

  protected readonly visibleBikes = computed(() =>
    this.electricOnly() ? this.bikes.filter((bike) => bike.electric) : this.bikes,
  );
  protected readonly selectedBike = linkedSignal(() => this.visibleBikes()[0]);
  protected readonly total = computed(() => this.selectedBike().hourlyRate * this.hours());

  constructor() {
    effect(() => {
      const hours = this.hours();
      if (this.inBrowser) {
        localStorage.setItem(HOURS_KEY, String(hours));
      }
    });
  }

  protected changeHours(delta: number) {
    this.hours.update((current) => Math.max(1, current + delta));
  }
}
