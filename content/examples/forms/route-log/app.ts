import { Component, signal } from '@angular/core';
import { disabled, form, FormField, max, required, submit } from '@angular/forms/signals';
import { DurationInput } from './duration-input';
import { GradePicker } from './grade-picker';
import { SentSwitch } from './sent-switch';

interface Ascent {
  route: string;
  grade: string;
  sent: boolean;
  timeOnWall: number | null;
}

@Component({
  selector: 'app-root',
  imports: [FormField, GradePicker, SentSwitch, DurationInput],
  templateUrl: './app.html',
})
export class App {
  protected readonly ascent = signal<Ascent>({ route: '', grade: '', sent: false, timeOnWall: null });
  protected readonly logged = signal<Ascent[]>([]);

  protected readonly ascentForm = form(this.ascent, (path) => {
    required(path.route, { message: 'Name the route.' });
    required(path.grade, { message: 'Pick the grade you climbed.' });
    disabled(path.grade, { when: ({ valueOf }) => valueOf(path.route).trim() === '' });
    max(path.timeOnWall, 3600, { message: 'Over an hour? Log it as two sessions.' });
  });

  protected async log(event: Event) {
    event.preventDefault();
    const ok = await submit(this.ascentForm, async (field) => {
      this.logged.update((list) => [...list, field().value()]);
      field().reset({ route: '', grade: '', sent: false, timeOnWall: null });
      return undefined;
    });
    if (!ok) {
      this.ascentForm().errorSummary()[0]?.fieldTree().focusBoundControl();
    }
  }
}
