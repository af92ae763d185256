/**
 * Runs inside the sandboxed preview iframe (opaque origin: no access to the site's storage or
 * cookies), and only there: it refuses to run when not framed by one of the site's own pages in a
 * sandbox (`refusal`), and takes only well-formed run requests from its parent on the site's origin. Loaded by `preview.html` after the import map; bundled by scripts/playground-vendor.ts
 * with Angular left to the import map. The compiler is imported first, so components compile JIT.
 *
 * Each run: destroy the previous app, reset the document from the project's index.html, turn the
 * compiled modules into blob URLs (dependencies first), import the entry, and report to the page when
 * the root component is in the DOM or when an error happens (the 4 s render clock starts once the
 * modules are loaded). While a run is in progress the harness says `alive` every HEARTBEAT_MS, so the
 * page tells an endless loop (silence) from a slow download. console.* and uncaught errors are
 * forwarded to the page. It says `ready` when loaded, and again whenever the page pings.
 */
import '@angular/compiler';
import * as core from '@angular/core';
// Nearly every app bootstraps with these: load them while the page compiles the user's code,
// instead of after the first run's import asks for them.
import '@angular/common';
import '@angular/platform-browser';
import { moduleToken } from '../isomorphic/playground/compile.ts';
import { DECORATORS_GLOBAL } from '../isomorphic/playground/jit-transform.ts';
import { HEARTBEAT_MS, isThemeRequest, type ConsoleLevel, type PreviewMessage, type PreviewTheme, type RunRequest } from './protocol.ts';

(globalThis as Record<string, unknown>)[DECORATORS_GLOBAL] = {
  Input: core.Input,
  Output: core.Output,
  ViewChild: core.ViewChild,
  ViewChildren: core.ViewChildren,
  ContentChild: core.ContentChild,
  ContentChildren: core.ContentChildren,
};

const host = window.parent;
/** The site's origin: the page that frames the preview must be on it (the preview's own URL). */
const SITE_ORIGIN = new URL(location.href).origin;
const send = (message: PreviewMessage) => host.postMessage(message, SITE_ORIGIN);

/**
 * Why this document must not run code here, or undefined when it may: it runs only inside a frame
 * (not top-level), sandboxed to an opaque origin (the CSP header's `sandbox` or the iframe's
 * `sandbox` attribute), whose parent is a page of the site itself. `frame-ancestors 'self'` in the
 * CSP header enforces the last point where `location.ancestorOrigins` is missing (Firefox); the
 * message checks below (source, origin, shape) apply everywhere.
 */
export function refusal(): string | undefined {
  if (host === window) return "The preview runs only inside the site's playground.";
  if (self.origin !== 'null') return 'The preview runs only in a sandboxed frame.';
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== SITE_ORIGIN) return "The preview runs only inside the site's own pages.";
  return undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** Whether a message has the exact shape of a run request (anything else is ignored). */
export function isRunRequest(value: unknown): value is RunRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Record<string, unknown>;
  return (
    request.type === 'run' &&
    Number.isSafeInteger(request.id) &&
    isString(request.entry) &&
    isString(request.indexHtml) &&
    isStringArray(request.styles) &&
    (request.theme === undefined || request.theme === 'light' || request.theme === 'dark') &&
    Array.isArray(request.modules) &&
    request.modules.every((module: unknown) => {
      if (typeof module !== 'object' || module === null) return false;
      const m = module as Record<string, unknown>;
      return isString(m.path) && isString(m.code) && isStringArray(m.deps) && (m.reusable === undefined || typeof m.reusable === 'boolean');
    })
  );
}

/** Whether a message is the page's `ping` (see PingRequest). */
export function isPing(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>).type === 'ping';
}

let currentRun = 0;
let failRun: ((message: string) => void) | undefined;

function format(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack && !value.stack.includes(value.message) ? `${value.message}\n${value.stack}` : (value.stack ?? value.message);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

for (const level of ['log', 'info', 'warn', 'error', 'debug'] as ConsoleLevel[]) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    original(...args);
    const text = args.map(format).join(' ');
    send({ type: 'console', run: currentRun, level, text });
    if (level === 'error') failRun?.(text);
  };
}
window.addEventListener('error', (event) => {
  const text = `Uncaught ${event.error instanceof Error ? format(event.error) : event.message}`;
  send({ type: 'console', run: currentRun, level: 'error', text });
  failRun?.(text);
});
window.addEventListener('unhandledrejection', (event) => {
  const text = `Uncaught (in promise) ${format(event.reason)}`;
  send({ type: 'console', run: currentRun, level: 'error', text });
  failRun?.(text);
});

/** Blob URLs of the last run's modules that are not kept for reuse (revoked by the next run). */
const blobUrls: string[] = [];
/**
 * Reusable modules (see CompiledModule.reusable) by their linked code, which names the blob URLs of
 * their imports: the same key means the same code importing the same module instances, so the next
 * run imports the already evaluated module again, and Angular's JIT compiler does not compile its
 * components a second time. Everything else (the entry, modules with state, and whatever imports
 * them) gets a new URL and is evaluated afresh in every run.
 */
const reusableUrls = new Map<string, string>();

/** preview-base.css, inlined by scripts/playground-vendor.ts. */
declare const __PREVIEW_BASE_CSS__: string;

/**
 * The base styles (theme, font, proportionate headings), first in <head>, so the project's styles come
 * after them (and win anyway: every rule is in :where()). Runs replace the project's styles, not these.
 */
