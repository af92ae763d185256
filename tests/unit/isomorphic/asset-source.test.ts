import { describe, expect, it, vi } from 'vitest';
import { AssetLoadError, createAssetSource, httpReader, type AssetReader, type FetchLike } from '../../../isomorphic/asset-source.ts';
import { contentUrl } from '../../../isomorphic/paths.ts';

const response = (status: number, body = '') => ({ ok: status >= 200 && status < 300, status, text: async () => body });

describe('contentUrl', () => {
  it('appends .md.html to paths without an extension', () => {
    expect(contentUrl('essentials/signals')).toBe('/assets/content/essentials/signals.md.html');
    expect(contentUrl('/installation')).toBe('/assets/content/installation.md.html');
  });
  it('keeps paths that have an extension', () => {
    expect(contentUrl('cli/build.html')).toBe('/assets/content/cli/build.html');
  });
  it('looks at the last segment only', () => {
    expect(contentUrl('v1.2/notes')).toBe('/assets/content/v1.2/notes.md.html');
  });
});

describe('httpReader', () => {
  it('reads the body of a 200', async () => {
    expect(await httpReader(async () => response(200, 'x'))('/a')).toBe('x');
  });
  it('reads a 404 as undefined', async () => {
    expect(await httpReader(async () => response(404))('/a')).toBeUndefined();
  });
  it('rejects another status with AssetLoadError and the status', async () => {
    const error = await httpReader(async () => response(503))('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssetLoadError);
    expect((error as AssetLoadError).status).toBe(503);
  });
  it('rejects a network failure with status 0', async () => {
    const error = await httpReader(async () => Promise.reject(new TypeError('Failed to fetch')))('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AssetLoadError);
    expect((error as AssetLoadError).status).toBe(0);
  });
});

describe('asset source cache (browser: text and JSON cached)', () => {
  const browser = (fetchFn: FetchLike) => createAssetSource('network', httpReader(fetchFn), { cacheText: true });

  it('fetches each URL once and serves the cached text afterwards', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => response(200, '<h1>Hi</h1>'));
    const source = browser(fetchFn);
    expect(await source.text('/assets/content/installation.md.html')).toBe('<h1>Hi</h1>');
    expect(await source.text('/assets/content/installation.md.html')).toBe('<h1>Hi</h1>');
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('/assets/content/installation.md.html');
  });

  it('shares one request between concurrent reads of the same URL', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => response(200, 'x'));
    const source = browser(fetchFn);
    await Promise.all([source.text('/a'), source.text('/a')]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('caches a 404 as undefined', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => response(404));
    const source = browser(fetchFn);
    expect(await source.text('/missing')).toBeUndefined();
    expect(await source.json('/missing.json')).toBeUndefined();
    expect(await source.text('/missing')).toBeUndefined();
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('drops the entry after a server error so the next read retries', async () => {
    const fetchFn = vi.fn<FetchLike>().mockResolvedValueOnce(response(503)).mockResolvedValueOnce(response(200, 'back'));
    const source = browser(fetchFn);
    await expect(source.text('/flaky')).rejects.toBeInstanceOf(AssetLoadError);
    expect(await source.text('/flaky')).toBe('back');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('drops the entry after a network failure', async () => {
    const fetchFn = vi.fn<FetchLike>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response(200, 'ok'));
    const source = browser(fetchFn);
    await expect(source.text('/offline')).rejects.toMatchObject({ status: 0 });
    expect(await source.text('/offline')).toBe('ok');
  });

  it('parses JSON once per URL, returning the same promise while cached', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => response(200, '{"a":1}'));
    const source = browser(fetchFn);
    const first = source.json<{ a: number }>('/x.json');
    expect(source.json('/x.json')).toBe(first);
    expect(await first).toEqual({ a: 1 });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('drops a JSON entry that does not parse', async () => {
    const fetchFn = vi.fn<FetchLike>().mockResolvedValueOnce(response(200, '{broken')).mockResolvedValueOnce(response(200, '[1]'));
    const source = browser(fetchFn);
    await expect(source.json('/x.json')).rejects.toBeInstanceOf(SyntaxError);
    expect(await source.json('/x.json')).toEqual([1]);
  });

  it('clear() forgets every cached entry', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => response(200, '1'));
    const source = browser(fetchFn);
    await source.text('/a');
    await source.json('/a');
    source.clear();
    await source.text('/a');
    await source.json('/a');
    expect(fetchFn).toHaveBeenCalledTimes(4);
  });
});

describe('asset source cache (prerender: JSON cached, text not)', () => {
  it('reads text every time and JSON once', async () => {
    const read = vi.fn<AssetReader>(async () => '{"tree":[]}');
    const source = createAssetSource('disk', read, { cacheText: false });
    await source.text('/page.html');
    await source.text('/page.html');
    await source.json('/nav.json');
    await source.json('/nav.json');
    expect(read.mock.calls.map(([url]) => url)).toEqual(['/page.html', '/page.html', '/nav.json']);
    expect(source.origin).toBe('disk');
  });
});
