// The local search index in a Web Worker: loading the shards, building the index and searching
// happen off the page's main thread. Protocol: local-backend.ts.
import { createLocalIndex, type LocalIndex } from './local-loader.ts';
import type { SearchFilter } from '../types.ts';

export type WorkerCall =
  | { method: 'init'; baseUrl: string }
  | { method: 'prepare' | 'whenComplete' }
  | { method: 'search'; query: string }
  | { method: 'searchFiltered'; query: string; filter: SearchFilter };
export type WorkerRequest = WorkerCall & { id: number };
export type WorkerResponse = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: string };

let index: LocalIndex | undefined;

async function handle(request: WorkerRequest): Promise<unknown> {
  if (request.method === 'init') {
    index = createLocalIndex({ baseUrl: request.baseUrl });
    return undefined;
  }
  if (!index) throw new Error('Search index: not initialised');
  if (request.method === 'search') return index.search(request.query);
  if (request.method === 'searchFiltered') return index.searchFiltered(request.query, request.filter);
  return index[request.method]();
}

addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  handle(request).then(
    (value) => postMessage({ id: request.id, ok: true, value } satisfies WorkerResponse),
    (error: unknown) => postMessage({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies WorkerResponse),
  );
});