const baseStyle = document.createElement('style');
baseStyle.dataset['previewBase'] = '';
baseStyle.textContent = typeof __PREVIEW_BASE_CSS__ === 'string' ? __PREVIEW_BASE_CSS__ : '';
document.head.prepend(baseStyle);

/** The site's colour scheme, for preview-base.css (`data-theme` on <html>, which runs never replace). */
function applyTheme(theme: PreviewTheme | undefined): void {
  if (theme) document.documentElement.dataset['theme'] = theme;
}

function resetDocument(request: RunRequest): void {
  applyTheme(request.theme);
  core.getPlatform()?.destroy();
  for (const url of blobUrls.splice(0)) URL.revokeObjectURL(url);
  for (const style of Array.from(document.head.querySelectorAll('style:not([data-preview-base])'))) style.remove();
  const parsed = new DOMParser().parseFromString(request.indexHtml, 'text/html');
  for (const script of Array.from(parsed.querySelectorAll('script'))) script.remove();
  // No inline handlers or script URLs from the project's markup (the CSP blocks them too).
  for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (/^on/i.test(attribute.name) || /^\s*(javascript|vbscript):/i.test(attribute.value)) element.removeAttribute(attribute.name);
    }
  }
  document.body.replaceChildren(...Array.from(parsed.body.childNodes).map((node) => document.importNode(node, true)));
  for (const css of request.styles) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
}

function link(request: RunRequest): string {
  const urls = new Map<string, string>();
  for (const module of request.modules) {
    let code = module.code;
    for (const dep of module.deps) {
      const url = urls.get(dep);
      if (url)
        code = code
          .split(`"${moduleToken(dep)}"`)
          .join(`"${url}"`)
          .split(`'${moduleToken(dep)}'`)
          .join(`'${url}'`);
    }
    const source = `${code}\n//# sourceURL=${module.path}`;
    let url = module.reusable === true ? reusableUrls.get(source) : undefined;
    if (!url) {
      url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      if (module.reusable === true) reusableUrls.set(source, url);
      else blobUrls.push(url);
    }
    urls.set(module.path, url);
  }
  const entry = urls.get(request.entry);
  if (!entry) throw new Error(`${request.entry} did not compile.`);
  return entry;
}

/**
 * Resolves when the root component is in the DOM, or with the first error. `start(timeoutMs)` starts the
 * clock once the app's modules are loaded: fetching them (slow network, busy machine) is not the app
 * failing to render.
 */
function waitForRender(): { result: Promise<{ ok: boolean; error?: string }>; start(timeoutMs: number): void } {
  let start: (timeoutMs: number) => void = () => {};
  const result = new Promise<{ ok: boolean; error?: string }>((resolve) => {
    let finished = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: { ok: boolean; error?: string }) => {
      if (finished) return;
      finished = true;
      observer.disconnect();
      clearTimeout(timer);
      failRun = undefined;
      resolve(result);
    };
    const rendered = () => document.querySelector('[ng-version]') !== null;
    // The root host gets ng-version before its constructor and first change detection run: give
    // errors from those (reported in microtasks) one task to arrive before calling the run good.
    let settling = false;
    const settle = () => {
      if (settling) return;
      settling = true;
      setTimeout(() => finish({ ok: true }), 0);
    };
    const observer = new MutationObserver(() => {
      if (rendered()) settle();
    });
    start = (timeoutMs) => {
      if (finished || timer !== undefined) return;
      timer = setTimeout(
        () =>
          finish({
            ok: false,
            error: 'The app did not render: no root component appeared. Does src/main.ts call bootstrapApplication, and does index.html contain its selector?',
          }),
        timeoutMs,
      );
    };
    failRun = (message) => finish({ ok: false, error: message });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['ng-version'] });
    if (rendered()) settle();
  });
  return { result, start: (timeoutMs) => start(timeoutMs) };
}

async function run(request: RunRequest): Promise<void> {
  const started = performance.now();
  currentRun = request.id;
  // A sign of life for the page's watchdog: an app stuck in an endless loop stops these, a slow
  // module download does not.
  // `loading` while the app's modules are being imported: the page restarts a frame whose imports never end.
  let loading = true;
  const heartbeat = setInterval(() => send({ type: 'alive', id: request.id, loading }), HEARTBEAT_MS);
  let outcome: { ok: boolean; error?: string };
  try {
    resetDocument(request);
    const entry = link(request);
    const rendered = waitForRender();
    try {
      await import(/* @vite-ignore */ entry);
    } catch (error) {
      failRun?.(`Uncaught ${format(error)}`);
      send({ type: 'console', run: request.id, level: 'error', text: `Uncaught ${format(error)}` });
    }
    loading = false;
    rendered.start(4000);
    outcome = await rendered.result;
  } catch (error) {
    outcome = { ok: false, error: format(error) };
  } finally {
    clearInterval(heartbeat);
  }
  send({ type: 'done', id: request.id, ...outcome, ms: performance.now() - started });
}

const refused = refusal();
if (refused) {
  const notice = document.createElement('p');
  notice.textContent = refused;
  document.body.replaceChildren(notice);
} else {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== host || event.origin !== SITE_ORIGIN) return;
    // The page asks again when it has not heard `ready` (it may have listened too late).
    if (isPing(event.data)) send({ type: 'ready' });
    else if (isRunRequest(event.data)) void run(event.data);
    else if (isThemeRequest(event.data)) applyTheme(event.data.theme);
  });
  send({ type: 'ready' });
}
