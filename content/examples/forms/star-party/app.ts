import { JsonPipe } from '@angular/common';
import { Component, computed, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { FormArray, FormControl, NonNullableFormBuilder, ReactiveFormsModule, Validators } from '@angular/forms';

@Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, JsonPipe],
  templateUrl: './app.html',
})
export class App {
  private readonly fb = inject(NonNullableFormBuilder);

  protected readonly session = this.fb.group({
    title: ['', [Validators.required, Validators.maxLength(40)]],
    site: this.fb.group({
      name: ['Ridge car park', Validators.required],
      darkSkyRating: [4, [Validators.min(1), Validators.max(9)]],
    }),
    telescopes: this.fb.array([this.fb.control('8" Dobsonian')]),
  });

  /** The form's value as a signal, for templates and computed values. */
  protected readonly value = toSignal(this.session.valueChanges, { initialValue: this.session.getRawValue() });
  protected readonly telescopeCount = computed(() => this.value().telescopes?.length ?? 0);

  protected get telescopes(): FormArray<FormControl<string>> {
    return this.session.controls.telescopes;
  }

  protected addTelescope() {
    this.telescopes.push(this.fb.control(''));
  }

  protected removeTelescope(index: number) {
    this.telescopes.removeAt(index);
  }

  protected useClubSite() {
    this.session.patchValue({ site: { name: 'Observatory lawn' } });
  }

  protected submit() {
    if (this.session.invalid) {
      this.session.markAllAsTouched();
      return;
    }
    console.log('Saving', this.session.getRawValue());
    this.session.reset();
  }
}
