// The local backend's loading order (headings shard first, content shard only after a search has
// answered), its retry after a failed load, and the fall-back to the page when the worker fails.
import { describe, expect, it } from 'vitest';
import { localIndexShards } from '../../../isomorphic/search/local-index.ts';
import { buildSearchRecords } from '../../../content/pipeline/search/build-records.ts';
import { createLocalBackend } from '../../../elements/search-dialog/local/local-backend.ts';

const records = buildSearchRecords([
  {
    url: '/guide/zoo',
    category: 'Docs',
    title: 'Zoo guide',
    html: '<h1>Zoo guide</h1><p>Feeding the pangolin daily.</p><h2 id="keepers">Keepers</h2><p>Keepers wear boots.</p>',
  },
]);
const shards = localIndexShards(records);

function fakeSite(fail: Set<string> = new Set()) {
  const requested: string[] = [];
  const fetch = (async (input: string) => {
    const url = String(input);
    requested.push(url);
    const name = url.split('/').pop()!;
    if (fail.has(name)) return new Response('down', { status: 503 });
    const body = name === 'headings.json' ? shards.headings : name === 'content.json' ? shards.content : undefined;
    return body ? Response.json(body) : new Response('missing', { status: 404 });
  }) as typeof globalThis.fetch;
  return { fetch, requested };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('local backend', () => {
  it('prepares from the headings shard only; the content shard is requested after the first results', async () => {
    const site = fakeSite();
    const backend = createLocalBackend({ baseUrl: '/s/', fetch: site.fetch });
    await backend.prepare();
    expect(site.requested).toEqual(['/s/headings.json']);
    const hits = await backend.search('keepers');
    expect(hits.map((h) => h.url)).toContain('/guide/zoo#keepers');
    expect(site.requested).toEqual(['/s/headings.json']);
    // Prose is not searchable yet…
    expect((await backend.search('pangolin')).length).toBe(0);
    await tick();
    expect(site.requested).toEqual(['/s/headings.json', '/s/content.json']);
    // …and is once the content shard is in.
    await backend.whenComplete();
    const prose = await backend.search('pangolin');
    expect(prose.map((h) => [h.type, h.url])).toEqual([['content', '/guide/zoo']]);
    expect(site.requested.filter((url) => url.endsWith('headings.json'))).toHaveLength(1);
  });

  it('rejects a search when the headings shard cannot load, and loads it again on the next search', async () => {
    const fail = new Set(['headings.json']);
    const site = fakeSite(fail);
    const backend = createLocalBackend({ baseUrl: '/s/', fetch: site.fetch });
    await expect(backend.search('zoo')).rejects.toThrow('headings.json answered 503');
    fail.clear();
    expect((await backend.search('zoo')).map((h) => h.url)).toContain('/guide/zoo');
    expect(site.requested.filter((url) => url.endsWith('headings.json'))).toHaveLength(2);
  });

  it('searches in the page when the worker fails to start or to run', async () => {
    const site = fakeSite();
    const previous = globalThis.fetch;
    globalThis.fetch = site.fetch;
    try {
      // A worker whose script cannot load: it fires 'error' and answers nothing.
      const broken = new (class extends EventTarget {
        posted: unknown[] = [];
        postMessage(message: unknown) {
          this.posted.push(message);
          if (this.posted.length === 2) queueMicrotask(() => this.dispatchEvent(new Event('error')));
        }
        terminate() {}
      })();
      const backend = createLocalBackend({ baseUrl: 'http://site.test/s/', worker: () => broken as unknown as Worker });
      expect((await backend.search('keepers')).map((h) => h.url)).toContain('/guide/zoo#keepers');
      expect(broken.posted).toEqual([
        { method: 'init', baseUrl: 'http://site.test/s/', id: 0 },
        { method: 'search', query: 'keepers', id: 1 },
      ]);
      expect(site.requested).toEqual(['http://site.test/s/headings.json']);

      const throwing = createLocalBackend({
        baseUrl: 'http://site.test/s/',
        worker: () => {
          throw new Error('blocked by CSP');
        },
      });
      expect((await throwing.search('keepers')).map((h) => h.url)).toContain('/guide/zoo#keepers');
    } finally {
      globalThis.fetch = previous;
    }
  });

  it('aborts a headings request that stalls (no response) and requests it again on the next search', async () => {
    const site = fakeSite();
    let stallNext = true;
    const signals: AbortSignal[] = [];
    const fetch = ((input: string, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      if (stallNext) {
        stallNext = false;
        return new Promise<Response>(() => {}); // never answers, ignores the abort
      }
      return site.fetch(input, init);
    }) as typeof globalThis.fetch;
    const backend = createLocalBackend({ baseUrl: '/s/', fetch, idleTimeoutMs: 50 });
    await expect(backend.search('zoo')).rejects.toThrow('stalled for 50 ms');
    expect(signals[0]!.aborted).toBe(true);
    expect((await backend.search('zoo')).map((h) => h.url)).toContain('/guide/zoo');
    expect(signals).toHaveLength(2);
  });

  it('aborts a body that stops arriving, but not a slow one that keeps moving', async () => {
    const json = JSON.stringify(shards.headings);
    const chunks = (stopAfter: number, gapMs: number) =>
      new ReadableStream<Uint8Array>({
        async start(controller) {
          const bytes = new TextEncoder().encode(json);
          const size = Math.ceil(bytes.length / 8);
          for (let i = 0; i < 8; i++) {
            if (i === stopAfter) return; // the connection stays open, nothing more arrives
            controller.enqueue(bytes.slice(i * size, (i + 1) * size));
            await new Promise((resolve) => setTimeout(resolve, gapMs));
          }
          controller.close();
        },
      });
    let body = () => chunks(2, 5);
    const fetch = (async (input: string) =>
      String(input).endsWith('headings.json') ? new Response(body()) : new Response('missing', { status: 404 })) as typeof globalThis.fetch;
    const stalled = createLocalBackend({ baseUrl: '/s/', fetch, idleTimeoutMs: 250 });
    await expect(stalled.search('zoo')).rejects.toThrow('stalled');
    // 8 chunks 60 ms apart: about 480 ms in all, more than the 250 ms idle limit, never 250 ms without a byte.
    body = () => chunks(8, 60);
    const slow = createLocalBackend({ baseUrl: '/s/', fetch, idleTimeoutMs: 250 });
    expect((await slow.search('zoo')).map((h) => h.url)).toContain('/guide/zoo');
  });
});
