import { Component, inject } from '@angular/core';
import { MemberSession } from './member-session';

@Component({
  selector: 'app-member-greeting',
  template: `
    <p class="greeting">
      @if (session.member(); as member) {
        Welcome back, {{ member.name }}!
      } @else {
        Sign in to borrow games.
      }
    </p>
  `,
})
export class MemberGreeting {
  protected readonly session = inject(MemberSession);
}
