import { Component, signal } from '@angular/core';
import { email, form, FormField, FormRoot, min, required } from '@angular/forms/signals';

interface DayPass {
  climber: string;
  email: string;
  partySize: number;
  rentShoes: boolean;
}

@Component({
  selector: 'app-root',
  imports: [FormField, FormRoot],
  templateUrl: './app.html',
})
export class App {
  protected readonly pass = signal<DayPass>({
    climber: '',
    email: '',
    partySize: 1,
    rentShoes: false,
  });

  protected readonly booked = signal<DayPass | null>(null);

  protected readonly passForm = form(
    this.pass,
    (path) => {
      required(path.climber, { message: 'Tell us who is climbing.' });
      required(path.email, { message: 'We send the pass to this address.' });
      email(path.email, { message: 'That does not look like an email address.' });
      min(path.partySize, 1, { message: 'At least one climber.' });
    },
    {
      submission: {
        action: async (field) => {
          this.booked.set(field().value());
          return undefined;
        },
      },
    },
  );
}
