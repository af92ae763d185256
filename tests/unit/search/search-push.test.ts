// `npm run search:push` against a fake Algolia server on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsFromEnv, INDEX_SETTINGS, pushSearchRecords } from '../../../scripts/search-push.ts';
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
    const batches = calls.filter((c) => c.path.endsWith('/batch'));
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.every((c) => c.path.startsWith('/1/indexes/docs_tmp_'))).toBe(true);
    const sent = batches.flatMap((c) => (c.body as { requests: { action: string; body: { objectID: string } }[] }).requests);
    expect(sent.every((r) => r.action === 'addObject')).toBe(true);
    expect(sent.map((r) => r.body.objectID).sort()).toEqual(records.map((r) => r.objectID).sort());
    const move = calls.find((c) => c.path.match(/^\/1\/indexes\/docs_tmp_[^/]+\/operation$/) && (c.body as { operation: string }).operation === 'move');
    expect(move?.body).toMatchObject({ operation: 'move', destination: 'docs' });
    const settings = calls.find((c) => c.method === 'PUT' && c.path === '/1/indexes/docs/settings');
    expect(settings?.body).toEqual(INDEX_SETTINGS);
    expect(calls[0].headers['x-algolia-api-key']).toBe('admin-key');
  }, 30_000); // renders every page of the content first: seconds on a busy machine

  it('names the missing environment variables', () => {
    expect(credentialsFromEnv({ ALGOLIA_APP_ID: 'A' })).toEqual({ missing: ['ALGOLIA_ADMIN_KEY', 'ALGOLIA_INDEX'] });
    expect(credentialsFromEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'K', ALGOLIA_INDEX: 'I' })).toEqual({ appId: 'A', adminKey: 'K', indexName: 'I' });
  });
});
