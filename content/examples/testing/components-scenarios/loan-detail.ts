import { DatePipe } from '@angular/common';
import { Component, inject, input, resource } from '@angular/core';
import { DueDate } from './due-date';
import { GameCatalog } from './game-catalog';

/** Routed at `loans/:id`; the router binds the `id` parameter to the input. */
@Component({
  selector: 'app-loan-detail',
  imports: [DatePipe],
  providers: [DueDate],
  template: `
    @if (game.value(); as game) {
      <h2>{{ game.title }}</h2>
      <p class="due">Bring it back by {{ dueDate.from(today) | date: 'yyyy-MM-dd' }}.</p>
    } @else if (game.isLoading()) {
      <p>Loading…</p>
    }
  `,
})
export class LoanDetail {
  readonly id = input.required<string>();

  private readonly catalog = inject(GameCatalog);
  protected readonly dueDate = inject(DueDate);
  protected readonly today = new Date();
  protected readonly game = resource({
    params: () => this.id(),
    loader: ({ params }) => this.catalog.game(params),
  });
}
