/**
 * The endless-loop watchdog's clock (runtime.ts): decides that a running preview is stuck when it has
 * been silent (no heartbeat, no console output) for `timeoutMs` of time in which the page itself was
 * running on time.
 *
 * Why not a plain `setTimeout(timeoutMs)`: on a starved machine (two cores, builds beside the browser)
 * the page's own tasks run late too. A page that did not run for seconds has heartbeats from the
 * preview queued behind its timer, and the timer may run first: the watchdog then restarted a preview
 * that was fine (seen once in 550 loaded test runs). So the watch ticks every `tickMs` and measures how
 * late each tick ran; that lateness is time the page could not observe anything, and is not counted as
 * silence. A real `while (true) {}` in the preview (its own process; the page's ticks stay on time) is
 * still caught after `timeoutMs` plus the scheduling jitter of the ticks (a few ms each).
 *
 * Pure: the clock and the timers are injected (tests/unit/playground-runtime/silence-watch.test.ts).
 */

export interface WatchClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How often the watch checks the silence and its own lateness. */
export const SILENCE_TICK_MS = 250;

export interface SilenceReport {
  /** Wall-clock time since the last sign of life. */
  silentMs: number;
  /** How much of it the page itself was late (not counted as silence). */
  lateMs: number;
}

export interface SilenceWatch {
  /** A sign of life from the preview: the silence starts again. */
  alive(): void;
  /** Stops the watch (the run ended). */
  stop(): void;
}

export interface SilenceWatchOptions {
  /** Silence, in time the page ran on time, after which the preview counts as stuck. */
  timeoutMs: number;
  tickMs?: number;
  clock?: WatchClock;
  /** Called once, when the preview counts as stuck. */
  onSilent: (report: SilenceReport) => void;
}

const browserClock: WatchClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Starts watching at once (the start counts as a sign of life). */
export function watchSilence({ timeoutMs, tickMs = SILENCE_TICK_MS, clock = browserClock, onSilent }: SilenceWatchOptions): SilenceWatch {
  let lastLife = clock.now();
  let lastTick = lastLife;
  let lateMs = 0;
  let stopped = false;
  let timer: unknown;
  const tick = () => {
    if (stopped) return;
    const now = clock.now();
    // The tick was due tickMs after the previous one: anything beyond that (since the last sign of
    // life), the page was not running.
    lateMs += Math.max(0, now - Math.max(lastTick + tickMs, lastLife));
    lastTick = now;
    const silentMs = now - lastLife;
    if (silentMs - lateMs >= timeoutMs) {
      stopped = true;
      onSilent({ silentMs, lateMs });
      return;
    }
    timer = clock.setTimeout(tick, tickMs);
  };
  timer = clock.setTimeout(tick, tickMs);
  return {
    alive() {
      if (stopped) return;
      lastLife = clock.now();
      lateMs = 0;
    },
    stop() {
      stopped = true;
      clock.clearTimeout(timer);
    },
  };
}
