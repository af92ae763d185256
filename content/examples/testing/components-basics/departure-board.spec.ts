import { DebugElement } from '@angular/core';
import { ComponentFixture, TestBed } from '@angular/core/testing';
import { By } from '@angular/platform-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { DepartureBoard } from './departure-board';
import { Sailing } from './sailing';

const MORNING: Sailing[] = [
  { time: '07:10', destination: 'Brightwater' },
  { time: '08:40', destination: 'Gull Island' },
  { time: '09:15', destination: 'Brightwater' },
  { time: '10:30', destination: 'Port Alder' },
  { time: '11:45', destination: 'Gull Island' },
];

describe('DepartureBoard', () => {
  let fixture: ComponentFixture<DepartureBoard>;
  let board: HTMLElement;

  beforeEach(async () => {
    TestBed.configureTestingModule({ imports: [DepartureBoard] });
    fixture = TestBed.createComponent(DepartureBoard);
    fixture.componentRef.setInput('harbour', 'Kelpie Bay');
    fixture.componentRef.setInput('sailings', MORNING);
    await fixture.whenStable();
    board = fixture.nativeElement;
  });

  it('creates the component', () => {
    expect(fixture.componentInstance).toBeTruthy();
  });

  it('names the harbour in the heading', () => {
    expect(board.querySelector('h2')?.textContent).toBe('Kelpie Bay departures');
  });

  it('lists the first three sailings and offers the rest', () => {
    const rows = board.querySelectorAll('li');
    expect(rows.length).toBe(3);
    expect(rows[0]?.textContent).toBe('07:10 to Brightwater');
    expect(board.querySelector('button')?.textContent).toBe('Show 2 more');
  });

  it('shows every sailing after a click on the button', async () => {
    board.querySelector('button')?.click();
    await fixture.whenStable();

    expect(board.querySelectorAll('li').length).toBe(5);
    expect(board.querySelector('button')).toBeNull();
  });

  it('says so when no sailings are left', async () => {
    fixture.componentRef.setInput('sailings', []);
    await fixture.whenStable();

    expect(board.querySelector('.no-sailings')?.textContent).toBe('No more sailings today');
  });

  it('finds the same heading through the DebugElement', () => {
    const heading: DebugElement = fixture.debugElement.query(By.css('h2'));
    expect(heading.nativeElement.textContent).toBe('Kelpie Bay departures');
  });
});
