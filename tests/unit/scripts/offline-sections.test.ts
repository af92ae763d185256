import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOfflineSections, sectionOfPage } from '../../../scripts/offline-sections.ts';

let dir: string;
const file = async (path: string, text: string) => {
  await mkdir(dirname(join(dir, path)), { recursive: true });
  await writeFile(join(dir, path), text);
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'offline-sections-'));
  await file('index.html', 'home');
  await file('guide/signals/index.html', '<h1>Signals</h1>');
  await file('errors/NG0100/index.html', 'error page');
  await file('api/index.html', 'api list');
  await file('api/core/signal/index.html', 'signal entry');
  await file('tutorials/index.html', 'tutorials');
  await file('tutorials/signals/1-intro/index.html', 'step');
  await file('playground/index.html', 'playground');
  await file('old/index.html', 'redirect');
  await file('assets/content/guide/signals.md.html', 'fragment!');
  await file('assets/content/guide/signals.toc.html', 'toc');
  await file('assets/content/errors/NG0100.md.html', 'err');
  await file('assets/content/home-strengths.html', 'strengths');
  await file('assets/api/manifest.json', '{}');
  await file('assets/api/core_signal_function.html', 'sig');
  await file('assets/projects/tutorials/index.json', '[]');
  await file('assets/projects/tutorials/signals/1-intro.json', '{}');
  for (const nav of ['docs', 'reference', 'api', 'redirects', 'routes']) await file(`assets/nav/${nav}.json`, '{}');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('sectionOfPage', () => {
  it('puts every prerendered page in one section, or none for the 404 page and the playground', () => {
    const routes = { 'guide/signals': 'docs', 'errors/NG0100': 'reference' } as const;
    expect(sectionOfPage('/guide/signals', routes)).toBe('docs');
    expect(sectionOfPage('/', routes)).toBe('docs');
    expect(sectionOfPage('/errors/NG0100', routes)).toBe('reference');
    expect(sectionOfPage('/cli/build', routes)).toBe('reference');
    expect(sectionOfPage('/api/core/signal', routes)).toBe('api');
    expect(sectionOfPage('/tutorials/signals/1-intro', routes)).toBe('tutorials');
    expect(sectionOfPage('/404', routes)).toBeUndefined();
    expect(sectionOfPage('/playground', routes)).toBeUndefined();
  });
});

describe('buildOfflineSections', () => {
  it('lists the pages of each section and the data their loaders fetch, with sizes from disk', async () => {
    const list = await buildOfflineSections(
      dir,
      {
        prerender: [
          '/',
          '/404',
          '/old',
          '/guide/signals',
          '/errors/NG0100',
          '/api',
          '/api/core/signal',
          '/tutorials',
          '/tutorials/signals/1-intro',
          '/playground',
        ],
        redirects: [{ from: 'old', to: '/guide/signals' }],
        pages: [
          { path: 'guide/signals', contentPath: 'guide/signals' },
          { path: 'errors/NG0100', contentPath: 'errors/NG0100' },
        ],
      },
      { 'guide/signals': 'docs', 'errors/NG0100': 'reference' },
    );
    const urls = (id: string) => list.sections.find((section) => section.id === id)!.files.map((f) => f.url);
    const navigation = ['/assets/nav/docs.json', '/assets/nav/reference.json', '/assets/nav/api.json', '/assets/nav/redirects.json', '/assets/nav/routes.json'];
    expect(urls('docs')).toEqual([
      '/guide/signals',
      '/',
      '/assets/content/guide/signals.md.html',
      '/assets/content/guide/signals.toc.html',
      '/assets/content/home-strengths.html',
      ...navigation,
    ]);
    // A missing table of contents (generated pages have none) is left out, not listed with no size.
    expect(urls('reference')).toEqual(['/errors/NG0100', '/assets/content/errors/NG0100.md.html', ...navigation]);
    expect(urls('api')).toEqual(['/api', '/api/core/signal', '/assets/api/core_signal_function.html', '/assets/api/manifest.json', ...navigation]);
    expect(urls('tutorials')).toEqual([
      '/tutorials',
      '/tutorials/signals/1-intro',
      '/assets/projects/tutorials/index.json',
      '/assets/projects/tutorials/signals/1-intro.json',
      ...navigation,
    ]);
    const docs = list.sections.find((section) => section.id === 'docs')!;
    expect(docs.pages).toBe(2);
    expect(docs.files[0]).toEqual({ url: '/guide/signals', bytes: '<h1>Signals</h1>'.length });
    expect(docs.bytes).toBe(docs.files.reduce((sum, f) => sum + f.bytes, 0));
    expect(list.build).toMatch(/^[0-9a-f]{16}$/);
  });
});
