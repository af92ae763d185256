import { Component, computed, signal } from '@angular/core';
import { StepButton } from './step-button';

@Component({
  selector: 'app-root',
  imports: [StepButton],
  template: `
    <h1>Cups of tea today</h1>
    <p class="total">Cups: {{ cups() }}</p>
    <p>Caffeine: about {{ caffeine() }} mg</p>
    <app-step-button [step]="1" (stepped)="add($event)" />
    <app-step-button [step]="2" (stepped)="add($event)" />
    <button type="button" (click)="cups.set(0)">Reset</button>
  `,
  styles: `button { margin-inline-end: 0.5rem; }`,
})
export class App {
  protected readonly cups = signal(0);
  /** Recomputed only when `cups` changes. */
  protected readonly caffeine = computed(() => this.cups() * 45);

  protected add(amount: number): void {
    this.cups.update((value) => value + amount);
  }
}
