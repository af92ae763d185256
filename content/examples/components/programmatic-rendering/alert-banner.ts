import { Component, input, output } from '@angular/core';

@Component({
  selector: 'app-alert-banner',
  template: `
    <p role="status">
      {{ message() }}
      <button type="button" (click)="dismissed.emit()">Dismiss</button>
    </p>
  `,
  styles: `p { border-left: 4px solid #c62828; padding: 0.25rem 0.5rem; }`,
})
export class AlertBanner {
  readonly message = input.required<string>();
  readonly dismissed = output<void>();
}
