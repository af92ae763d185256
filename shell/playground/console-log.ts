/**
 * The console under the preview (pure): output from the preview arrives in batches, repeated lines
 * are folded into one with a count, and only the last MAX_CONSOLE_LINES lines are kept, so a preview
 * that logs in a loop cannot grow the page without bound.
 */
import type { ConsoleEntry } from '../../playground-runtime/runtime.ts';

export const MAX_CONSOLE_LINES = 200;

export interface ConsoleLine extends ConsoleEntry {
  /** How many times in a row this line was printed. */
  count: number;
}

export interface ConsoleLog {
  lines: ConsoleLine[];
  /** Lines dropped from the top to stay within the cap. */
  dropped: number;
}

export const EMPTY_LOG: ConsoleLog = { lines: [], dropped: 0 };

export function appendToLog(log: ConsoleLog, entries: readonly ConsoleEntry[], max = MAX_CONSOLE_LINES): ConsoleLog {
  if (entries.length === 0) return log;
  const lines = log.lines.slice();
  for (const entry of entries) {
    const last = lines[lines.length - 1];
    if (last && last.level === entry.level && last.text === entry.text) lines[lines.length - 1] = { ...last, count: last.count + 1 };
    else lines.push({ level: entry.level, text: entry.text, count: 1 });
  }
  const over = Math.max(0, lines.length - max);
  return { lines: over ? lines.slice(over) : lines, dropped: log.dropped + over };
}

/** Error lines in the log (a folded line counts once per print). */
export const errorCount = (log: ConsoleLog) => log.lines.reduce((sum, line) => sum + (line.level === 'error' ? line.count : 0), 0);
