import { Service, signal } from '@angular/core';

@Service()
export class GreenhouseSession {
  readonly isStaff = signal(false);
}
