/**
 * The page side of the playground runtime. Framework-agnostic: the shell's playground and tutorial
 * routes use it, and so can an element.
 *
 * - compiles in a Web Worker (TypeScript + the JIT transform, see compile.ts);
 * - runs the app in ONE sandboxed iframe (`sandbox="allow-scripts allow-forms"`, no `allow-same-origin`: an opaque
 *   origin that cannot read the site's storage or cookies), reused across runs;
 * - recreates that iframe after a failed run, or when a running app goes silent for `hangTimeoutMs` of time in which the page ran on time (silence-watch.ts)
 *   (an endless loop: the preview says `alive` every HEARTBEAT_MS while it runs, so a slow download
 *   is not mistaken for one); forwards the app's console output and uncaught errors to `onConsole`;
 * - waits for the preview's `ready`, pinging it meanwhile (a `ready` sent before anyone listened is
 *   asked for again), and restarts a preview that has not started within READY_TIMEOUT_MS once.
 */
import {
  isCompileResponse,
  parsePreviewMessage,
  type CompileRequest,
  type CompileResponse,
  type ConsoleLevel,
  type LanguageRequest,
  type LanguageResponse,
  type PingRequest,
  type PreviewMessage,
  type PreviewTheme,
  type RunRequest,
  type ThemeRequest,
} from './protocol.ts';
import { PREVIEW_URL } from '../isomorphic/paths.ts';
import { watchSilence } from './silence-watch.ts';
import { sameFiles, type ProjectFiles } from '../isomorphic/playground/files.ts';
import type { CompileResult } from '../isomorphic/playground/compile.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Build-time compile output of a project (templates, tutorial steps): used while the files are unchanged. */
export interface Precompiled {
  files: ProjectFiles;
  result: Pick<CompileResult, 'modules' | 'entry'>;
}

export interface ConsoleEntry {
  level: ConsoleLevel;
  text: string;
}

export interface RunOutcome {
  ok: boolean;
  /** Compile problems (the preview keeps the last good run). */
  problems: string[];
  /** Runtime error, timeout, or why the app did not render. */
  error?: string;
  /** A newer run replaced this one before it started. */
  superseded?: boolean;
  compileMs: number;
  renderMs: number;
}

export interface RuntimeOptions {
  /** Element the preview iframe is appended to. */
  host: HTMLElement;
  /** URL of the preview document (built by scripts/playground-vendor.ts). */
  previewUrl?: string;
  /** How long a new preview may take to say `ready` before it is restarted once (default READY_TIMEOUT_MS). */
  readyTimeoutMs?: number;
  /**
   * How long a running app may stay silent (no heartbeat, no output) before it counts as stuck, in
   * time this page itself ran on time (silence-watch.ts).
   */
  hangTimeoutMs?: number;
  /** How long the compile worker may take to answer before it counts as failed (default COMPILE_TIMEOUT_MS). */
  compileTimeoutMs?: number;
  onConsole?: (entry: ConsoleEntry) => void;
  /** Called when the iframe is (re)created; `reason` is empty for the first one. */
  onRestart?: (reason: string) => void;
  /** What the run in progress is doing (for a status line that never just says "Running…" for a minute). */
  onPhase?: (phase: RunPhase) => void;
}

/** Steps of a run: compiling in the worker, waiting for the preview to start, running the app. */
export type RunPhase = { kind: 'compiling' } | { kind: 'starting'; restarted: boolean } | { kind: 'running' };

/** How long a new preview document may take to load Angular before it is restarted (once) or the run gives up. */
export const READY_TIMEOUT_MS = 20_000;
/** How often a preview that has not said `ready` is asked again. */
export const PING_MS = 500;
/** The longest a run may take in all, heartbeats or not (e.g. an import that never finishes). */
export const RUN_TIMEOUT_MS = 60_000;
/** How long the compile worker may take to answer (loading TypeScript included) before it counts as failed. */
export const COMPILE_TIMEOUT_MS = 45_000;
/** How long a run's modules may take to load in the preview before the frame is restarted (once, then an error). */
export const LOAD_TIMEOUT_MS = 15_000;
/** Why a compile failed when the worker itself failed: the next run starts a new worker. */
export const COMPILER_FAILED = 'The compiler could not load or stopped answering. It will be retried on your next edit (or Run again).';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * URL of the preview document. Extensionless: static hosts (and scripts/serve.ts) redirect
 * `preview.html` to it, and that redirect costs a round trip on every cold start.
 */
