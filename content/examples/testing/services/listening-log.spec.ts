import { TestBed } from '@angular/core/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Clock } from './clock';
import { ListeningLog } from './listening-log';

describe('ListeningLog', () => {
  // A stub that returns whatever time the test needs.
  const clockStub = { now: vi.fn<() => Date>() };
  let log: ListeningLog;

  beforeEach(() => {
    clockStub.now.mockReset();
    clockStub.now.mockReturnValue(new Date(2026, 10, 23, 8, 30));

    TestBed.configureTestingModule({
      providers: [{ provide: Clock, useValue: clockStub }],
    });
    log = TestBed.inject(ListeningLog);
  });

  it('starts empty', () => {
    expect(log.episodes()).toEqual([]);
    expect(log.minutesToday()).toBe(0);
  });

  it('adds up the minutes listened today', () => {
    log.record('tide-tables-ep12', 34);
    log.record('night-sky-ep3', 21);

    expect(log.minutesToday()).toBe(55);
  });

  it('leaves out episodes finished on another day', () => {
    clockStub.now.mockReturnValueOnce(new Date(2026, 10, 22, 21, 0));
    log.record('tide-tables-ep11', 40);
    log.record('tide-tables-ep12', 34);

    expect(log.minutesToday()).toBe(34);
  });

  it('stamps each entry with the time from the clock', () => {
    log.record('night-sky-ep3', 21);

    expect(clockStub.now).toHaveBeenCalledOnce();
    expect(log.episodes()[0]?.finishedAt).toEqual(new Date(2026, 10, 23, 8, 30));
  });

  it('rejects a non-positive duration', () => {
    expect(() => log.record('night-sky-ep3', 0)).toThrowError(/must be positive/);
  });

  it('can be created with new inside an injection context', () => {
    const direct = TestBed.runInInjectionContext(() => new ListeningLog());
    direct.record('tide-tables-ep12', 34);

    expect(direct.minutesToday()).toBe(34);
    expect(log.minutesToday()).toBe(0);
  });
});
