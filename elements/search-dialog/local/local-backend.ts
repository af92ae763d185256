// The local (default) backend: the site's own index (local-loader.ts), searched in a Web Worker so
// building it never blocks the page; in the page itself where a worker cannot start.
import { ASSET_DIRS } from '../../../isomorphic/paths.ts';
import type { FilteredHits, RawHit, SearchBackend, SearchFilter } from '../types.ts';
import type { LocalIndex, LocalIndexOptions } from './local-loader.ts';
import type { WorkerCall, WorkerResponse } from './local-worker.ts';

export interface LocalBackendOptions extends LocalIndexOptions {
  /**
   * Run the index in a Web Worker: `true` (default where `Worker` exists and no `fetch` is given),
   * `false` (in the page), or a function creating the worker.
   */
  worker?: boolean | (() => Worker);
}

export interface LocalBackend extends SearchBackend {
  searchFiltered(query: string, filter: SearchFilter): Promise<FilteredHits>;
  /** Starts loading the content shard if needed; resolves once it is searchable (or its loading failed: a later search retries). */
  whenComplete(): Promise<void>;
}

const createWorker = (): Worker => new Worker(new URL('./local-worker.ts', import.meta.url), { type: 'module', name: 'docs-search' });

/** The index behind a worker; `undefined` when the worker cannot be created. */
function workerIndex(baseUrl: string, create: () => Worker, onFailure: () => void): LocalIndex | undefined {
  let worker: Worker;
  try {
    worker = create();
  } catch {
    return undefined;
  }
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
    const response = event.data;
    const call = pending.get(response.id);
    if (!call) return;
    pending.delete(response.id);
    if (response.ok) call.resolve(response.value);
    else call.reject(new Error(response.error));
  });
  // The worker script failed to load or run (e.g. a CSP without worker-src): the page takes over.
  worker.addEventListener('error', () => {
    worker.terminate();
    for (const call of pending.values()) call.reject(new Error('Search index: the worker failed'));
    pending.clear();
    onFailure();
  });
  const call = <T>(request: WorkerCall): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  call({ method: 'init', baseUrl }).catch(() => {});
  return {
    prepare: () => call({ method: 'prepare' }),
    search: (query) => call<RawHit[]>({ method: 'search', query }),
    searchFiltered: (query, filter) => call<FilteredHits>({ method: 'searchFiltered', query, filter }),
    whenComplete: () => call({ method: 'whenComplete' }),
  };
}

export function createLocalBackend(options: LocalBackendOptions = {}): LocalBackend {
  const useWorker = options.worker ?? (typeof Worker !== 'undefined' && !options.fetch);
  let index: LocalIndex | undefined;
  // In the page: the engine is imported only then (with a worker, the page never loads it).
  const inPage = (): LocalIndex => {
    const loaded = import('./local-loader.ts').then(({ createLocalIndex }) => createLocalIndex(options));
    loaded.catch(() => {
      if (index === ready) index = undefined;
    });
    const ready: LocalIndex = {
      prepare: () => loaded.then((target) => target.prepare()),
      search: (query) => loaded.then((target) => target.search(query)),
      searchFiltered: (query, filter) => loaded.then((target) => target.searchFiltered(query, filter)),
      whenComplete: () => loaded.then((target) => target.whenComplete()),
    };
    return ready;
  };
  const current = (): LocalIndex => {
    if (index) return index;
    if (useWorker) {
      const base = new URL(options.baseUrl ?? ASSET_DIRS.search, globalThis.location?.href).href;
      index = workerIndex(base, typeof useWorker === 'function' ? useWorker : createWorker, () => (index = inPage()));
    }
    index ??= inPage();
    return index;
  };
  // A call the worker dropped (it failed) is retried in the page.
  const run = async <T>(task: (target: LocalIndex) => Promise<T>): Promise<T> => {
    const target = current();
    try {
      return await task(target);
    } catch (error) {
      if (index === target) throw error;
      return task(current());
    }
  };

  return {
    provider: 'MiniSearch',
    prepare: () => run((target) => target.prepare()),
    search: (query: string) => run((target) => target.search(query)),
    searchFiltered: (query: string, filter: SearchFilter) => run((target) => target.searchFiltered(query, filter)),
    whenComplete: () => run((target) => target.whenComplete()),
  };
}
