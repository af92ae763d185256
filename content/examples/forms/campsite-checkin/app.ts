import { JsonPipe } from '@angular/common';
import { Component, signal } from '@angular/core';
import { ReactiveFormsModule } from '@angular/forms';
import { DynamicField } from './dynamic-field';
import { CHECK_IN_QUESTIONS } from './field-config';
import { buildForm } from './form-factory';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, DynamicField, JsonPipe],
  template: `
    <form [formGroup]="checkIn" (ngSubmit)="submit()">
      @for (field of questions; track field.key) {
        <app-dynamic-field [field]="field" [control]="checkIn.controls[field.key]" />
      }
      <button type="submit">Check in</button>
    </form>
    @if (answers(); as result) {
      <pre>{{ result | json }}</pre>
    }
  `,
})
export class App {
  protected readonly questions = CHECK_IN_QUESTIONS;
  protected readonly checkIn = buildForm(this.questions);
  protected readonly answers = signal<Record<string, unknown> | null>(null);

  protected submit() {
    if (this.checkIn.invalid) {
      this.checkIn.markAllAsTouched();
      return;
    }
    this.answers.set(this.checkIn.getRawValue());
  }
}
