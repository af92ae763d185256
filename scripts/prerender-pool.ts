/**
 * Prerender on every core. React Router prerenders through a Vite preview server that renders each
 * request on the build's main thread: its `concurrency` only overlaps I/O, and the synchronous React
 * renders run one after the other on one core. This plugin answers those build-time requests (only
 * while `IS_RR_BUILD_REQUEST` is "yes", i.e. during `react-router build`) from a pool of worker
 * threads, one per core, each with its own copy of the server build (scripts/prerender-worker.ts).
 *
 * A page is two requests, its `.data` (the loaders) and then its HTML, which receives the loader data
 * in a header; the build-time loaders stash what the render needs (shell/data/prerendered-html.ts) in
 * the process that ran them. So both requests of a page go to the same worker.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import type { PoolRequest, PoolResponse } from './prerender-worker.ts';

/** Worker threads for the prerender (PRERENDER_WORKERS overrides; 0 = React Router's own handler). */
export const PRERENDER_WORKERS = Number(process.env['PRERENDER_WORKERS'] ?? availableParallelism());

interface Slot {
  worker: Worker;
  busy: number;
  pending: Map<number, (reply: PoolResponse) => void>;
}

/** The page a prerender request belongs to: `/a/b.data`, `/a/b/` and `/a/b` → `/a/b`. */
export function pageKey(pathname: string): string {
  return pathname.replace(/\/?_?\.data$/, '').replace(/\/+$/, '') || '/';
}

export function prerenderPool(serverEntry = 'build/server/index.js', size = PRERENDER_WORKERS): Plugin {
  return {
    name: 'docs-prerender-pool',
    configurePreviewServer(server) {
      if (size < 1) return;
      let slots: Slot[] | undefined;
      let nextId = 0;
      /** Page → the worker that ran its loaders (until its HTML request). */
      const owner = new Map<string, Slot>();
      const start = (): Slot[] => {
        console.log(`prerender: ${size} worker thread(s)`);
        return Array.from({ length: size }, () => {
          const slot: Slot = {
            worker: new Worker(resolve(server.config.root, 'scripts/prerender-worker.ts'), {
              workerData: { serverEntry: resolve(server.config.root, serverEntry) },
            }),
            busy: 0,
            pending: new Map(),
          };
          slot.worker.on('message', (reply: PoolResponse) => {
            slot.pending.get(reply.id)?.(reply);
            slot.pending.delete(reply.id);
          });
          slot.worker.on('error', (error) => {
            for (const settle of slot.pending.values())
              settle({ id: -1, status: 500, statusText: String(error), headers: [], body: new TextEncoder().encode(error.stack ?? String(error)) });
            slot.pending.clear();
          });
          slot.worker.unref();
          return slot;
        });
      };
      server.httpServer.on('close', () => {
        for (const slot of slots ?? []) void slot.worker.terminate();
      });
      const handle = async (req: IncomingMessage, res: ServerResponse) => {
        slots ??= start();
        // Vite's preview middlewares may have rewritten req.url (e.g. to an HTML fallback): use the original.
        const url = new URL((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/', 'http://localhost');
        const key = pageKey(url.pathname);
        const isData = url.pathname.endsWith('.data');
        let slot = isData ? undefined : owner.get(key);
        slot ??= slots.reduce((a, b) => (b.busy < a.busy ? b : a));
        if (isData) owner.set(key, slot);
        else owner.delete(key);
        const headers: [string, string][] = [];
        for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
        const message: PoolRequest = { id: nextId++, url: url.href, method: req.method ?? 'GET', headers };
        slot.busy++;
        const reply = await new Promise<PoolResponse>((settle) => {
          slot.pending.set(message.id, settle);
          slot.worker.postMessage(message);
        }).finally(() => slot.busy--);
        res.statusCode = reply.status;
        res.statusMessage = reply.statusText;
        for (const [name, value] of reply.headers) res.appendHeader(name, value);
        res.end(reply.body);
      };
      // Registered after Vite's own middlewares, like React Router's handler, and before it (this
      // plugin comes first in vite.config.ts).
      return () => {
        server.middlewares.use((req, res, next) => {
          if (process.env['IS_RR_BUILD_REQUEST'] !== 'yes') return next();
          handle(req, res).catch(next);
        });
      };
    },
  };
}
