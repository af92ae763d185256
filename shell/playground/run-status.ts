/** What the workspace's status line says about the run in progress or the last one (pure). */
import type { RunOutcome, RunPhase } from '../../playground-runtime/runtime.ts';

export type RunStatus = { kind: 'idle' } | { kind: 'running'; phase: RunPhase } | { kind: 'ok'; ms: number } | { kind: 'error'; message: string };

/** The status after a run, or undefined for a run a newer one replaced (the newer one reports). */
export function statusOfOutcome(outcome: RunOutcome, typeErrors = 0): RunStatus | undefined {
  if (outcome.superseded) return undefined;
  if (outcome.problems.length) return { kind: 'error', message: 'The code does not compile.' };
  if (!outcome.ok) return { kind: 'error', message: outcome.error ?? 'The app failed.' };
  // A file with a type error is not "fine", even when the JIT build ran it.
  if (typeErrors > 0) return { kind: 'error', message: `Rendered, but with ${typeErrors} type ${typeErrors === 1 ? 'error' : 'errors'}.` };
  return { kind: 'ok', ms: Math.round(outcome.compileMs + outcome.renderMs) };
}

export function statusText(status: RunStatus): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'ok':
      return `Rendered in ${status.ms} ms`;
    case 'error':
      return status.message;
    case 'running':
      if (status.phase.kind === 'compiling') return 'Compiling…';
      if (status.phase.kind === 'starting') return status.phase.restarted ? 'Starting the preview again…' : 'Starting the preview…';
      return 'Running…';
  }
}

/** The status line: a run that rendered with type errors in the editor does not say "Rendered" alone. */
export function shownStatus(status: RunStatus, typeErrors: number): RunStatus {
  if (status.kind !== 'ok' || typeErrors === 0) return status;
  return { kind: 'error', message: `Rendered in ${status.ms} ms, with ${typeErrors} type ${typeErrors === 1 ? 'error' : 'errors'} in the editor.` };
}