export const DEFAULT_PREVIEW_URL = PREVIEW_URL;

/** The language workers: TypeScript's language service, and Angular's template type-check. */
type LanguageLane = 'language' | 'templates';

const createCompileWorker = () => new Worker(new URL('./compile.worker.ts', import.meta.url), { type: 'module', name: 'playground-compiler' });
let spareWorker: Worker | undefined;
let liveRuntimes = 0;

/**
 * Starts loading TypeScript in a compile worker before any runtime exists (e.g. while a route's data
 * and the editor load). The next runtime adopts that worker.
 */
export function prewarmCompiler(): void {
  if (typeof Worker === 'undefined' || liveRuntimes > 0 || spareWorker) return;
  const worker = createCompileWorker();
  // A worker whose script fails to load before any runtime adopts it is dropped (the runtime starts its own).
  worker.addEventListener('error', () => {
    if (spareWorker === worker) spareWorker = undefined;
    worker.terminate();
  });
  spareWorker = worker;
}

/**
 * The site's colour scheme (as shell/playground/site-theme.ts reads it: the `docs-dark-mode` /
 * `docs-light-mode` class on <html> wins, otherwise the system's preference), for the preview's base
 * stylesheet.
 */
export function pageTheme(): PreviewTheme {
  const root = document.documentElement.classList;
  if (root.contains('docs-dark-mode')) return 'dark';
  if (root.contains('docs-light-mode')) return 'light';
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

interface Preview {
  frame: HTMLIFrameElement;
  ready: Promise<void>;
  markReady: () => void;
  healthy: boolean;
}

function newPreview(url: string): Preview {
  const frame = document.createElement('iframe');
  // allow-forms: submit events reach the app; the preview's CSP (`form-action 'none'`) stops every submission.
  frame.setAttribute('sandbox', 'allow-scripts allow-forms');
  frame.title = 'Preview of the app';
  frame.className = 'pg-preview-frame';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  frame.src = url;
  return { frame, ready, markReady, healthy: true };
}

/** A preview started before any runtime exists, parked out of sight until a runtime adopts it. */
let spare: { preview: Preview; url: string; parking: HTMLElement; onMessage: (event: MessageEvent<unknown>) => void } | undefined;

/** Whether an iframe can be moved in the DOM without reloading (`Element.moveBefore`). */
const canMoveFrames = () => typeof Element !== 'undefined' && 'moveBefore' in Element.prototype;

/**
 * Starts loading the preview document (Angular's compiler, core, common, platform-browser) before the
 * editor and the runtime's host element exist — e.g. as soon as the playground route's code runs. The
 * next runtime adopts the frame by moving it (`moveBefore` keeps an iframe's document alive), so the
 * first run does not wait for Angular to load after the editor. Where frames cannot be moved without
 * reloading, this does nothing and the runtime starts its own frame.
 */
export function preloadPreview(previewUrl: string = DEFAULT_PREVIEW_URL): void {
  if (typeof document === 'undefined' || spare || liveRuntimes > 0 || !canMoveFrames()) return;
  const parking = document.createElement('div');
  parking.setAttribute('aria-hidden', 'true');
  parking.dataset.playgroundParking = '';
  // In the viewport (offscreen frames may be throttled) but invisible and inert. CSSOM, not a style
  // attribute: the site's CSP allows no inline style attributes.
  Object.assign(parking.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    opacity: '0',
    pointerEvents: 'none',
  });
  const preview = newPreview(previewUrl);
  preview.frame.tabIndex = -1;
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source === preview.frame.contentWindow && event.origin === 'null' && parsePreviewMessage(event.data)?.type === 'ready') preview.markReady();
  };
  window.addEventListener('message', onMessage);
  parking.append(preview.frame);
  document.body.append(parking);
  spare = { preview, url: previewUrl, parking, onMessage };
}

