import { Service, signal } from '@angular/core';

/** Collects one line per request so the page can show what the interceptors did. */
@Service()
export class RequestLog {
  readonly lines = signal<string[]>([]);

  add(line: string) {
    this.lines.update((lines) => [line, ...lines].slice(0, 8));
  }
}
