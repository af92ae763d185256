import { Component, signal } from '@angular/core';
import { form, FormField } from '@angular/forms/signals';
import { FieldErrors } from './field-errors';
import { NEW_SIGHTING, Sighting } from './sighting';
import { sightingRules } from './sighting-rules';

@Component({
  selector: 'app-root',
  imports: [FormField, FieldErrors],
  templateUrl: './app.html',
})
export class App {
  protected readonly sighting = signal<Sighting>(NEW_SIGHTING);
  protected readonly sightingForm = form(this.sighting, sightingRules);

  protected addCompanion() {
    this.sighting.update((current) => ({
      ...current,
      companions: [...current.companions, { name: '' }],
    }));
  }

  protected removeCompanion(index: number) {
    this.sighting.update((current) => ({
      ...current,
      companions: current.companions.filter((_, i) => i !== index),
    }));
  }
}
