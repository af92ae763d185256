/** Messages between the page (runtime.ts) and the sandboxed preview document (preview-harness.ts). */
import type { CompiledModule } from '../isomorphic/playground/compile.ts';

/** How often a preview that is running an app says it is still alive. */
export const HEARTBEAT_MS = 500;

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

export interface RunRequest {
  type: 'run';
  id: number;
  modules: CompiledModule[];
  entry: string;
  /** Body markup of the project's `src/index.html` (scripts are ignored). */
  indexHtml: string;
  /** Global stylesheets of the project (`src/styles.css`). */
  styles: string[];
}

/** Page → preview, besides runs: asks a preview that has loaded to say `ready` (again). */
export interface PingRequest {
  type: 'ping';
}

export type PreviewMessage =
  | { type: 'ready' }
  /** Sent every {@link HEARTBEAT_MS} while a run is in progress: the preview's thread is not stuck. */
  | { type: 'alive'; id: number }
  | { type: 'console'; run: number; level: ConsoleLevel; text: string }
  | { type: 'done'; id: number; ok: boolean; error?: string; ms: number };

export interface CompileRequest {
  id: number;
  files: Record<string, string>;
}

export type CompileResponse =
  { id: number; ok: true; modules: CompiledModule[]; entry: string; problems: string[]; ms: number } | { id: number; ok: false; error: string };
