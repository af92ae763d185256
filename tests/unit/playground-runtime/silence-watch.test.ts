import { describe, expect, it } from 'vitest';
import { watchSilence, type SilenceReport, type WatchClock } from '../../../playground-runtime/silence-watch.ts';

/**
 * A manual clock: `advance(ms)` moves time on, running the timers that come due on time; `stall(ms)`
 * moves time on without running anything (the page's thread was starved), after which the timers
 * due meanwhile run late, as a browser runs them.
 */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const runDue = () => {
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= now).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) return;
      timers.delete(due[0]);
      due[1].callback();
    }
  };
  const clock: WatchClock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      timers.set(++nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  return {
    clock,
    /** Time passes with the page running: each timer runs when it comes due. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = Math.min(...[...timers.values()].map((t) => t.at));
        if (!(next <= end)) break;
        now = next;
        runDue();
      }
      now = end;
    },
    /** Time passes with the page not running at all; then the overdue timers run (late). */
    stall(ms: number) {
      now += ms;
      runDue();
    },
    pending: () => timers.size,
  };
}

function watch(timeoutMs = 5000, tickMs = 250) {
  const time = manualClock();
  const reports: { at: number; report: SilenceReport }[] = [];
  const watcher = watchSilence({ timeoutMs, tickMs, clock: time.clock, onSilent: (report) => reports.push({ at: time.clock.now(), report }) });
  return { time, reports, watcher };
}

describe('watchSilence', () => {
  it('fires after the timeout of silence while the page runs on time (a real endless loop)', () => {
    const { time, reports } = watch();
    time.advance(4999);
    expect(reports).toEqual([]);
    time.advance(1);
    expect(reports).toEqual([{ at: 5000, report: { silentMs: 5000, lateMs: 0 } }]);
    // Once only, and no timer left behind.
    time.advance(20_000);
    expect(reports).toHaveLength(1);
    expect(time.pending()).toBe(0);
  });

  it('never fires while signs of life keep coming', () => {
    const { time, reports, watcher } = watch();
    for (let i = 0; i < 100; i += 1) {
      time.advance(500);
      watcher.alive();
    }
    expect(reports).toEqual([]);
  });

  it('restarts the silence at each sign of life', () => {
    const { time, reports, watcher } = watch();
    time.advance(4000);
    watcher.alive();
    time.advance(4900);
    expect(reports).toEqual([]);
    time.advance(100);
    expect(reports.map((r) => r.at)).toEqual([9000]);
  });

  it('does not count time the page itself was not running (a starved machine)', () => {
    const { time, reports, watcher } = watch();
    time.advance(1000);
    // The page's thread gets no time for 6 s: the heartbeats that the preview sent meanwhile are
    // queued behind the watch's overdue tick, which runs first.
    time.stall(6000);
    expect(reports).toEqual([]);
    // Then the queued heartbeat arrives, and the preview goes on living.
    watcher.alive();
    time.advance(3000);
    watcher.alive();
    time.advance(3000);
    expect(reports).toEqual([]);
  });

  it('still catches an endless loop that starts while the machine is starved, later by the time the page was late', () => {
    const { time, reports } = watch();
    time.advance(2000);
    time.stall(4000);
    // 2 s counted before the stall, ~0.25 s of the stall (the tick was due then), the rest after.
    time.advance(2749);
    expect(reports).toEqual([]);
    time.advance(1);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.report.lateMs).toBe(3750);
    expect(reports[0]!.report.silentMs - reports[0]!.report.lateMs).toBe(5000);
  });

  it('counts many small delays of the page (a busy page runs its timers late) against the silence', () => {
    const { time, reports } = watch(5000, 250);
    // Every tick runs 50 ms late: 250 ms of time in every 300 is on time.
    for (let i = 0; i < 19; i += 1) time.stall(300);
    expect(reports).toEqual([]);
    // 20 ticks: 6 s of wall time, 5 s of it on time.
    time.stall(300);
    expect(reports).toEqual([{ at: 6000, report: { silentMs: 6000, lateMs: 1000 } }]);
  });

  it('does not fire after stop', () => {
    const { time, reports, watcher } = watch();
    time.advance(3000);
    watcher.stop();
    time.advance(10_000);
    expect(reports).toEqual([]);
    expect(time.pending()).toBe(0);
  });
});
