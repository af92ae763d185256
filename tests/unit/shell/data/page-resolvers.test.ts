/**
 * The page resolvers over an in-memory asset source: the same resolver serves the prerender (`disk`:
 * fragment stashed, nav sliced, 301 redirects) and the browser (`network`: fragment returned).
 */
import { describe, expect, it } from 'vitest';
import { createAssetSource, type AssetSource } from '../../../../isomorphic/asset-source.ts';
import type { NavigationItem } from '../../../../isomorphic/navigation-types.ts';
import { API_MANIFEST_URL, apiFragmentUrl, contentUrl, HOME_STRENGTHS_URL, NAV_URLS, projectUrl, PROJECT_FILES } from '../../../../isomorphic/paths.ts';
import { markdownPage } from '../../../../shell/data/markdown-page.ts';
import { prerenderedFragment } from '../../../../shell/data/prerendered-html.ts';
import { homePage } from '../../../../shell/home/home-page.ts';
import { apiEntryPage, apiEntryPath, apiListPage } from '../../../../shell/reference/api-pages.ts';
import { tutorialPage, tutorialsPage } from '../../../../shell/tutorials/tutorial-pages.ts';

const docs: NavigationItem[] = [
  { label: 'Introduction', level: 1, children: [{ label: 'Installation', path: 'installation', contentPath: 'installation', level: 2 }] },
];
const reference: NavigationItem[] = [
  { label: 'Error Encyclopedia', level: 1, children: [{ label: 'NG0100', path: 'errors/NG0100', contentPath: 'reference/errors/NG0100', level: 2 }] },
  { label: 'API Reference', level: 1, children: [{ label: 'Overview', path: 'api', level: 2 }] },
];
const api: NavigationItem[] = [
  { label: '@angular/core', level: 2, children: [{ label: 'inject', path: 'api/core/inject', contentPath: 'core_inject_function.html', level: 3 }] },
];

const FILES: Record<string, string> = {
  [NAV_URLS.routes]: JSON.stringify({ installation: 'docs', 'errors/NG0100': 'reference' }),
  [NAV_URLS.docs]: JSON.stringify(docs),
  [NAV_URLS.reference]: JSON.stringify(reference),
  [NAV_URLS.api]: JSON.stringify(api),
  [NAV_URLS.redirects]: JSON.stringify({ 'guide/setup': '/installation', 'api/core/if': '/api/core/@if' }),
  [API_MANIFEST_URL]: JSON.stringify([]),
  [contentUrl('installation')]: '<h1>Installation</h1><p>How to install the framework.</p>',
  [contentUrl('installation.toc.html')]: '<nav class="docs-toc"></nav>',
  [contentUrl('reference/errors/NG0100')]: '<h1>NG0100</h1><p>Expression changed.</p>',
  [apiFragmentUrl('core_inject_function.html')]: '<h1>inject</h1><p>Injects a token.</p>',
  [HOME_STRENGTHS_URL]: '<section>strengths</section>',
  [projectUrl(PROJECT_FILES.tutorialsIndex)]: JSON.stringify([{ name: 'first', title: 'First', summary: '', path: 'tutorials/first', steps: 1, order: 1 }]),
  [projectUrl(PROJECT_FILES.tutorialPage('first', 'intro'))]: JSON.stringify({
    tutorial: { name: 'first', title: 'First' },
    path: 'tutorials/first',
    data: { type: 'local', title: 'Intro', step: 0 },
    html: '<p>Welcome to the tutorial.</p>',
    files: {},
    answerFiles: {},
    compiled: { start: {} },
    steps: [],
  }),
};

const sourceOf = (origin: AssetSource['origin']) => createAssetSource(origin, async (url) => FILES[url], { cacheText: origin === 'network' });
const thrown = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (value: unknown) => value as Response,
  );

describe('markdownPage', () => {
  it('returns the fragment, the TOC and the whole tree in the browser', async () => {
    const page = await markdownPage(sourceOf('network'), 'installation');
    expect(page).toMatchObject({ page: { path: 'installation' }, html: FILES[contentUrl('installation')], toc: '<nav class="docs-toc"></nav>', nav: docs });
    expect(page.description).toBe('How to install the framework.');
  });

  it('stashes the fragment at prerender instead of returning it, and slices the tree', async () => {
    const page = await markdownPage(sourceOf('disk'), 'installation');
    expect(page.html).toBeUndefined();
    expect(page.toc).toBeUndefined();
    expect(prerenderedFragment('installation', 'docs-content')).toBe(FILES[contentUrl('installation')]);
    expect(page.nav[0]).toMatchObject({ label: 'Introduction' });
  });

  it('gives reference pages the reference tree with the API groups', async () => {
    const page = await markdownPage(sourceOf('network'), 'errors/NG0100');
    expect(page.section).toBe('reference');
    expect(page.nav[1]!.children!.map((c) => c.label)).toEqual(['Overview', '@angular/core']);
  });

  it('redirects (301 at prerender) and sends unknown paths to /404 in the browser', async () => {
    const atPrerender = await thrown(markdownPage(sourceOf('disk'), 'guide/setup'));
    expect([atPrerender?.status, atPrerender?.headers.get('Location')]).toEqual([301, '/installation']);
    const inBrowser = await thrown(markdownPage(sourceOf('network'), 'nowhere'));
    expect([inBrowser?.status, inBrowser?.headers.get('Location')]).toEqual([302, '/404']);
  });
});

describe('apiEntryPage', () => {
  it('finds the entry in the API groups with its module as parent', async () => {
    const entry = await apiEntryPage(sourceOf('network'), apiEntryPath('core/inject/'));
    expect(entry.page).toEqual({
      path: 'api/core/inject',
      contentPath: 'core_inject_function.html',
      label: 'inject',
      parents: [{ label: 'API Reference', path: 'api' }, { label: '@angular/core' }],
    });
    expect(entry.html).toBe(FILES[apiFragmentUrl('core_inject_function.html')]);
  });

  it('follows an alias redirect, and 404s an unknown entry at prerender', async () => {
    const alias = await thrown(apiEntryPage(sourceOf('disk'), 'api/core/if'));
    expect([alias?.status, alias?.headers.get('Location')]).toEqual([301, '/api/core/@if']);
    const unknown = (await thrown(apiEntryPage(sourceOf('disk'), 'api/core/nothing'))) as unknown as { init: { status: number } };
    expect(unknown.init.status).toBe(404);
  });

  it('returns the manifest with the list in the browser only', async () => {
    expect(await apiListPage(sourceOf('network'))).toHaveProperty('manifest', []);
    expect(await apiListPage(sourceOf('disk'))).not.toHaveProperty('manifest');
  });
});

describe('tutorial and home resolvers', () => {
  it('reads the tutorial intro for a missing step and 404s a name that is no file name', async () => {
    expect(await tutorialPage(sourceOf('network'), { tutorial: 'first' })).toMatchObject({ path: 'tutorials/first', description: 'Welcome to the tutorial.' });
    const bad = (await thrown(tutorialPage(sourceOf('network'), { tutorial: '..', step: 'x' }))) as unknown as { init: { status: number } };
    expect(bad.init.status).toBe(404);
    expect((await tutorialsPage(sourceOf('disk'))).tutorials).toHaveLength(1);
  });

  it('stashes the home strengths at prerender and returns them in the browser', async () => {
    expect(await homePage(sourceOf('disk'))).toEqual({});
    expect(await homePage(sourceOf('network'))).toEqual({ strengths: '<section>strengths</section>' });
  });
});
