/**
 * The workspace's runtime (preview frame + compile worker) as a hook: created with the workspace,
 * disposed with it. `run` is stable; console output from the preview is batched (one React update per
 * CONSOLE_FLUSH_MS however fast the app logs) into a capped, folded log (console-log.ts).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';
import { PlaygroundRuntime, type ConsoleEntry, type Precompiled } from '../../playground-runtime/runtime.ts';
import { appendToLog, EMPTY_LOG, MAX_CONSOLE_LINES, type ConsoleLog } from './console-log.ts';
import { statusOfOutcome, type RunStatus } from './run-status.ts';

/** How often buffered console output reaches the page. */
export const CONSOLE_FLUSH_MS = 100;

export interface PreviewRuntime {
  status: RunStatus;
  log: ConsoleLog;
  /** Runs the files now (a newer call replaces a queued one). */
  run: (files: ProjectFiles, precompiled?: Precompiled) => void;
  /** The runtime, while the workspace is mounted (language-service questions go through it). */
  runtime: RefObject<PlaygroundRuntime | undefined>;
  /** Settles when the workspace's first run has ended (rendered, failed or replaced). */
  firstRun: Promise<void>;
}

export function usePreviewRuntime(host: RefObject<HTMLElement | null>): PreviewRuntime {
  const runtime = useRef<PlaygroundRuntime | undefined>(undefined);
  /** A run asked for before the runtime existed (the first project's run, in the same commit). */
  const waiting = useRef<{ files: ProjectFiles; precompiled?: Precompiled } | undefined>(undefined);
  const [status, setStatus] = useState<RunStatus>({ kind: 'idle' });
  const [log, setLog] = useState<ConsoleLog>(EMPTY_LOG);
  const pending = useRef<{ entries: ConsoleEntry[]; dropped: number; timer?: ReturnType<typeof setTimeout> }>({ entries: [], dropped: 0 });
  const [firstRun] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  });

  const start = useCallback(
    (rt: PlaygroundRuntime, files: ProjectFiles, precompiled?: Precompiled) => {
      const buffer = pending.current;
      clearTimeout(buffer.timer);
      buffer.timer = undefined;
      buffer.entries = [];
      buffer.dropped = 0;
      setStatus({ kind: 'running', phase: { kind: 'compiling' } });
      setLog(EMPTY_LOG);
      void rt.run(files, precompiled).then((outcome) => {
        // TypeScript (the largest download) starts once the first run is on screen, not before; so
        // does the editor (use-code-editor.ts).
        setTimeout(() => rt.warmCompiler(), 0);
        firstRun.resolve();
        const next = statusOfOutcome(outcome);
        if (!next) return;
        setStatus(next);
        if (outcome.problems.length)
          setLog(
            appendToLog(
              EMPTY_LOG,
              outcome.problems.map((text) => ({ level: 'error', text })),
            ),
          );
      });
    },
    [firstRun],
  );

  useEffect(() => {
    const buffer = pending.current;
    const flush = () => {
      buffer.timer = undefined;
      const { entries, dropped } = buffer;
      buffer.entries = [];
      buffer.dropped = 0;
      setLog((current) => {
        const next = appendToLog(current, entries);
        return dropped ? { ...next, dropped: next.dropped + dropped } : next;
      });
    };
    const rt = new PlaygroundRuntime({
      host: host.current!,
      onPhase: (phase) => setStatus({ kind: 'running', phase }),
      onConsole: (entry) => {
        buffer.entries.push(entry);
        // A flood between two flushes: keep only what the log could show.
        if (buffer.entries.length > 2 * MAX_CONSOLE_LINES) {
          buffer.dropped += buffer.entries.length - MAX_CONSOLE_LINES;
          buffer.entries = buffer.entries.slice(-MAX_CONSOLE_LINES);
        }
        buffer.timer ??= setTimeout(flush, CONSOLE_FLUSH_MS);
      },
    });
    runtime.current = rt;
    rt.warmUp();
    if (waiting.current) {
      start(rt, waiting.current.files, waiting.current.precompiled);
      waiting.current = undefined;
    }
    return () => {
      clearTimeout(buffer.timer);
      rt.dispose();
      runtime.current = undefined;
    };
  }, [host, start]);

  const run = useCallback(
    (files: ProjectFiles, precompiled?: Precompiled) => {
      if (runtime.current) start(runtime.current, files, precompiled);
      else waiting.current = { files, precompiled };
    },
    [start],
  );

  return { status, log, run, runtime, firstRun: firstRun.promise };
}
