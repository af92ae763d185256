import { Service, signal } from '@angular/core';

/** Drives the greenhouse roof vent. The real one talks to hardware; tests read `position`. */
@Service()
export class VentMotor {
  readonly position = signal<'open' | 'closed'>('closed');

  move(to: 'open' | 'closed'): void {
    this.position.set(to);
  }
}
