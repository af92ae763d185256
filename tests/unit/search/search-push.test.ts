// `npm run search:push` against a fake Algolia server on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliaSynonyms, credentialsFromEnv, INDEX_SETTINGS, pushSearchRecords } from '../../../scripts/search-push.ts';
import { SYNONYM_GROUPS } from '../../../isomorphic/search/synonyms.ts';
import { realSearchRecords } from './real-records.ts';

const PORT = 4657;
let server: Server;
const calls: { method: string; path: string; body: unknown; headers: Record<string, unknown> }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      calls.push({ method: req.method ?? '', path, body: body ? JSON.parse(body) : undefined, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.method === 'GET' && /\/task\//.test(path)) res.end(JSON.stringify({ status: 'published', pendingTask: false }));
      else if (path.endsWith('/batch')) res.end(JSON.stringify({ taskID: 2, objectIDs: [] }));
      else res.end(JSON.stringify({ taskID: 1, updatedAt: '2026-01-01T00:00:00Z' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('search:push', () => {
  it('replaces the records of the index (temporary index, then move) and sets the settings', async () => {
    const records = realSearchRecords();
    const result = await pushSearchRecords({
      appId: 'PUSHAPP',
      adminKey: 'admin-key',
      indexName: 'docs',
      records,
      clientOptions: { hosts: [{ url: '127.0.0.1', port: PORT, protocol: 'http', accept: 'readWrite' }] },
    });
    expect(result.records).toBe(records.length);
    const batches = calls.filter((c) => c.path.endsWith('/batch') && !c.path.includes('/synonyms/'));
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.every((c) => c.path.startsWith('/1/indexes/docs_tmp_'))).toBe(true);
    const sent = batches.flatMap((c) => (c.body as { requests: { action: string; body: { objectID: string } }[] }).requests);
    expect(sent.every((r) => r.action === 'addObject')).toBe(true);
    expect(sent.map((r) => r.body.objectID).sort()).toEqual(records.map((r) => r.objectID).sort());
    const move = calls.find((c) => c.path.match(/^\/1\/indexes\/docs_tmp_[^/]+\/operation$/) && (c.body as { operation: string }).operation === 'move');
    expect(move?.body).toMatchObject({ operation: 'move', destination: 'docs' });
    const settings = calls.find((c) => c.method === 'PUT' && c.path === '/1/indexes/docs/settings');
    expect(settings?.body).toEqual(INDEX_SETTINGS);
    const synonyms = calls.find((c) => c.method === 'POST' && c.path === '/1/indexes/docs/synonyms/batch');
    expect(synonyms?.body).toEqual(algoliaSynonyms());
    expect(calls.indexOf(synonyms!)).toBeGreaterThan(calls.indexOf(settings!));
    expect(calls[0].headers['x-algolia-api-key']).toBe('admin-key');
  }, 30_000); // renders every page of the content first: seconds on a busy machine

  it("pushes settings that rank with the local engine's intent (no network)", () => {
    // Title on every record first, then the other names, the headings top-down, the prose; the category is not searched.
    expect(INDEX_SETTINGS.searchableAttributes).toEqual([
      'unordered(hierarchy.lvl1)',
      'unordered(aliases)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ]);
    // Guides before reference on equal text relevance, then pages before sections, then page order.
    expect(INDEX_SETTINGS.customRanking).toEqual(['desc(weight.pageRank)', 'asc(weight.level)', 'asc(weight.position)']);
    // One result per page.
    expect(INDEX_SETTINGS).toMatchObject({ attributeForDistinct: 'url_without_anchor', distinct: 1 });
    // Angular keywords are not stop words; code names are their words; exact attribute match first.
    expect(INDEX_SETTINGS).toMatchObject({ removeStopWords: false, ignorePlurals: ['en'], exactOnSingleWordQuery: 'attribute' });
    expect(INDEX_SETTINGS.camelCaseAttributes).toContain('hierarchy.lvl1');
    // Every record has what the settings name.
    const records = realSearchRecords();
    for (const record of records.slice(0, 50)) {
      expect(record.url_without_anchor).toBe(record.url.split('#')[0]);
      expect(record.weight.pageRank).toBe(record.hierarchy.lvl0 === 'Reference' ? 0 : 1);
      expect(record.category).toBe('guides'); // the docs pages; the other categories: category.test.ts
    }
    // The dialog's filter chips facet on the record's category (issue 28).
    expect(INDEX_SETTINGS.attributesForFaceting).toContain('category');
  });

  it('turns the curated synonym groups into regular Algolia synonyms with stable ids', () => {
    const synonyms = algoliaSynonyms();
    expect(synonyms).toHaveLength(SYNONYM_GROUPS.length);
    expect(synonyms.find((s) => s.synonyms.includes('lifecycle'))).toEqual({
      objectID: 'docs-lifecycle',
      type: 'synonym',
      synonyms: ['lifecycle', 'life cycle'],
    });
    expect(new Set(synonyms.map((s) => s.objectID)).size).toBe(synonyms.length);
  });

  it('names the missing environment variables', () => {
    expect(credentialsFromEnv({ ALGOLIA_APP_ID: 'A' })).toEqual({ missing: ['ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX'] });
    expect(credentialsFromEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'K', ALGOLIA_INDEX: 'I' })).toEqual({ appId: 'A', adminKey: 'K', indexName: 'I' });
  });
});
