import { Component, computed, inject, input, signal } from '@angular/core';
import { email, form, FormField, FormRoot, max, min, required } from '@angular/forms/signals';
import { RouterLink } from '@angular/router';
import { GameCatalog } from './game-catalog';

@Component({
  selector: 'app-game-details',
  imports: [FormField, FormRoot, RouterLink],
  template: `
    <a routerLink="/">← All games</a>
    @if (gameResource.isLoading()) {
      <p>Loading…</p>
    } @else if (game(); as game) {
      <h2>{{ game.name }}</h2>
      <dl>
        <dt>Players</dt>
        <dd>{{ game.minPlayers }}–{{ game.maxPlayers }}</dd>
        <dt>Playing time</dt>
        <dd>{{ game.minutes }} minutes</dd>
        <dt>Age</dt>
        <dd>{{ game.minAge }} and up</dd>
        <dt>Shelf</dt>
        <dd>{{ game.shelf }}, {{ game.copiesFree }} {{ game.copiesFree === 1 ? 'copy' : 'copies' }} free</dd>
      </dl>

      <h3>Borrow this game</h3>
      <form [formRoot]="requestForm">
        <label>
          Your name
          <input [formField]="requestForm.name" />
        </label>
        @if (requestForm.name().touched()) {
          @for (error of requestForm.name().errors(); track error.kind) {
            <p class="error">{{ error.message }}</p>
          }
        }
        <label>
          Email
          <input type="email" [formField]="requestForm.email" />
        </label>
        @if (requestForm.email().touched()) {
          @for (error of requestForm.email().errors(); track error.kind) {
            <p class="error">{{ error.message }}</p>
          }
        }
        <label>
          Days
          <input type="number" [formField]="requestForm.days" />
        </label>
        @if (requestForm.days().touched()) {
          @for (error of requestForm.days().errors(); track error.kind) {
            <p class="error">{{ error.message }}</p>
          }
        }
        <button type="submit">Keep a copy for me</button>
      </form>
      @if (confirmation(); as message) {
        <p role="status">{{ message }}</p>
      }
    } @else {
      <p>No game with this number is on the shelf.</p>
    }
  `,
  styles: `
    dt {
      font-weight: 600;
    }
    dd {
      margin: 0 0 0.5rem;
    }
    label {
      display: block;
      margin-top: 0.75rem;
    }
    .error {
      margin: 0.25rem 0 0;
      color: #b42318;
    }
  `,
})
export class GameDetails {
  readonly id = input.required<string>();
  private readonly catalog = inject(GameCatalog);
  protected readonly gameResource = this.catalog.gameById(() => Number(this.id()));
  protected readonly game = computed(() => (this.gameResource.hasValue() ? this.gameResource.value() : undefined));
  protected readonly confirmation = signal<string | null>(null);
  protected readonly request = signal({ name: '', email: '', days: 7 });
  protected readonly requestForm = form(
    this.request,
    (path) => {
      required(path.name, { message: 'Tell us who is borrowing.' });
      required(path.email, { message: 'We send the confirmation by email.' });
      email(path.email, { message: 'That does not look like an email address.' });
      min(path.days, 1, { message: 'Borrow it for at least one day.' });
      max(path.days, 14, { message: 'Two weeks at most, so others get a turn.' });
    },
    {
      submission: {
        action: async (field) => {
          this.confirmation.set(`We will keep ${this.game()?.name ?? 'the game'} for ${field().value().name}.`);
          return undefined;
        },
      },
    },
  );
}
