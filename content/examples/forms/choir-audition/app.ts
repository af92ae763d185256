import { Component, inject, signal } from '@angular/core';
import { email, form, FormField, FormRoot, required } from '@angular/forms/signals';
import { Audition, BLANK_AUDITION, SLOTS } from './audition';
import { AuditionDesk } from './audition-desk';

@Component({
  selector: 'app-root',
  imports: [FormField, FormRoot],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  private readonly desk = inject(AuditionDesk);

  protected readonly slots = SLOTS;
  protected readonly audition = signal<Audition>(BLANK_AUDITION);
  protected readonly confirmation = signal('');

  protected readonly auditionForm = form(
    this.audition,
    (path) => {
      required(path.name, { message: 'Tell us your name.' });
      required(path.email, { message: 'We send the confirmation by email.' });
      email(path.email, { message: 'That email address looks incomplete.' });
      required(path.slot, { message: 'Choose a time slot.' });
    },
    {
      submission: {
        action: async (field) => {
          this.confirmation.set('');
          const result = await this.desk.book(field().value());
          if (!result.ok) {
            return result.reason === 'slotTaken'
              ? { kind: 'slotTaken', message: 'Someone booked this slot a moment ago. Pick another.', fieldTree: field.slot }
              : { kind: 'duplicate', message: 'This email address already has an audition.' };
          }
          this.confirmation.set(`Booked: ${field.slot().value()}, reference ${result.reference}.`);
          field().reset(BLANK_AUDITION);
          return undefined;
        },
        onInvalid: (field) => {
          field().errorSummary()[0]?.fieldTree().focusBoundControl();
        },
      },
    },
  );
}
