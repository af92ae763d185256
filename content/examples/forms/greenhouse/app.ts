import { Component, computed, signal } from '@angular/core';
import { form, FormField } from '@angular/forms/signals';
import { EMPTY_SETTINGS, GreenhouseSettings, SAVED_SETTINGS } from './greenhouse-settings';

@Component({
  selector: 'app-root',
  imports: [FormField],
  templateUrl: './app.html',
})
export class App {
  protected readonly settings = signal<GreenhouseSettings>(EMPTY_SETTINGS);
  protected readonly settingsForm = form(this.settings);

  protected readonly averageTarget = computed(() => {
    const zones = this.settings().zones;
    const total = zones.reduce((sum, zone) => sum + zone.targetTemperature, 0);
    return zones.length ? (total / zones.length).toFixed(1) : '–';
  });

  protected loadSaved() {
    this.settings.set(SAVED_SETTINGS);
  }

  protected addZone() {
    this.settings.update((current) => ({
      ...current,
      zones: [...current.zones, { name: '', targetTemperature: 20 }],
    }));
  }

  protected removeZone(index: number) {
    this.settings.update((current) => ({
      ...current,
      zones: current.zones.filter((_, i) => i !== index),
    }));
  }

  protected warmer(index: number) {
    this.settingsForm.zones[index].targetTemperature().value.update((degrees) => degrees + 1);
  }
}
