import { Service } from '@angular/core';
import { Audition } from './audition';

export type BookingResult = { ok: true; reference: string } | { ok: false; reason: 'slotTaken' | 'duplicate' };

/** Stands in for the choir's booking API: answers after 800 ms. */
@Service()
export class AuditionDesk {
  private readonly takenSlots = new Set(['Saturday 10:00']);
  private readonly bookedEmails = new Set<string>();

  book(audition: Audition): Promise<BookingResult> {
    return new Promise((resolve) =>
      setTimeout(() => {
        if (this.takenSlots.has(audition.slot)) {
          resolve({ ok: false, reason: 'slotTaken' });
        } else if (this.bookedEmails.has(audition.email)) {
          resolve({ ok: false, reason: 'duplicate' });
        } else {
          this.takenSlots.add(audition.slot);
          this.bookedEmails.add(audition.email);
          resolve({ ok: true, reference: `AUD-${100 + this.bookedEmails.size}` });
        }
      }, 800),
    );
  }
}
