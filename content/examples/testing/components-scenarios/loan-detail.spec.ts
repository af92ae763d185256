import { TestBed } from '@angular/core/testing';
import { provideRouter, withComponentInputBinding } from '@angular/router';
import { RouterTestingHarness } from '@angular/router/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BoardGame } from './board-game';
import { DueDate } from './due-date';
import { GameCatalog } from './game-catalog';
import { LoanDetail } from './loan-detail';

const CASCADIA: BoardGame = { id: 'g7', title: 'Cascadia', minPlayers: 1, maxPlayers: 4, onShelf: false };

describe('LoanDetail', () => {
  const catalogStub = { game: vi.fn<(id: string) => Promise<BoardGame>>() };
  const dueDateStub = { from: vi.fn(() => new Date(2026, 11, 7)) };

  beforeEach(() => {
    catalogStub.game.mockReset();
    catalogStub.game.mockResolvedValue(CASCADIA);

    TestBed.configureTestingModule({
      providers: [
        provideRouter([{ path: 'loans/:id', component: LoanDetail }], withComponentInputBinding()),
        { provide: GameCatalog, useValue: catalogStub },
      ],
    });
    // DueDate is provided by LoanDetail itself, so replace it in the component's own providers.
    TestBed.overrideComponent(LoanDetail, {
      set: { providers: [{ provide: DueDate, useValue: dueDateStub }] },
    });
  });

  it('loads the game named in the URL', async () => {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/loans/g7', LoanDetail);
    await harness.fixture.whenStable();

    expect(catalogStub.game).toHaveBeenCalledWith('g7');
    expect(harness.routeNativeElement?.querySelector('h2')?.textContent).toBe('Cascadia');
  });

  it('shows the due date from the component-level DueDate', async () => {
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/loans/g7', LoanDetail);
    await harness.fixture.whenStable();

    const injected = harness.routeDebugElement!.injector.get(DueDate);
    expect(injected).toBe(dueDateStub);
    expect(harness.routeNativeElement?.querySelector('.due')?.textContent).toBe('Bring it back by 2026-12-07.');
  });

  it('follows a change of the route parameter', async () => {
    catalogStub.game.mockImplementation(async (id) => ({ ...CASCADIA, id, title: id === 'g9' ? 'Castles of Burgundy' : 'Cascadia' }));
    const harness = await RouterTestingHarness.create();
    await harness.navigateByUrl('/loans/g7', LoanDetail);
    await harness.navigateByUrl('/loans/g9', LoanDetail);
    await harness.fixture.whenStable();

    expect(harness.routeNativeElement?.querySelector('h2')?.textContent).toBe('Castles of Burgundy');
  });
});
