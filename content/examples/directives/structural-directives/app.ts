import { Component, inject } from '@angular/core';
import { CrewRole, CrewSession } from './crew-session';
import { IfCrew } from './if-crew';

@Component({
  selector: 'app-root',
  imports: [IfCrew],
  template: `
    <label>
      Signed in as
      <select #role (change)="signIn($any(role.value))">
        <option value="deckhand">Ines, deckhand</option>
        <option value="purser">Tomas, purser</option>
        <option value="captain">Ruth, captain</option>
      </select>
    </label>

    <section *appIfCrew="'purser'; let member; else noCashDesk">
      <h3>Cash desk</h3>
      <p>Welcome, {{ member.name }}. Today's ticket sales: 1,240 EUR.</p>
    </section>

    <section *appIfCrew="'captain'; let member">
      <h3>Bridge log</h3>
      <p>{{ member.name }}, the 14:20 crossing is cleared to depart.</p>
    </section>

    <ng-template #noCashDesk>
      <p>The cash desk is for pursers and the captain.</p>
    </ng-template>
  `,
})
export class App {
  private readonly session = inject(CrewSession);
  private readonly names: Record<CrewRole, string> = { deckhand: 'Ines', purser: 'Tomas', captain: 'Ruth' };

  protected signIn(role: CrewRole) {
    this.session.member.set({ name: this.names[role], role });
  }
}
