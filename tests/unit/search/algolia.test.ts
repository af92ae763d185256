// The Algolia backend against fake Algolia servers on 127.0.0.1 (the client is pointed at them).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  algoliaFilteredRequests,
  algoliaSearchRequest,
  createAlgoliaBackend,
  type AlgoliaClientOptions,
} from '../../../elements/search-dialog/algolia-backend.ts';
import { createSearchBackend } from '../../../elements/search-dialog/create-backend.ts';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from '../../../elements/search-dialog/highlight.ts';

interface Fake {
  server: Server;
  port: number;
  requests: { url: string; headers: IncomingMessage['headers']; body: string }[];
}

async function fakeAlgolia(handler: (res: ServerResponse, body: string) => void, port: number): Promise<Fake> {
  const requests: Fake['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      handler(res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

const HIT = {
  objectID: '/essentials/signals#effects',
  url: '/essentials/signals#effects',
  type: 'lvl2',
  hierarchy: { lvl0: 'Docs', lvl1: 'Signals', lvl2: 'Effects' },
  _snippetResult: { hierarchy: { lvl2: { value: `${HIGHLIGHT_PRE}Effects${HIGHLIGHT_POST}`, matchLevel: 'full' } } },
};
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
};
const ok = (res: ServerResponse) =>
  json(res, 200, {
    results: [{ hits: [HIT], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: 'effects', params: '', exhaustiveNbHits: true }],
  });

/** Answers each request of a multi-query: hits and category counts (issue 28: filter chips). */
const faceted = (res: ServerResponse, body: string) => {
  const { requests } = JSON.parse(body) as { requests: { hitsPerPage?: number; facetFilters?: string[][] }[] };
  json(res, 200, {
    results: requests.map((request) => ({
      hits: request.hitsPerPage === 0 ? [] : [HIT],
      nbHits: request.facetFilters ? 3 : 42,
      facets: { category: request.facetFilters ? { guides: 3 } : { guides: 30, api: 9, errors: 3 } },
    })),
  });
};

let good: Fake;
let facets: Fake;
let broken: Fake;
let forbidden: Fake;
let hanging: Fake;
/** A port nothing listens on (a server opened and closed). */
let downPort: number;

beforeAll(async () => {
  good = await fakeAlgolia(ok, 4651);
  facets = await fakeAlgolia(faceted, 0); // any free port
  broken = await fakeAlgolia((res) => json(res, 503, { message: 'Service unavailable' }), 4652);
  forbidden = await fakeAlgolia((res) => json(res, 403, { message: 'Invalid Application-ID or API key', status: 403 }), 4653);
  hanging = await fakeAlgolia(() => {}, 4654);
  const closed = await fakeAlgolia(ok, 4655);
  downPort = closed.port;
  await new Promise((resolve) => closed.server.close(resolve));
});
afterAll(async () => {
  for (const fake of [good, facets, broken, forbidden, hanging]) {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  }
});

let appCounter = 0;
function options(ports: number[]): AlgoliaClientOptions {
  return {
    hosts: ports.map((port) => ({ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const })),
    timeouts: { connect: 300, read: 300, write: 300 },
  };
}
const backend = (ports: number[]) => createAlgoliaBackend({ appId: `TESTAPP${++appCounter}`, apiKey: 'search-key', indexName: 'docs' }, options(ports));

describe('Algolia backend', () => {
  it('sends the query of spec §7/§9 and reads results[0].hits', async () => {
    const before = good.requests.length;
    const hits = await backend([good.port]).search('effects');
    expect(hits).toEqual([HIT]);
    const request = good.requests[before];
    expect(request.url).toMatch(/^\/1\/indexes\/\*\/queries/);
    const body = JSON.parse(request.body);
    expect(body).toEqual({ requests: [algoliaSearchRequest('docs', 'effects')] });
    expect(body.requests[0]).toMatchObject({
      indexName: 'docs',
      query: 'effects',
      hitsPerPage: 20,
      maxValuesPerFacet: 5,
      snippetEllipsisText: '…',
      highlightPreTag: HIGHLIGHT_PRE,
      highlightPostTag: HIGHLIGHT_POST,
    });
    expect(body.requests[0].attributesToRetrieve).toEqual([
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ]);
    expect(body.requests[0].attributesToSnippet).toEqual([
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ]);
    // Highlights come back as private sentinels, never as <em> markup.
    expect(request.body).not.toContain('<em>');
  });

  it('retries on the next host after a network failure, a 5xx and a timeout', async () => {
    const hits = await backend([downPort, broken.port, hanging.port, good.port]).search('effects');
    expect(hits).toEqual([HIT]);
    expect(broken.requests.length).toBeGreaterThan(0);
    expect(hanging.requests.length).toBeGreaterThan(0);
  });

  it('throws a 4xx without trying other hosts', async () => {
    const before = good.requests.length;
    await expect(backend([forbidden.port, good.port]).search('x')).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    expect(good.requests.length).toBe(before);
  });

  it('rejects with the retry error when every host is down', async () => {
    await expect(backend([downPort, broken.port]).search('x')).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringMatching(/^Unreachable hosts - your application id may be incorrect/),
    });
  });

  it("raises the client's errors at configuration time for a missing id or key", () => {
    expect(() => createAlgoliaBackend({ appId: '', apiKey: 'k', indexName: 'docs' })).toThrow('`appId` is missing.');
    expect(() => createAlgoliaBackend({ appId: 'APP', apiKey: '', indexName: 'docs' })).toThrow('`apiKey` is missing.');
  });

  it('falls back to the local engine with a clear console message when the configuration is refused', () => {
    const console = { error: vi.fn() };
    const chosen = createSearchBackend({ algolia: { appId: '', apiKey: 'k', indexName: 'docs' } }, { console });
    expect(chosen.provider).toBe('MiniSearch');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('`appId` is missing.'));
    expect(createSearchBackend({ algolia: { appId: 'A', apiKey: 'k', indexName: 'docs' } }).provider).toBe('Algolia');
    expect(createSearchBackend({}).provider).toBe('MiniSearch');
  });

  it('filters on the category facet and counts each category (after distinct) from a request without the filter', async () => {
    const all = algoliaFilteredRequests('docs', 'effects', 'all');
    expect(all).toEqual([{ ...algoliaSearchRequest('docs', 'effects'), facets: ['category'], facetingAfterDistinct: true }]);
    const guides = algoliaFilteredRequests('docs', 'effects', 'guides');
    expect(guides[0]).toMatchObject({ facetFilters: [['category:guides']], facets: ['category'], hitsPerPage: 20 });
    expect(guides[1]).toMatchObject({ query: 'effects', hitsPerPage: 0, facets: ['category'], facetingAfterDistinct: true });
    expect(guides[1]).not.toHaveProperty('facetFilters');

    const before = facets.requests.length;
    const found = await backend([facets.port]).searchFiltered!('effects', 'guides');
    expect(JSON.parse(facets.requests[before].body)).toEqual({ requests: guides });
    expect(found.hits).toEqual([HIT]);
    // Counts of the unfiltered request: every chip shows what choosing it would list.
    expect(found.counts).toEqual({ all: 42, guides: 30, tutorials: 0, api: 9, cli: 0, errors: 3 });
    const unfiltered = await backend([facets.port]).searchFiltered!('effects', 'all');
    expect(unfiltered.counts).toEqual({ all: 42, guides: 30, tutorials: 0, api: 9, cli: 0, errors: 3 });
  });
});
