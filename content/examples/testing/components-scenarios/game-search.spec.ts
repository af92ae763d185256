import { TestBed } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardGame } from './board-game';
import { GameCatalog } from './game-catalog';
import { GameSearch } from './game-search';

const GAMES: BoardGame[] = [
  { id: 'g7', title: 'Cascadia', minPlayers: 1, maxPlayers: 4, onShelf: true },
  { id: 'g9', title: 'Castles of Burgundy', minPlayers: 1, maxPlayers: 4, onShelf: false },
];

/** Reaches into the rendered search page, so the tests read like the user's steps. */
class SearchPage {
  constructor(private readonly root: HTMLElement) {}

  get input(): HTMLInputElement {
    return this.root.querySelector('input')!;
  }
  get status(): string {
    return this.root.querySelector('.status')?.textContent?.trim() ?? '';
  }
  get titles(): string[] {
    return [...this.root.querySelectorAll('app-game-card h3')].map((h) => h.textContent ?? '');
  }

  type(text: string): void {
    this.input.value = text;
    this.input.dispatchEvent(new Event('input'));
  }
  borrowFirst(): void {
    this.root.querySelector<HTMLButtonElement>('app-game-card button')!.click();
  }
}

describe('GameSearch', () => {
  const catalogStub = { search: vi.fn<(term: string) => Promise<BoardGame[]>>() };
  let page: SearchPage;

  beforeEach(async () => {
    vi.useFakeTimers();
    catalogStub.search.mockReset();
    TestBed.configureTestingModule({
      providers: [provideRouter([]), { provide: GameCatalog, useValue: catalogStub }],
    });
    const fixture = TestBed.createComponent(GameSearch);
    page = new SearchPage(fixture.nativeElement);
    await vi.runAllTimersAsync();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits until typing pauses before it searches', async () => {
    catalogStub.search.mockResolvedValue(GAMES);

    page.type('cas');
    await vi.advanceTimersByTimeAsync(200);
    expect(catalogStub.search).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(100);
    // The query is set; let Angular's scheduler (timers too) render and start the resource.
    await vi.runAllTimersAsync();
    expect(catalogStub.search).toHaveBeenCalledExactlyOnceWith('cas');
  });

  it('shows the matching games', async () => {
    catalogStub.search.mockResolvedValue(GAMES);

    page.type('cas');
    await vi.runAllTimersAsync();

    expect(page.titles).toEqual(['Cascadia', 'Castles of Burgundy']);
  });

  it('shows progress while the search is running', async () => {
    let answer!: (games: BoardGame[]) => void;
    catalogStub.search.mockReturnValue(new Promise((resolve) => (answer = resolve)));

    page.type('cas');
    await vi.runAllTimersAsync();
    expect(page.status).toBe('Searching…');

    answer([]);
    await vi.runAllTimersAsync();
    expect(page.status).toBe('No games match “cas”.');
  });

  it('explains when the library cannot be reached', async () => {
    catalogStub.search.mockRejectedValue(new Error('offline'));

    page.type('cas');
    await vi.runAllTimersAsync();

    expect(page.status).toBe('The library is unreachable. Try again in a moment.');
  });

  it('opens the loan page of the game the member borrows', async () => {
    catalogStub.search.mockResolvedValue(GAMES);
    const navigate = vi.spyOn(TestBed.inject(Router), 'navigate').mockResolvedValue(true);

    page.type('cas');
    await vi.runAllTimersAsync();
    page.borrowFirst();

    expect(navigate).toHaveBeenCalledWith(['/loans', 'g7']);
  });
});
