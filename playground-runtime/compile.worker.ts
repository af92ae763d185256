/** Web Worker: compiles playground projects with TypeScript off the main thread. */
import ts from 'typescript';
import { compileProject } from '../isomorphic/playground/compile.ts';
import type { CompileRequest, CompileResponse } from './protocol.ts';

const scope = self as unknown as { onmessage: ((event: MessageEvent<CompileRequest>) => void) | null; postMessage(message: CompileResponse): void };

scope.onmessage = (event) => {
  const { id, files } = event.data;
  const started = performance.now();
  try {
    const result = compileProject(ts, files);
    scope.postMessage({ id, ok: true, ...result, ms: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
