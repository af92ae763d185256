import { Component, afterNextRender, signal } from '@angular/core';

/**
 * Campsites this visitor opened before. The list lives in the browser's storage, so it is read after
 * the first render in the browser: the server renders the empty state and never touches storage.
 */
@Component({
  selector: 'app-recently-viewed',
  template: `
    @if (names().length > 0) {
      <p>Recently viewed: {{ names().join(', ') }}</p>
    }
  `,
})
export class RecentlyViewed {
  protected readonly names = signal<string[]>([]);

  constructor() {
    afterNextRender(() => {
      try {
        const stored = JSON.parse(localStorage.getItem('recently-viewed') ?? '[]') as unknown;
        if (Array.isArray(stored)) this.names.set(stored.filter((item): item is string => typeof item === 'string'));
      } catch {
        // Blocked or corrupt storage: show nothing.
      }
    });
  }
}
