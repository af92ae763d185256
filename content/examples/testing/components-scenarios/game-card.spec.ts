import { Component, DebugElement, inputBinding, outputBinding, signal } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { BoardGame } from './board-game';
import { GameCard } from './game-card';

const CASCADIA: BoardGame = { id: 'g7', title: 'Cascadia', minPlayers: 1, maxPlayers: 4, onShelf: true };

describe('GameCard on its own', () => {
  let fixture: ComponentFixture<GameCard>;
  let button: DebugElement;

  beforeEach(async () => {
    fixture = TestBed.createComponent(GameCard);
    fixture.componentRef.setInput('game', CASCADIA);
    await fixture.whenStable();
    button = fixture.debugElement.query(By.css('button'));
  });

  it('shows the title and player count', () => {
    const card: HTMLElement = fixture.nativeElement;
    expect(card.querySelector('h3')?.textContent).toBe('Cascadia');
    expect(card.querySelector('.players')?.textContent).toBe('1–4 players');
  });

  it('emits borrow with the game when the button is clicked', () => {
    const borrowed: BoardGame[] = [];
    fixture.componentInstance.borrow.subscribe((game) => borrowed.push(game));

    button.nativeElement.click();

    expect(borrowed).toEqual([CASCADIA]);
  });

  it('runs the click handler through triggerEventHandler too', () => {
    const borrowed: BoardGame[] = [];
    fixture.componentInstance.borrow.subscribe((game) => borrowed.push(game));

    button.triggerEventHandler('click');

    expect(borrowed).toEqual([CASCADIA]);
  });

  it('disables borrowing while the game is on loan', async () => {
    fixture.componentRef.setInput('game', { ...CASCADIA, onShelf: false });
    await fixture.whenStable();

    expect(button.nativeElement.disabled).toBe(true);
    expect(button.nativeElement.textContent.trim()).toBe('On loan');
  });
});

describe('GameCard with bindings', () => {
  it('takes its input from a signal and reports outputs to a callback', async () => {
    const game = signal(CASCADIA);
    const borrowed: BoardGame[] = [];
    const fixture = TestBed.createComponent(GameCard, {
      bindings: [inputBinding('game', game), outputBinding<BoardGame>('borrow', (g) => borrowed.push(g))],
    });
    await fixture.whenStable();

    game.set({ ...CASCADIA, title: 'Cascadia: Landmarks' });
    await fixture.whenStable();
    fixture.nativeElement.querySelector('button').click();

    expect(fixture.nativeElement.querySelector('h3').textContent).toBe('Cascadia: Landmarks');
    expect(borrowed[0]?.title).toBe('Cascadia: Landmarks');
  });
});

@Component({
  imports: [GameCard],
  template: `<app-game-card [game]="game" (borrow)="chosen = $event" />`,
})
class ShelfHost {
  game: BoardGame = CASCADIA;
  chosen: BoardGame | undefined;
}

describe('GameCard inside a test host', () => {
  it('passes the chosen game up through the event binding', async () => {
    const fixture = TestBed.createComponent(ShelfHost);
    await fixture.whenStable();

    fixture.nativeElement.querySelector('app-game-card button').click();

    expect(fixture.componentInstance.chosen).toBe(CASCADIA);
  });
});
