import { Component, model, output } from '@angular/core';
import { FormValueControl, transformedValue } from '@angular/forms/signals';

/** Shows seconds as "m:ss" text and parses what the user types back into seconds. */
@Component({
  selector: 'app-duration-input',
  template: `
    <input
      placeholder="m:ss"
      [value]="text()"
      (input)="text.set($event.target.value)"
      (blur)="touch.emit()"
    />
  `,
})
export class DurationInput implements FormValueControl<number | null> {
  readonly value = model<number | null>(null);
  readonly touch = output<void>();

  protected readonly text = transformedValue(this.value, {
    parse: (raw: string) => {
      if (raw.trim() === '') {
        return { value: null };
      }
      const match = raw.trim().match(/^(\d+):([0-5]\d)$/);
      return match
        ? { value: Number(match[1]) * 60 + Number(match[2]) }
        : { error: { kind: 'durationFormat', message: 'Write the time as minutes:seconds, like 4:30.' } };
    },
    format: (seconds) =>
      seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  });
}
