import { describe, expect, it, vi } from 'vitest';
import { contentUrl } from '../../../../isomorphic/paths.ts';
import { ContentLoadError, createContentLoader, type FetchLike } from '../../../../shell/lib/content-cache.ts';

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

describe('content loader cache', () => {
  it('fetches each path once and serves the cached text afterwards', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => response(200, '<h1>Hi</h1>'));
    const loader = createContentLoader(fetchFn);
    expect(await loader.load('installation')).toEqual({ status: 'ok', html: '<h1>Hi</h1>' });
    expect(await loader.load('installation')).toEqual({ status: 'ok', html: '<h1>Hi</h1>' });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith('/assets/content/installation.md.html');
  });

  it('shares one request between concurrent loads of the same path', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => response(200, 'x'));
    const loader = createContentLoader(fetchFn);
    await Promise.all([loader.load('a'), loader.load('a')]);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('caches a 404 as not-found', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => response(404));
    const loader = createContentLoader(fetchFn);
    expect(await loader.load('missing')).toEqual({ status: 'not-found' });
    expect(await loader.load('missing')).toEqual({ status: 'not-found' });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('drops the entry after a server error so the next load retries', async () => {
    const fetchFn = vi.fn<FetchLike>().mockResolvedValueOnce(response(503)).mockResolvedValueOnce(response(200, 'back'));
    const loader = createContentLoader(fetchFn);
    await expect(loader.load('flaky')).rejects.toBeInstanceOf(ContentLoadError);
    expect(await loader.load('flaky')).toEqual({ status: 'ok', html: 'back' });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it('drops the entry after a network failure', async () => {
    const fetchFn = vi.fn<FetchLike>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response(200, 'ok'));
    const loader = createContentLoader(fetchFn);
    const error = await loader.load('offline').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentLoadError);
    expect((error as ContentLoadError).status).toBe(0);
    expect(await loader.load('offline')).toEqual({ status: 'ok', html: 'ok' });
  });

  it('clear() forgets cached pages', async () => {
    const fetchFn = vi.fn<FetchLike>(async () => response(200, 'x'));
    const loader = createContentLoader(fetchFn);
    await loader.load('a');
    loader.clear();
    await loader.load('a');
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});
