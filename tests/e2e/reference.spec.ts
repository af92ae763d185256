import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';
import type { ApiManifest } from '../../isomorphic/reference-model.ts';
import { collectErrors, siteManifest, waitForHydration } from './helpers.ts';

const apiManifest = (): ApiManifest => JSON.parse(readFileSync('public/assets/api/manifest.json', 'utf8')) as ApiManifest;
const referenceTree = (): NavigationItem[] => JSON.parse(readFileSync('public/assets/nav/reference.json', 'utf8')) as NavigationItem[];
const pathsUnder = (items: NavigationItem[], prefix: string): string[] =>
  items.flatMap((item) => [
    ...(item.path && !item.isExternal && (item.path === prefix || item.path.startsWith(`${prefix}/`)) ? [item.path] : []),
    ...pathsUnder(item.children ?? [], prefix),
  ]);

/** One sample per entry type the packages have, with what its page must show. */
const SAMPLES = [
  { path: '/api/core/ApplicationRef', badge: 'Class', members: true },
  { path: '/api/core/OnInit', badge: 'Interface', members: true },
  { path: '/api/core/ChangeDetectionStrategy', badge: 'Enum', members: true },
  { path: '/api/core/Component', badge: 'Decorator', members: true },
  { path: '/api/core/inject', badge: 'Function', members: false },
  { path: '/api/core/input', badge: 'Initializer API', members: false },
  { path: '/api/core/APP_ID', badge: 'Const', members: false },
  { path: '/api/core/Provider', badge: 'Type Alias', members: false },
  { path: '/api/common/NgIf', badge: 'Directive', members: true, status: 'Deprecated since v20.0' },
  { path: '/api/common/AsyncPipe', badge: 'Pipe', members: true },
  { path: '/api/common/CommonModule', badge: 'NgModule', members: false },
  { path: '/api/common/http/HttpClient', badge: 'Class', members: true },
  // window.ng globals (module angular_core_global)
  { path: '/api/core/global/getComponent', badge: 'Function', members: false, status: 'Stable' },
  // Authored template syntax (content/api): no declaration, so no source link.
  { path: '/api/core/@if', badge: 'Block', members: false, status: 'Stable since v18.0', source: false },
  { path: '/api/core/ng-content', badge: 'Element', members: false, status: 'Stable', source: false },
];

test('every entry type the packages have is sampled', () => {
  const types = new Set(apiManifest().flatMap((m) => m.entries.map((e) => e.type)));
  const sampledLabels = new Set(SAMPLES.map((s) => s.badge));
  const labels: Record<string, string> = {
    undecorated_class: 'Class',
    interface: 'Interface',
    enum: 'Enum',
    decorator: 'Decorator',
    function: 'Function',
    initializer_api_function: 'Initializer API',
    constant: 'Const',
    type_alias: 'Type Alias',
    directive: 'Directive',
    pipe: 'Pipe',
    ng_module: 'NgModule',
    block: 'Block',
    element: 'Element',
  };
  for (const type of types) expect(sampledLabels, `no sample for ${type}`).toContain(labels[type]);
});

