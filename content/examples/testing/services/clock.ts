import { Service } from '@angular/core';

/** The current time. A service of its own, so tests can replace it. */
@Service()
export class Clock {
  now(): Date {
    return new Date();
  }
}
