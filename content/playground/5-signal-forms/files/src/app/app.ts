import { JsonPipe } from '@angular/common';
import { Component, signal } from '@angular/core';
import { email, form, FormField, FormRoot, hidden, min, required, validate } from '@angular/forms/signals';
import { emptyRequest, type LessonRequest } from './lesson-request';

/** Weekdays only: the kayak school is closed at weekends. */
function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T12:00:00`).getDay();
  return day === 0 || day === 6;
}

@Component({
  selector: 'app-root',
  imports: [FormField, FormRoot, JsonPipe],
  template: `
    <h1>Book a kayak lesson</h1>
    <form [formRoot]="lessonForm">
      <label>
        Name
        <input [formField]="lessonForm.name" />
      </label>
      @for (error of shownErrors(lessonForm.name); track error.kind) {
        <p class="error">{{ error.message }}</p>
      }

      <label>
        Email
        <input type="email" [formField]="lessonForm.email" />
      </label>
      @for (error of shownErrors(lessonForm.email); track error.kind) {
        <p class="error">{{ error.message }}</p>
      }

      <label>
        Level
        <select [formField]="lessonForm.level">
          <option value="beginner">Beginner</option>
          <option value="improver">Improver</option>
          <option value="expert">Expert</option>
        </select>
      </label>

      @if (!lessonForm.rollsPerSession().hidden()) {
        <label>
          Eskimo rolls per session
          <input type="number" [formField]="lessonForm.rollsPerSession" />
        </label>
        @for (error of shownErrors(lessonForm.rollsPerSession); track error.kind) {
          <p class="error">{{ error.message }}</p>
        }
      }

      <label>
        Date
        <input type="date" [formField]="lessonForm.date" />
      </label>
      @for (error of shownErrors(lessonForm.date); track error.kind) {
        <p class="error">{{ error.message }}</p>
      }

      <p>
        <button type="submit" [disabled]="lessonForm().submitting()">
          {{ lessonForm().submitting() ? 'Booking…' : 'Book' }}
        </button>
      </p>
    </form>

    @if (booked(); as message) {
      <p role="status">{{ message }}</p>
    }
    <h2>Model</h2>
    <pre>{{ model() | json }}</pre>
  `,
})
export class App {
  protected readonly booked = signal<string | null>(null);
  protected readonly model = signal<LessonRequest>(emptyRequest());

  protected readonly lessonForm = form(
    this.model,
    (path) => {
      required(path.name, { message: 'Who is paddling?' });
      required(path.email, { message: 'We send the meeting point by email.' });
      email(path.email, { message: 'That is not an email address.' });
      // The experts-only field is hidden for everyone else; a hidden field does not count towards the
      // form's validity.
      hidden(path.rollsPerSession, { when: ({ valueOf }) => valueOf(path.level) !== 'expert' });
      min(path.rollsPerSession, 1, { message: 'Experts roll at least once.' });
      required(path.date, { message: 'Pick a day.' });
      validate(path.date, ({ value }) => (value() && isWeekend(value()) ? { kind: 'weekend', message: 'We are closed at weekends.' } : undefined));
    },
    {
      submission: {
        // Pretends to call a server for half a second.
        action: async (field) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          this.booked.set(`Booked: ${field().value().name} on ${field().value().date}.`);
          this.model.set(emptyRequest());
          return undefined;
        },
      },
    },
  );

  /** A field's errors once the user has left it (or tried to submit). */
  protected shownErrors(field: { (): { touched(): boolean; errors(): readonly { kind: string; message?: string }[] } }) {
    const state = field();
    return state.touched() ? state.errors() : [];
  }
}