/** Removes a preloaded preview no runtime adopted (e.g. the user left the page first). */
export function discardPreloadedPreview(): void {
  if (!spare) return;
  window.removeEventListener('message', spare.onMessage);
  spare.parking.remove();
  spare = undefined;
}

function adoptPreloaded(url: string, host: HTMLElement): Preview | undefined {
  if (!spare || spare.url !== url || !spare.preview.frame.isConnected || !canMoveFrames()) {
    discardPreloadedPreview();
    return undefined;
  }
  const { preview } = spare;
  window.removeEventListener('message', spare.onMessage);
  (host as HTMLElement & { moveBefore(node: Node, child: Node | null): void }).moveBefore(preview.frame, null);
  preview.frame.removeAttribute('tabindex');
  spare.parking.remove();
  spare = undefined;
  return preview;
}

export class PlaygroundRuntime {
  #options: Required<Pick<RuntimeOptions, 'previewUrl' | 'hangTimeoutMs' | 'readyTimeoutMs' | 'compileTimeoutMs'>> & RuntimeOptions;
  #worker: Worker | undefined;
  #compileId = 0;
  #compiles = new Map<number, (response: CompileResponse) => void>();
  /** Questions waiting for a language worker, with the worker asked. */
  #questions = new Map<number, { worker: Worker; resolve: (response: LanguageResponse) => void }>();
  /**
   * A second instance of the compile worker (same script, so no second download) for the language
   * service: building it (parsing the type files) takes seconds, and runs must never wait behind it.
   * A third one (`templates`) runs Angular's template type-check, started by the first such question:
   * a check takes up to seconds, and the TypeScript diagnostics never wait behind it.
   */
  #languageWorkers = new Map<LanguageLane, Worker>();
  #preview: Preview | undefined;
  #runId = 0;
  #pendingDone = new Map<number, (message: Extract<PreviewMessage, { type: 'done' }>) => void>();
  /** Per run in progress: restarts its silence clock (see hangTimeoutMs). */
  #signsOfLife = new Map<number, (loading?: boolean) => void>();
  #queue: Promise<unknown> = Promise.resolve();
  #latest = 0;
  #disposed = false;
  #onMessage = (event: MessageEvent<unknown>) => this.#handleMessage(event);
  /** Sends the site's colour scheme to the preview when it changes (the next run carries it too). */
  #themeObserver: MutationObserver | undefined;
  #themeMedia: MediaQueryList | undefined;
  #sendTheme = () => {
    const message: ThemeRequest = { type: 'theme', theme: pageTheme() };
    this.#preview?.frame.contentWindow?.postMessage(message, '*');
  };

  constructor(options: RuntimeOptions) {
    this.#options = {
      previewUrl: DEFAULT_PREVIEW_URL,
      hangTimeoutMs: 5000,
      readyTimeoutMs: READY_TIMEOUT_MS,
      compileTimeoutMs: COMPILE_TIMEOUT_MS,
      ...options,
    };
    liveRuntimes += 1;
    window.addEventListener('message', this.#onMessage);
    if (typeof MutationObserver === 'function') {
      this.#themeObserver = new MutationObserver(this.#sendTheme);
      this.#themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    }
    if (typeof matchMedia === 'function') {
      this.#themeMedia = matchMedia('(prefers-color-scheme: dark)');
      this.#themeMedia.addEventListener('change', this.#sendTheme);
    }
  }

  /** Starts loading the preview document (Angular) ahead of the first run. */
  warmUp(): void {
    this.#ensurePreview('');
  }

  /**
   * Starts the compile worker (TypeScript, the largest download). Precompiled projects do not need it
   * for their first run, so callers start it once that run is on screen, not in competition with it.
   */
  warmCompiler(): void {
    if (!this.#disposed) this.#ensureWorker();
  }

  /** The preview iframe (for tests and focus management). */
  get frame(): HTMLIFrameElement | undefined {
    return this.#preview?.frame;
  }

  /** Compiles and runs the project. Runs are serialized; a run queued behind a newer one is skipped. */
  run(files: ProjectFiles, precompiled?: Precompiled): Promise<RunOutcome> {
    const ticket = ++this.#latest;
    const result = this.#queue.then(() =>
      ticket === this.#latest ? this.#run(files, precompiled) : ({ ok: false, superseded: true, problems: [], compileMs: 0, renderMs: 0 } satisfies RunOutcome),
    );
    this.#queue = result.catch(() => undefined);
    return result;
  }

  dispose(): void {
    if (!this.#disposed) liveRuntimes -= 1;
    this.#disposed = true;
    // Runs in progress end now (their clocks would otherwise fire after the frame is gone).
    for (const id of [...this.#signsOfLife.keys()]) this.#pendingDone.get(id)?.({ type: 'done', id, ok: false, error: 'The runtime was disposed.', ms: 0 });
    window.removeEventListener('message', this.#onMessage);
    this.#themeObserver?.disconnect();
    this.#themeMedia?.removeEventListener('change', this.#sendTheme);
    if (this.#worker) this.#dropWorker(this.#worker);
    for (const worker of [...this.#languageWorkers.values()]) this.#dropLanguageWorker(worker);
    this.#preview?.frame.remove();
    this.#preview = undefined;
  }

  async #run(files: ProjectFiles, precompiled?: Precompiled): Promise<RunOutcome> {
    if (this.#disposed) throw new Error('The runtime was disposed.');
    const compileStarted = performance.now();
    // Unchanged build-time projects skip TypeScript: the first render does not wait for the worker.
    const reuse = precompiled && sameFiles(precompiled.files, files);
    if (!reuse) this.#options.onPhase?.({ kind: 'compiling' });
    const compiled: CompileResponse = reuse ? { id: 0, ok: true, ...precompiled.result, problems: [], ms: 0 } : await this.#compile(files);
    const compileMs = performance.now() - compileStarted;
    if (!compiled.ok && compiled.error === COMPILER_FAILED) return { ok: false, problems: [], error: COMPILER_FAILED, compileMs, renderMs: 0 };
    if (!compiled.ok) return { ok: false, problems: [compiled.error], compileMs, renderMs: 0 };
    return this.#render(files, compiled, compileMs, false);
  }

  async #render(files: ProjectFiles, compiled: Extract<CompileResponse, { ok: true }>, compileMs: number, retry: boolean): Promise<RunOutcome> {
    if (compiled.problems.length) return { ok: false, problems: compiled.problems, compileMs, renderMs: 0 };
    const renderStarted = performance.now();
    let preview = this.#ensurePreview('');
    if (!preview.healthy) preview = this.#recreate('The previous run failed, so the preview was restarted.');
    this.#options.onPhase?.({ kind: 'starting', restarted: retry });
    let started = await this.#whenReady(preview);
    if (!started && !this.#disposed) {
      preview = this.#recreate('The preview did not start in time, so it was restarted.');
      this.#options.onPhase?.({ kind: 'starting', restarted: true });
      started = await this.#whenReady(preview);
    }
    if (this.#disposed) return { ok: false, problems: [], error: 'The runtime was disposed.', compileMs, renderMs: performance.now() - renderStarted };
    if (!started) {
      const error = 'The preview could not start (its files did not load). It will be retried on the next run.';
      preview.healthy = false;
      return { ok: false, problems: [], error, compileMs, renderMs: performance.now() - renderStarted };
    }
    const id = ++this.#runId;
    const request: RunRequest = {
      type: 'run',
      id,
      modules: compiled.modules,
      entry: compiled.entry,
      indexHtml: bodyOf(files['src/index.html'] ?? ''),
      styles: files['src/styles.css'] === undefined ? [] : [files['src/styles.css']],
      theme: pageTheme(),
    };
    type Settled = { kind: 'done'; message: Extract<PreviewMessage, { type: 'done' }> } | { kind: 'silent' } | { kind: 'slow' } | { kind: 'loading' };
    const settled = new Promise<Settled>((resolve) => {
      const finish = (result: Settled) => {
        silence.stop();
        clearTimeout(cap);
        this.#pendingDone.delete(id);
        this.#signsOfLife.delete(id);
        resolve(result);
      };
      // Silence counted only while this page runs on time (silence-watch.ts): a starved machine
      // delays the page's own tasks too, and that is not the preview being stuck.
      const silence = watchSilence({ timeoutMs: this.#options.hangTimeoutMs, onSilent: () => finish({ kind: 'silent' }) });
      // Every heartbeat or console line from this run restarts the silence clock.
      const alive = (loading?: boolean) => {
        silence.alive();
        // Still loading the app's modules long after the run started: a request that never ends.
        if (loading && performance.now() - sent > LOAD_TIMEOUT_MS) finish({ kind: 'loading' });
      };
      const sent = performance.now();
      const cap = setTimeout(() => finish({ kind: 'slow' }), RUN_TIMEOUT_MS);
      this.#signsOfLife.set(id, alive);
      this.#pendingDone.set(id, (message) => finish({ kind: 'done', message }));
    });
    this.#options.onPhase?.({ kind: 'running' });
    preview.frame.contentWindow?.postMessage(request, '*');
    const result = await settled;
    const renderMs = performance.now() - renderStarted;
    if (this.#disposed) return { ok: false, problems: [], error: 'The runtime was disposed.', compileMs, renderMs };
    if (result.kind === 'loading') {
      const error = `The app's files did not load within ${LOAD_TIMEOUT_MS / 1000} s, so the preview was restarted.`;
      this.#recreate(error);
      // One automatic retry in a fresh frame (shown as "starting again"), then the error.
      if (!retry) return this.#render(files, compiled, compileMs, true);
      return { ok: false, problems: [], error: `${error} Run again to retry.`, compileMs, renderMs };
    }
    if (result.kind !== 'done') {
      const error =
        result.kind === 'silent'
          ? `The preview did not finish within ${this.#options.hangTimeoutMs / 1000} s (an endless loop?), so it was restarted.`
          : `The preview did not finish within ${RUN_TIMEOUT_MS / 1000} s, so it was restarted.`;
      this.#recreate(error);
      return { ok: false, problems: [], error, compileMs, renderMs };
    }
    const { message } = result;
    if (!message.ok) preview.healthy = false;
    return { ok: message.ok, problems: [], error: message.error, compileMs, renderMs };
  }

  /**
   * Waits up to `readyTimeoutMs` for the preview's `ready`, pinging it every PING_MS: a preview that
   * loaded before its `ready` could be heard answers the ping. False when it did not start in time.
   */
  async #whenReady(preview: Preview): Promise<boolean> {
    const deadline = performance.now() + this.#options.readyTimeoutMs;
    const ready = preview.ready.then(() => true);
    for (;;) {
      if (this.#disposed || preview !== this.#preview) return false;
      const ping: PingRequest = { type: 'ping' };
      preview.frame.contentWindow?.postMessage(ping, '*');
      const left = deadline - performance.now();
      if (left <= 0) return false;
      if (await Promise.race([ready, delay(Math.min(PING_MS, left)).then(() => false)])) return true;
    }
  }

  #ensureWorker(): Worker {
    if (!this.#worker) {
      const worker = spareWorker ?? createCompileWorker();
      spareWorker = undefined;
      this.#worker = worker;
      worker.onmessage = (event: MessageEvent<unknown>) => {
        if (!isCompileResponse(event.data)) return;
        if ((event.data as { kind?: unknown }).kind === 'language') {
          const response = event.data as unknown as LanguageResponse;
          this.#questions.get(response.id)?.resolve(response);
          this.#questions.delete(response.id);
          return;
        }
        this.#compiles.get(event.data.id)?.(event.data);
        this.#compiles.delete(event.data.id);
      };
      // The script did not load (network, a missing chunk) or threw: every waiting compile fails with
      // the reason, and the next run starts a new worker.
      worker.onerror = (event) => {
        event.preventDefault();
        this.#dropWorker(worker);
      };
      worker.onmessageerror = () => this.#dropWorker(worker);
    }
    return this.#worker;
  }

  #ensureLanguageWorker(lane: LanguageLane): Worker {
    let worker = this.#languageWorkers.get(lane);
    if (!worker) {
      const created = createCompileWorker();
      worker = created;
      this.#languageWorkers.set(lane, created);
      created.onmessage = (event: MessageEvent<unknown>) => {
        const response = event.data as LanguageResponse;
        if (!isCompileResponse(response) || response.kind !== 'language') return;
        const question = this.#questions.get(response.id);
        if (question?.worker !== created) return;
        question.resolve(response);
        this.#questions.delete(response.id);
      };
      created.onerror = (event) => {
        event.preventDefault();
        this.#dropLanguageWorker(created);
      };
    }
    return worker;
  }

  #dropLanguageWorker(worker: Worker): void {
    const lane = [...this.#languageWorkers.entries()].find(([, w]) => w === worker)?.[0];
    if (!lane) return;
    worker.terminate();
    this.#languageWorkers.delete(lane);
    for (const [id, question] of [...this.#questions.entries()]) {
      if (question.worker !== worker) continue;
      this.#questions.delete(id);
      question.resolve({ id, kind: 'language', ok: false, error: COMPILER_FAILED });
    }
  }

  #dropWorker(worker: Worker): void {
    if (this.#worker !== worker) return;
    worker.terminate();
    this.#worker = undefined;
    const waiting = [...this.#compiles.entries()];
    this.#compiles.clear();
    for (const [id, resolve] of waiting) resolve({ id, ok: false, error: COMPILER_FAILED });
  }

  /**
   * Asks the compile worker's language service about the files (diagnostics, completion, hover; see
   * isomorphic/playground/language-service.ts). The first question downloads the type files.
   * `templates` goes to a worker of its own (isomorphic/playground/template-check.ts).
   */
  ask<T>(question: DistributiveOmit<LanguageRequest, 'id' | 'kind'>): Promise<T> {
    if (this.#disposed) return Promise.reject(new Error('The runtime was disposed.'));
    const worker = this.#ensureLanguageWorker(question.op === 'templates' ? 'templates' : 'language');
    const id = ++this.#compileId;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => this.#dropLanguageWorker(worker), this.#options.compileTimeoutMs);
      this.#questions.set(id, {
        worker,
        resolve: (response) => {
          clearTimeout(timer);
          if (response.ok) resolve(response.result as T);
          else reject(new Error(response.error));
        },
      });
      worker.postMessage({ ...question, id, kind: 'language' } as LanguageRequest);
    });
  }

  #compile(files: ProjectFiles): Promise<CompileResponse> {
    const worker = this.#ensureWorker();
    const id = ++this.#compileId;
    return new Promise((resolve) => {
      // A worker that never answers (stuck, or its script never arrives) counts as failed.
      const timer = setTimeout(() => this.#dropWorker(worker), this.#options.compileTimeoutMs);
      this.#compiles.set(id, (response) => {
        clearTimeout(timer);
        resolve(response);
      });
      worker.postMessage({ id, files } satisfies CompileRequest);
    });
  }

  #ensurePreview(reason: string): Preview {
    return this.#preview ?? this.#recreate(reason);
  }

  #recreate(reason: string): Preview {
    this.#preview?.frame.remove();
    const adopted = this.#preview ? undefined : adoptPreloaded(this.#options.previewUrl, this.#options.host);
    const preview = adopted ?? newPreview(this.#options.previewUrl);
    if (!adopted) this.#options.host.append(preview.frame);
    this.#preview = preview;
    this.#options.onRestart?.(reason);
    return preview;
  }

  #handleMessage(event: MessageEvent<unknown>): void {
    const preview = this.#preview;
    // Only our sandboxed (opaque-origin, so `null`) preview frame talks to the runtime, and only in
    // the protocol's shapes: it runs the reader's code, so anything else is dropped.
    if (!preview || event.source !== preview.frame.contentWindow || event.origin !== 'null') return;
    const message = parsePreviewMessage(event.data);
    if (!message) return;
    if (message.type === 'ready') preview.markReady();
    else if (message.type === 'alive') this.#signsOfLife.get(message.id)?.(message.loading);
    else if (message.type === 'console') {
      this.#signsOfLife.get(message.run)?.();
      this.#options.onConsole?.({ level: message.level, text: message.text });
    } else if (message.type === 'done') this.#pendingDone.get(message.id)?.(message);
  }
}

/** The markup inside <body> of an index.html (the whole text when it has no body tag). */
export function bodyOf(html: string): string {
  const match = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(html);
  return match ? (match[1] ?? '') : html;
}
