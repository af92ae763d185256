import { Component, inject, signal } from '@angular/core';
import { rxResource, toObservable, toSignal } from '@angular/core/rxjs-interop';
import { debounceTime, distinctUntilChanged, map, switchMap } from 'rxjs';
import { GameCatalog } from './game-catalog';

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
})
export class App {
  private readonly catalog = inject(GameCatalog);

  protected readonly term = signal('ca');
  protected readonly selectedId = signal<number | undefined>(undefined);

  // Signal → Observable → RxJS operators → Signal.
  protected readonly results = toSignal(
    toObservable(this.term).pipe(
      map((term) => term.trim()),
      debounceTime(250),
      distinctUntilChanged(),
      switchMap((term) => this.catalog.search(term)),
    ),
    { initialValue: [] },
  );

  // An Observable-based loader that reruns when selectedId changes.
  protected readonly details = rxResource({
    params: () => this.selectedId(),
    stream: ({ params: id }) => this.catalog.details(id),
  });

  protected onInput(event: Event) {
    this.term.set((event.target as HTMLInputElement).value);
  }
}
