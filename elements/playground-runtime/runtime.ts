/**
 * The page side of the playground runtime. Framework-agnostic: the shell's playground and tutorial
 * routes use it, and so can an element.
 *
 * - compiles in a Web Worker (TypeScript + the JIT transform, see compile.ts);
 * - runs the app in ONE sandboxed iframe (`sandbox="allow-scripts"`, no `allow-same-origin`: an opaque
 *   origin that cannot read the site's storage or cookies), reused across runs;
 * - recreates that iframe after a failed run, or when a run does not settle within `hangTimeoutMs`
 *   (an endless loop); forwards the app's console output and uncaught errors to `onConsole`.
 */
import type { CompileRequest, CompileResponse, ConsoleLevel, PreviewMessage, RunRequest } from './protocol.ts';
import { PREVIEW_URL } from '../../isomorphic/paths.ts';
import { sameFiles, type ProjectFiles } from '../../isomorphic/playground/files.ts';
import type { CompileResult } from '../../isomorphic/playground/compile.ts';

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
  hangTimeoutMs?: number;
  onConsole?: (entry: ConsoleEntry) => void;
  /** Called when the iframe is (re)created; `reason` is empty for the first one. */
  onRestart?: (reason: string) => void;
}

/** How long a new preview document may take to load Angular before a run gives up. */
export const READY_TIMEOUT_MS = 20_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * URL of the preview document. Extensionless: static hosts (and scripts/serve.ts) redirect
 * `preview.html` to it, and that redirect costs a round trip on every cold start.
 */
export const DEFAULT_PREVIEW_URL = PREVIEW_URL;

const createCompileWorker = () => new Worker(new URL('./compile.worker.ts', import.meta.url), { type: 'module', name: 'playground-compiler' });
let spareWorker: Worker | undefined;
let liveRuntimes = 0;

/**
 * Starts loading TypeScript in a compile worker before any runtime exists (e.g. while a route's data
 * and the editor load). The next runtime adopts that worker.
 */
export function prewarmCompiler(): void {
  if (typeof Worker === 'undefined' || liveRuntimes > 0) return;
  spareWorker ??= createCompileWorker();
}

interface Preview {
  frame: HTMLIFrameElement;
  ready: Promise<void>;
  markReady: () => void;
  healthy: boolean;
}

function newPreview(url: string): Preview {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.title = 'Preview of the app';
  frame.className = 'pg-preview-frame';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  frame.src = url;
  return { frame, ready, markReady, healthy: true };
}

/** A preview started before any runtime exists, parked out of sight until a runtime adopts it. */
let spare: { preview: Preview; url: string; parking: HTMLElement; onMessage: (event: MessageEvent<PreviewMessage>) => void } | undefined;

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
  const onMessage = (event: MessageEvent<PreviewMessage>) => {
    if (event.source === preview.frame.contentWindow && event.origin === 'null' && event.data?.type === 'ready') preview.markReady();
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
  #options: Required<Pick<RuntimeOptions, 'previewUrl' | 'hangTimeoutMs'>> & RuntimeOptions;
  #worker: Worker | undefined;
  #compileId = 0;
  #compiles = new Map<number, (response: CompileResponse) => void>();
  #preview: Preview | undefined;
  #runId = 0;
  #pendingDone = new Map<number, (message: Extract<PreviewMessage, { type: 'done' }>) => void>();
  #queue: Promise<unknown> = Promise.resolve();
  #latest = 0;
  #disposed = false;
  #onMessage = (event: MessageEvent<PreviewMessage>) => this.#handleMessage(event);

  constructor(options: RuntimeOptions) {
    this.#options = { previewUrl: DEFAULT_PREVIEW_URL, hangTimeoutMs: 5000, ...options };
    liveRuntimes += 1;
    window.addEventListener('message', this.#onMessage);
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
    window.removeEventListener('message', this.#onMessage);
    this.#worker?.terminate();
    this.#preview?.frame.remove();
    this.#preview = undefined;
  }

  async #run(files: ProjectFiles, precompiled?: Precompiled): Promise<RunOutcome> {
    if (this.#disposed) throw new Error('The runtime was disposed.');
    const compileStarted = performance.now();
    // Unchanged build-time projects skip TypeScript: the first render does not wait for the worker.
    const compiled: CompileResponse =
      precompiled && sameFiles(precompiled.files, files) ? { id: 0, ok: true, ...precompiled.result, problems: [], ms: 0 } : await this.#compile(files);
    const compileMs = performance.now() - compileStarted;
    if (!compiled.ok) return { ok: false, problems: [compiled.error], compileMs, renderMs: 0 };
    if (compiled.problems.length) return { ok: false, problems: compiled.problems, compileMs, renderMs: 0 };

    const renderStarted = performance.now();
    let preview = this.#ensurePreview('');
    if (!preview.healthy) preview = this.#recreate('The previous run failed, so the preview was restarted.');
    const started = await Promise.race([preview.ready.then(() => true), delay(READY_TIMEOUT_MS).then(() => false)]);
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
    };
    const done = new Promise<Extract<PreviewMessage, { type: 'done' }> | undefined>((resolve) => {
      const timer = setTimeout(() => {
        this.#pendingDone.delete(id);
        resolve(undefined);
      }, this.#options.hangTimeoutMs);
      this.#pendingDone.set(id, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
    preview.frame.contentWindow?.postMessage(request, '*');
    const message = await done;
    const renderMs = performance.now() - renderStarted;
    if (!message) {
      const error = `The preview did not finish within ${this.#options.hangTimeoutMs / 1000} s (an endless loop?), so it was restarted.`;
      this.#recreate(error);
      return { ok: false, problems: [], error, compileMs, renderMs };
    }
    if (!message.ok) preview.healthy = false;
    return { ok: message.ok, problems: [], error: message.error, compileMs, renderMs };
  }

  #ensureWorker(): Worker {
    if (!this.#worker) {
      this.#worker = spareWorker ?? createCompileWorker();
      spareWorker = undefined;
      this.#worker.onmessage = (event: MessageEvent<CompileResponse>) => {
        this.#compiles.get(event.data.id)?.(event.data);
        this.#compiles.delete(event.data.id);
      };
    }
    return this.#worker;
  }

  #compile(files: ProjectFiles): Promise<CompileResponse> {
    const worker = this.#ensureWorker();
    const id = ++this.#compileId;
    return new Promise((resolve) => {
      this.#compiles.set(id, resolve);
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

  #handleMessage(event: MessageEvent<PreviewMessage>): void {
    const preview = this.#preview;
    // Only our sandboxed (opaque-origin, so `null`) preview frame talks to the runtime.
    if (!preview || event.source !== preview.frame.contentWindow || event.origin !== 'null') return;
    const message = event.data;
    if (message.type === 'ready') preview.markReady();
    else if (message.type === 'console') this.#options.onConsole?.({ level: message.level, text: message.text });
    else if (message.type === 'done') {
      this.#pendingDone.get(message.id)?.(message);
      this.#pendingDone.delete(message.id);
    }
  }
}

/** The markup inside <body> of an index.html (the whole text when it has no body tag). */
export function bodyOf(html: string): string {
  const match = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(html);
  return match ? (match[1] ?? '') : html;
}
