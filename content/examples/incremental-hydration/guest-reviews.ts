import { Component, signal } from '@angular/core';

@Component({
  selector: 'app-guest-reviews',
  template: `
    <section>
      <h2>Guest reviews</h2>
      <p>"Quiet slopes on weekdays and a great ski school." ★★★★★</p>
      <button type="button" (click)="helpful.set(helpful() + 1)">Helpful ({{ helpful() }})</button>
    </section>
  `,
})
export class GuestReviews {
  protected readonly helpful = signal(12);
}
