/**
 * Web Worker: compiles playground projects with TypeScript off the main thread, and answers the
 * editor's language-service questions (diagnostics, completion, hover) with the same TypeScript. The
 * type files (`types.json`, built by scripts/playground-vendor.ts) are fetched on the first question,
 * so a reader who never focuses the editor never downloads them. Angular's template type-check
 * (`templates`, asked of a third instance of this worker) imports its chunk, with ngtsc and
 * `@angular/compiler`, on its first question.
 */
import ts from 'typescript';
import { ASSET_DIRS } from '../isomorphic/paths.ts';
import { compileProject } from '../isomorphic/playground/compile.ts';
import { ProjectLanguageService } from '../isomorphic/playground/language-service.ts';
import type { TemplateChecker } from '../isomorphic/playground/template-check.ts';
import type { CompileRequest, CompileResponse, LanguageRequest, LanguageResponse } from './protocol.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CompileRequest | LanguageRequest>) => void) | null;
  postMessage(message: CompileResponse | LanguageResponse): void;
};

export const TYPES_URL = `${ASSET_DIRS.playground}types.json`;

let typeFiles: Promise<Map<string, string>> | undefined;
function types(): Promise<Map<string, string>> {
  typeFiles ??= fetch(TYPES_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`The type files did not load (HTTP ${response.status}).`);
      return response.json() as Promise<Record<string, string>>;
    })
    .then((files) => new Map(Object.entries(files)));
  // A failed download is tried again on the next question.
  typeFiles.catch(() => (typeFiles = undefined));
  return typeFiles;
}

let service: Promise<ProjectLanguageService> | undefined;
let checker: Promise<TemplateChecker> | undefined;
function templateChecker(): Promise<TemplateChecker> {
  // ngtsc's performance recorder reads `process.hrtime` and `process.memoryUsage` (Node's); nothing
  // else of `process` is used. `browser: true` keeps TypeScript from taking the worker for Node.
  const scope = globalThis as { process?: unknown };
  scope.process ??= {
    browser: true,
    env: {},
    hrtime: (since?: [number, number]) => {
      const now = performance.now() * 1e6;
      const ns = since ? now - (since[0] * 1e9 + since[1]) : now;
      return [Math.floor(ns / 1e9), Math.floor(ns % 1e9)];
    },
    memoryUsage: () => ({ heapUsed: 0 }),
  };
  checker ??= Promise.all([types(), import('../isomorphic/playground/template-check.ts')]).then(([files, module]) => new module.TemplateChecker(ts, files));
  checker.catch(() => (checker = undefined));
  return checker;
}

async function answer(request: LanguageRequest): Promise<unknown> {
  if (request.op === 'templates') return (await templateChecker()).check(request.files);
  service ??= types().then((files) => new ProjectLanguageService(ts, files));
  service.catch(() => (service = undefined));
  const ls = await service;
  ls.setFiles(request.files);
  switch (request.op) {
    case 'diagnostics':
      return ls.diagnostics(request.path);
    case 'completions':
      return ls.completions(request.path, request.pos) ?? null;
    case 'import':
      return ls.importEdits(request.path, request.pos, request.name, request.source, request.data);
    case 'hover':
      return ls.hover(request.path, request.pos) ?? null;
  }
}

scope.onmessage = (event) => {
  const request = event.data;
  const started = performance.now();
  if ('kind' in request && request.kind === 'language') {
    answer(request).then(
      (result) => scope.postMessage({ id: request.id, kind: 'language', ok: true, result, ms: performance.now() - started }),
      (error: unknown) => scope.postMessage({ id: request.id, kind: 'language', ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
    return;
  }
  const { id, files } = request as CompileRequest;
  try {
    const result = compileProject(ts, files);
    scope.postMessage({ id, ok: true, ...result, ms: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
