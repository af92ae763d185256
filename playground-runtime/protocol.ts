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
  /** The site's colour scheme, which the preview's base stylesheet follows. */
  theme?: PreviewTheme;
}

export type PreviewTheme = 'light' | 'dark';

/** Page → preview: the site's colour scheme changed (see preview-base.css). */
export interface ThemeRequest {
  type: 'theme';
  theme: PreviewTheme;
}

/** Whether a message is a theme change with a known scheme (anything else is ignored). */
export function isThemeRequest(value: unknown): value is ThemeRequest {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === 'theme' && (message.theme === 'light' || message.theme === 'dark');
}

/** Page → preview, besides runs: asks a preview that has loaded to say `ready` (again). */
export interface PingRequest {
  type: 'ping';
}

export type PreviewMessage =
  | { type: 'ready' }
  /** Sent every {@link HEARTBEAT_MS} while a run is in progress: the preview's thread is not stuck. */
  | { type: 'alive'; id: number; loading?: boolean }
  | { type: 'console'; run: number; level: ConsoleLevel; text: string }
  | { type: 'done'; id: number; ok: boolean; error?: string; ms: number };

export interface CompileRequest {
  id: number;
  files: Record<string, string>;
}

export type CompileResponse =
  { id: number; ok: true; modules: CompiledModule[]; entry: string; problems: string[]; ms: number } | { id: number; ok: false; error: string };

/** The longest console line or error text the page keeps from a preview (longer ones are cut). */
export const MAX_PREVIEW_TEXT = 10_000;

const LEVELS: readonly string[] = ['log', 'info', 'warn', 'error', 'debug'] satisfies ConsoleLevel[];
const isRunId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const clip = (text: string) =>
  text.length > MAX_PREVIEW_TEXT ? `${text.slice(0, MAX_PREVIEW_TEXT)}… (${text.length - MAX_PREVIEW_TEXT} more characters)` : text;

/**
 * A message from the preview, or undefined when it does not have the exact shape of one. The preview
 * runs the reader's code, so its messages are untrusted data: anything may arrive (`null`, objects
 * where text belongs, huge strings). Texts come back as strings, cut at MAX_PREVIEW_TEXT.
 */
export function parsePreviewMessage(value: unknown): PreviewMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'ready':
      return { type: 'ready' };
    case 'alive':
      return isRunId(message.id) ? { type: 'alive', id: message.id, loading: message.loading === true } : undefined;
    case 'console':
      if (!isRunId(message.run) || typeof message.level !== 'string' || !LEVELS.includes(message.level) || typeof message.text !== 'string') return undefined;
      return { type: 'console', run: message.run, level: message.level as ConsoleLevel, text: clip(message.text) };
    case 'done':
      if (!isRunId(message.id) || typeof message.ok !== 'boolean' || typeof message.ms !== 'number') return undefined;
      if (message.error !== undefined && typeof message.error !== 'string') return undefined;
      return { type: 'done', id: message.id, ok: message.ok, ms: message.ms, ...(message.error === undefined ? {} : { error: clip(message.error) }) };
    default:
      return undefined;
  }
}

/** A compile worker's answer, or undefined when it does not have the shape of one. */
export function isCompileResponse(value: unknown): value is CompileResponse {
  if (typeof value !== 'object' || value === null) return false;
  const response = value as Record<string, unknown>;
  return typeof response.id === 'number' && typeof response.ok === 'boolean';
}

/** Page → compile worker: a language-service question about the project (see language-service.ts). */
export type LanguageRequest = { id: number; kind: 'language'; files: Record<string, string>; path: string } & (
  | { op: 'diagnostics' }
  | { op: 'completions'; pos: number }
  | { op: 'import'; pos: number; name: string; source: string; data: unknown }
  | { op: 'hover'; pos: number }
  /** Angular's template type-check of every file (isomorphic/playground/template-check.ts); `path` is unused. */
  | { op: 'templates' }
);

export type LanguageResponse =
  { id: number; kind: 'language'; ok: true; result: unknown; ms: number } | { id: number; kind: 'language'; ok: false; error: string };
