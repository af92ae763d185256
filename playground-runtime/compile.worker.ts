/**
 * Web Worker: compiles playground projects with TypeScript off the main thread, and answers the
 * editor's language-service questions (diagnostics, completion, hover) with the same TypeScript. The
 * type files (`types.json`, built by scripts/playground-vendor.ts) are fetched on the first question,
 * so a reader who never focuses the editor never downloads them.
 */
import ts from 'typescript';
import { ASSET_DIRS } from '../isomorphic/paths.ts';
import { compileProject } from '../isomorphic/playground/compile.ts';
import { ProjectLanguageService } from '../isomorphic/playground/language-service.ts';
import type { CompileRequest, CompileResponse, LanguageRequest, LanguageResponse } from './protocol.ts';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CompileRequest | LanguageRequest>) => void) | null;
  postMessage(message: CompileResponse | LanguageResponse): void;
};

export const TYPES_URL = `${ASSET_DIRS.playground}types.json`;

let service: Promise<ProjectLanguageService> | undefined;
function languageService(): Promise<ProjectLanguageService> {
  service ??= fetch(TYPES_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`The type files did not load (HTTP ${response.status}).`);
      return response.json() as Promise<Record<string, string>>;
    })
    .then((types) => new ProjectLanguageService(ts, new Map(Object.entries(types))));
  // A failed download is tried again on the next question.
  service.catch(() => (service = undefined));
  return service;
}

async function answer(request: LanguageRequest): Promise<unknown> {
  const ls = await languageService();
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
