import { Component, debounced, resource, signal } from '@angular/core';
import { searchSeeds } from './seed-catalogue';

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly term = signal('');
  protected readonly requestCount = signal(0);

  // Follows `term`, but only once it has stayed the same for 500 ms.
  protected readonly settledTerm = debounced(this.term, 500);

  protected readonly results = resource({
    params: () => {
      const term = this.settledTerm.value().trim();
      return term.length >= 2 ? term : undefined;
    },
    loader: ({ params, abortSignal }) => {
      this.requestCount.update((count) => count + 1);
      return searchSeeds(params, abortSignal);
    },
  });

  protected onInput(event: Event) {
    this.term.set((event.target as HTMLInputElement).value);
  }
}
