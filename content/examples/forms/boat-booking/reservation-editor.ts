import { Component, input, linkedSignal, output } from '@angular/core';
import { form, FormField, hidden, min, required, submit } from '@angular/forms/signals';
import { EMPTY_RESERVATION_FORM, Reservation, toFormModel, toReservation } from './reservation';

@Component({
  selector: 'app-reservation-editor',
  imports: [FormField],
  templateUrl: './reservation-editor.html',
})
export class ReservationEditor {
  /** The reservation to edit; without one, the editor starts blank. */
  readonly reservation = input<Reservation | null>(null);
  readonly saved = output<Reservation>();

  protected readonly model = linkedSignal(() => {
    const reservation = this.reservation();
    return reservation ? toFormModel(reservation) : EMPTY_RESERVATION_FORM;
  });

  protected readonly editor = form(this.model, (path) => {
    required(path.boatId, { message: 'Choose a boat.' });
    required(path.day, { message: 'Choose a day.' });
    min(path.hours, 0.5, { message: 'Book at least half an hour.' });
    hidden(path.cox, { when: ({ valueOf }) => !valueOf(path.withCox) });
    required(path.cox, { message: 'Name the cox.' });
  });

  protected addRower() {
    this.model.update((current) => ({ ...current, crew: [...current.crew, { name: '' }] }));
  }

  protected async save(event: Event) {
    event.preventDefault();
    await submit(this.editor, async (field) => {
      this.saved.emit(toReservation(field().value()));
      return undefined;
    });
  }
}