for (const sample of SAMPLES) {
  test(`API entry ${sample.path} renders title, badge, signature and members`, async ({ page, request }) => {
    const name = sample.path.split('/').at(-1)!;
    // In the static HTML already (prerendered from the fragment).
    const html = await (await request.get(sample.path)).text();
    expect(html).toContain(`<title>${name} • Angular</title>`);
    expect(html).toContain('class="docs-api-type-badge"');

    const errors = collectErrors(page);
    await page.goto(sample.path);
    await waitForHydration(page);
    await expect(page.locator('#docs-content h1')).toHaveText(name);
    await expect(page.locator('.docs-api-type-badge')).toContainText(sample.badge);
    if (sample.status) await expect(page.locator('.docs-api-status')).toHaveText(sample.status);
    // Classes, interfaces, enums, directives and pipes: the compact signature (one line per member, no
    // highlighting, member names linking to their sections); everything else: the highlighted signature.
    const compact = page.locator('section[aria-labelledby="api-signature"] pre.docs-api-compact');
    const signature = page.locator('section[aria-labelledby="api-signature"] :is(docs-code-example, pre.docs-api-compact)').first();
    await expect(signature).toContainText(name);
    if (await compact.count()) await expect(compact.locator('a[href^="#"]').first()).toBeVisible();
    else await expect(signature.locator('.token').first()).toBeVisible();
    if (sample.members) expect(await page.locator('.docs-api-member').count()).toBeGreaterThan(0);
    if (sample.source === false) await expect(page.locator('.docs-api-source')).toHaveCount(0);
    else await expect(page.locator('.docs-api-source')).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('navigation', { name: 'Reference' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('block and element pages: badge letter, syntax, sections and the sidebar entry', async ({ page, request }) => {
  // The block name without '@' redirects to its page.
  const alias = await request.get('/api/core/defer', { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect(alias.headers()['location']).toBe('/api/core/@defer');
  const errors = collectErrors(page);
  await page.goto('/api/core/@defer');
  await waitForHydration(page);
  await expect(page).toHaveTitle('@defer • Angular');
  await expect(page.locator('#docs-content h1')).toHaveText('@defer');
  await expect(page.locator('.docs-api-type-badge .docs-api-type-letter')).toHaveText('B');
  await expect(page.locator('#api-signature')).toHaveText('Syntax');
  for (const sub of ['@placeholder', '@loading', '@error'])
    await expect(page.locator('section[aria-labelledby="api-signature"] docs-code-example')).toContainText(sub);
  await expect(page.getByRole('heading', { level: 2, name: 'Triggers' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Reference' });
  await expect(nav.getByRole('link', { name: '@defer', exact: true })).toHaveAttribute('aria-current', 'page');
  // Client-side navigation to an element page from the sidebar.
  await nav.getByRole('link', { name: 'ng-template', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/core\/ng-template$/);
  await expect(page.locator('#docs-content h1')).toHaveText('ng-template');
  await expect(page.locator('.docs-api-type-badge .docs-api-type-letter')).toHaveText('El');
  await expect(page.locator('.docs-api-type-badge')).toContainText('Element');
  expect(errors).toEqual([]);
});

test('a window.ng global page says how it is called and links its source', async ({ page }) => {
  await page.goto('/api/core/global/applyChanges');
  await waitForHydration(page);
  await expect(page.locator('.docs-api-package')).toHaveText('@angular/core/global');
  await expect(page.locator('.docs-api-facts')).toContainText('window.ng.applyChanges');
  await expect(page.locator('.docs-api-source')).toHaveAttribute('href', /packages\/core\/src\/render3\/util\/change_detection_utils\.ts#L\d+$/);
  // The {@link /api/core/ChangeDetectorRef#markForCheck} of its parameter resolves to our page.
  await expect(page.locator('.docs-api-params a')).toHaveAttribute('href', '/api/core/ChangeDetectorRef#markForCheck');
});

test('a member card is linkable by its id', async ({ page }) => {
  await page.goto('/api/core/ApplicationRef#tick');
  await waitForHydration(page);
  // The id is on the member's heading (listed by the table of contents), inside its section.
  const card = page.locator('section.docs-api-member:has(h3#tick)');
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('tick');
  await expect(card).toBeInViewport();
});

test('{@link} references resolve to our API pages and never to missing pages', async ({ page, request }) => {
  await page.goto('/api/core/ChangeDetectorRef');
  const hrefs = await page.locator('#docs-content a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of new Set(hrefs.map((h) => h.split('#')[0]!))) {
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
});

test('the sidebar shows the module groups; its entries navigate client-side', async ({ page }) => {
  await page.goto('/api/core/inject');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const nav = page.getByRole('navigation', { name: 'Reference' });
  await expect(nav.getByRole('link', { name: 'inject', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'signal', exact: true }).click();
  // The first client navigation in the section fetches the API tree; allow for a slow machine.
  await expect(page).toHaveURL(/\/api\/core\/signal$/, { timeout: 20_000 });
  await expect(page.locator('#docs-content h1')).toHaveText('signal');
  await expect(page).toHaveTitle('signal • Angular');
  await expect(nav.getByRole('link', { name: 'signal', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  // Back to the module groups; a collapsed group opens its first entry's page (spec §4), then its entries show.
  await nav.getByRole('button', { name: 'Back' }).click();
  await nav.getByRole('button', { name: 'router', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/router\/[^/]+$/);
  await nav.getByRole('link', { name: 'RouterLink', exact: true }).click();
  await expect(page.locator('#docs-content h1')).toHaveText('RouterLink');
});

test('/api lists every entry and filters by type and status from the URL, surviving reload', async ({ page }) => {
  const manifest = apiManifest();
  const deprecatedFunctions = manifest.flatMap((m) => m.entries.filter((e) => e.type === 'function' && e.deprecated));
  expect(deprecatedFunctions.length).toBeGreaterThan(0);

  await page.goto('/api');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'API Reference' })).toBeVisible();
  const defaultCount = manifest.flatMap((m) => m.entries).filter((e) => !e.deprecated).length;
  await expect(page.locator('.docs-api-list-item')).toHaveCount(defaultCount);

  await page.goto('/api?type=function&status=deprecated');
  await waitForHydration(page);
  // The URL's filters apply once the list has hydrated from manifest.json: allow for a busy machine.
  await expect(page.locator('.docs-api-list-item')).toHaveCount(deprecatedFunctions.length, { timeout: 20_000 });
  await expect(page.getByLabel('Type')).toHaveValue('function');
  await expect(page.getByRole('button', { name: 'Deprecated' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Stable' })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.docs-api-list-item')).toHaveCount(deprecatedFunctions.length, { timeout: 20_000 });
  for (const letter of await page.locator('.docs-api-list-item .docs-api-type-letter').allTextContents()) expect(letter).toBe('F');
});

test('/api?type=block lists the blocks and survives reload; the text filter has focus on load', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/api?type=block');
  await waitForHydration(page);
  const names = page.locator('.docs-api-list-item .docs-api-list-name');
  await expect(names).toHaveText(['@defer', '@for', '@if', '@let', '@switch'], { timeout: 20_000 });
  await expect(page.getByLabel('Type')).toHaveValue('block');
  await expect(page.getByLabel('Filter', { exact: true })).toBeFocused();
  await page.reload();
  await waitForHydration(page);
  // The URL's filters apply once the list has hydrated from manifest.json: allow for a busy machine.
  await expect(names).toHaveText(['@defer', '@for', '@if', '@let', '@switch'], { timeout: 20_000 });
  await expect(page.getByLabel('Filter', { exact: true })).toBeFocused();
  for (const letter of await page.locator('.docs-api-list-item .docs-api-type-letter').allTextContents()) expect(letter).toBe('B');
  await page.getByLabel('Type').selectOption('element');
  await expect(names).toHaveText(['ng-container', 'ng-content', 'ng-template']);
  await expect(page).toHaveURL(/\/api\?type=element$/);
  expect(errors).toEqual([]);
});

test('/api keeps the prerendered list through hydration and does not carry the entries in its hydration data', async ({ page, request }) => {
  const html = await (await request.get('/api')).text();
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  expect(html).toContain('href="/api/core/ApplicationRef"');
  expect(scripts).not.toContain('ApplicationRef');
  // Tags the list items the HTML parser creates (the server markup). Streaming may move them into
  // place, which keeps them; a client render of the list would create new, untagged ones.
  await page.addInitScript(() => {
    const tag = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const li of node.matches('.docs-api-list-item') ? [node] : node.querySelectorAll('.docs-api-list-item'))
        (li as Element & { __server?: boolean }).__server = true;
    };
    const observer = new MutationObserver((records) => {
      for (const r of records) r.addedNodes.forEach(tag);
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => observer.disconnect());
  });
  const errors = collectErrors(page);
  await page.goto('/api');
  await waitForHydration(page);
  await expect(page.locator('[data-ready] .docs-api-list').first()).toBeAttached();
  // Hydrated in place: the server markup of the list was adopted, not replaced by a client render.
  expect(
    await page
      .locator('.docs-api-list-item')
      .first()
      .evaluate((li) => (li as Element & { __server?: boolean }).__server ?? false),
  ).toBe(true);
  await page.getByLabel('Filter', { exact: true }).fill('ApplicationRef');
  await expect(page.locator('.docs-api-list-item')).toHaveCount(1);
  // The check tells the two apart: after a client navigation back, the list is a client render.
  await page.locator('.docs-api-list-item a').click();
  await expect(page.locator('#docs-content h1')).toHaveText('ApplicationRef');
  await page.goBack();
  await expect(page.locator('.docs-api-list-item')).toHaveCount(1);
  expect(
    await page
      .locator('.docs-api-list-item')
      .first()
      .evaluate((li) => (li as Element & { __server?: boolean }).__server ?? false),
  ).toBe(false);
  expect(errors).toEqual([]);
});

test('/api filter controls write the URL query (replace, no scroll) and show an empty state', async ({ page }) => {
  await page.goto('/api');
  await waitForHydration(page);
  const historyLength = await page.evaluate(() => history.length);
  await page.getByLabel('Package').selectOption('angular_router');
  await expect(page).toHaveURL(/\/api\?package=angular_router$/);
  await page.getByRole('button', { name: 'Deprecated' }).click();
  await expect(page).toHaveURL(/status=stable%2CdeveloperPreview%2Cexperimental%2Cdeprecated|status=deprecated%2Cstable/);
  await page.getByLabel('Filter', { exact: true }).fill('RouterLink');
  await expect(page).toHaveURL(/query=RouterLink/);
  await expect(page.locator('.docs-api-list-item').first()).toContainText('RouterLink');
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.getByLabel('Filter', { exact: true }).fill('zzzz-nothing');
  await expect(page.getByText('No API items found.')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  // The URL's filters apply once the list has hydrated from manifest.json: allow for a busy machine.
  await expect(page.getByText('No API items found.')).toBeVisible({ timeout: 20_000 });
});

test('/reference redirects to /api and the primary nav has Reference', async ({ page, request }) => {
  const response = await request.get('/reference', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/api');
  await page.goto('/overview');
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Reference' }).click();
  await expect(page).toHaveURL(/\/api$/);
});

const CLI_COMMANDS = [
  'add',
  'analytics',
  'build',
  'cache',
  'completion',
  'config',
  'deploy',
  'e2e',
  'extract-i18n',
  'generate',
  'lint',
  'new',
  'run',
  'serve',
  'test',
  'update',
  'version',
];

test('every CLI command and subcommand has a page with usage and options', async ({ request }) => {
  const paths = pathsUnder(referenceTree(), 'cli');
  for (const command of CLI_COMMANDS) expect(paths).toContain(`cli/${command}`);
  expect(paths.filter((p) => p.startsWith('cli/generate/')).length).toBe(19);
  for (const path of paths) {
    const response = await request.get(`/${path}`);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<h1[^>]*>(?:ng [^<]+|CLI Reference)<\/h1>/);
  }
});

test('a CLI page shows usage with aliases, sub-commands and option cards', async ({ page }) => {
  await page.goto('/cli/generate');
  await waitForHydration(page);
  await expect(page.locator('#docs-content h1')).toHaveText('ng generate');
  await expect(page.locator('#docs-content docs-code-example').first()).toContainText('ng g <schematic>');
  await page.getByRole('link', { name: 'component', exact: true }).first().click();
  await expect(page).toHaveURL(/\/cli\/generate\/component$/);
  await expect(page.locator('#docs-content h1')).toHaveText('ng generate component');
  await expect(page.locator('#argument-name')).toBeVisible();
  const style = page.locator('section.docs-cli-option', { has: page.locator('#option-style') });
  await expect(style).toContainText('Allowed values');
});

test.describe('errors and extended diagnostics', () => {
  const codes = siteManifest().pages.filter((p) => /^(errors|extended-diagnostics)\/NG\d+$/.test(p.path));
  test('the section has pages', () => {
    expect(codes.length).toBeGreaterThan(70);
  });

  test('every error code of the spec has a page', async ({ request }) => {
    const spec = [
      'NG0100',
      'NG0200',
      'NG0201',
      'NG0203',
      'NG0209',
      'NG0300',
      'NG0301',
      'NG0302',
      'NG0401',
      'NG0403',
      'NG0500',
      'NG0501',
      'NG0502',
      'NG0503',
      'NG0504',
      'NG0505',
      'NG0506',
      'NG0507',
      'NG0602',
      'NG0750',
      'NG0751',
      'NG0910',
      'NG0911',
      'NG0912',
      'NG0913',
      'NG0950',
      'NG0951',
      'NG0952',
      'NG0953',
      'NG0955',
      'NG0956',
      'NG1001',
      'NG2003',
      'NG2009',
      'NG3003',
      'NG6100',
      'NG8001',
      'NG8002',
      'NG8003',
      'NG01101',
      'NG01203',
      'NG02200',
      'NG02800',
      'NG02802',
      'NG05000',
      'NG05104',
    ];
    const diagnostics = Array.from({ length: 17 }, (_, i) => `NG81${String(i + 1).padStart(2, '0')}`).filter((c) => c !== 'NG8110');
    const missing: string[] = [];
    for (const code of spec) if ((await request.get(`/errors/${code}`, { maxRedirects: 0 })).status() !== 200) missing.push(`errors/${code}`);
    for (const code of diagnostics)
      if ((await request.get(`/extended-diagnostics/${code}`, { maxRedirects: 0 })).status() !== 200) missing.push(`extended-diagnostics/${code}`);
    expect(missing).toEqual([]);
  });

  test('the spellings Angular prints land on the page', async ({ page, request }) => {
    // NG0100: a zero-padded runtime code, as Angular prints it.
    const code = 'NG0100';
    expect(codes.map((p) => p.path)).toContain(`errors/${code}`);
    for (const variant of [code.toLowerCase(), `NG${code.slice(2).replace(/^0+/, '')}`]) {
      const response = await request.get(`/errors/${variant}`, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(301);
      expect(response.headers()['location']).toBe(`/errors/${code}`);
    }
    await page.goto(`/errors/${code.toLowerCase()}`);
    await expect(page).toHaveURL(new RegExp(`/errors/${code}$`));
    await expect(page.locator('#docs-content h1')).toContainText(code);
  });

  test('the overviews list every page with code, title and link', async ({ page }) => {
    await page.goto('/errors');
    for (const p of codes.filter((c) => c.path.startsWith('errors/'))) {
      await expect(page.locator(`#docs-content a[href="/${p.path}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('navigation', { name: 'Reference' })).toBeVisible();
  });
});

test('a sample of API pages loads without console errors', async ({ page }) => {
  test.setTimeout(120_000);
  const entries = apiManifest().flatMap((m) => m.entries.map((e) => `/api/${m.normalizedModuleName.replace(/^angular_/, '').replace(/_/g, '/')}/${e.name}`));
  const sample = entries.filter((_, i) => i % Math.ceil(entries.length / 40) === 0);
  const errors = collectErrors(page);
  for (const url of sample) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await waitForHydration(page);
    expect(errors, `console errors on ${url}`).toEqual([]);
  }
});

// /api is checked with one package selected: the same controls and list markup, a tenth of the nodes.
for (const url of [
  '/api?package=angular_router&status=stable,deprecated',
  '/api/core/ApplicationRef',
  '/api/core/@defer',
  '/api/core/ng-template',
  '/api/core/global/getComponent',
  '/api/common/NgIf',
  '/cli/build',
  '/cli/generate',
]) {
  test(`axe reports no violations on ${url}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(url);
    await waitForHydration(page);
    if (url.includes('package=')) await expect(page.locator('.docs-api-list-group')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
