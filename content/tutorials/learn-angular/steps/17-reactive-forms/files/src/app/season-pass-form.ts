import { Component, signal } from '@angular/core';

@Component({
  selector: 'app-season-pass-form',
  template: `
    <h2>Apply for a season pass</h2>
    <form>
      <label>
        Full name
        <input />
      </label>
      <label>
        Email
        <input type="email" />
      </label>
      <button type="submit">Apply</button>
    </form>
    @if (application(); as sent) {
      <p role="status">Application sent for {{ sent.holder }} ({{ sent.email }}).</p>
    }
  `,
  styles: `
    label {
      display: block;
      margin-block: 0.5rem;
    }
  `,
})
export class SeasonPassForm {
  protected readonly application = signal<{ holder: string; email: string } | null>(null);
}
