/**
 * Reading without a stumble (issue 31): anchors below the sticky chrome, the sidebar before the first
 * interaction, the skip link, the phone header, the 404 page, the tutorial step list, and the page
 * ends (previous / next, last updated), "On this page" on narrow screens, long sidebar names and the
 * dimmed page behind the drawer. Desktop is 1440×900, phone 390×844 (touch).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies, waitForHydration } from './helpers.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Bottom of the sticky chrome: the header, and on small screens the 'Docs menu' bar (the sidebar's sticky top part). */
const chromeBottom = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('.docs-primary-nav')!.getBoundingClientRect().bottom;
    const toggle = document.querySelector<HTMLElement>('.docs-secondary-nav-toggle');
    const bar = toggle && toggle.getClientRects().length > 0 ? toggle.closest('.docs-secondary-nav')!.getBoundingClientRect().bottom : 0;
    return Math.max(header, bar);
  });
const topOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);

/** Where a target should land: just below the chrome (16 px of scroll margin), never under it. */
async function expectJustBelowChrome(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        const top = await topOf(target);
        const bottom = await chromeBottom(page);
        return top >= bottom && top <= bottom + 24;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** The TOC element's active item (its link with aria-current). */
const activeTocItem = (page: Page) =>
  page.evaluate(() => document.querySelector('docs-table-of-contents')?.shadowRoot?.querySelector('a[aria-current]')?.getAttribute('href') ?? null);

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`at ${name} size`, () => {
    test.use({ viewport, hasTouch: name === 'phone' });

    test('1. a deep link lands the heading just below the sticky chrome (and the TOC marks it)', async ({ page }) => {
      await page.goto('/guide/routing/route-guards#canmatch');
      await waitForHydration(page);
      await expectJustBelowChrome(page, page.locator('[id="canmatch"]'));
      if (name === 'desktop') await expect.poll(() => activeTocItem(page)).toBe('#canmatch');
    });

    test('1. an API member section lands at the same place as a heading', async ({ page }) => {
      await page.goto('/api/common/http/HttpClient#get');
      await waitForHydration(page);
      await expectJustBelowChrome(page, page.locator('[id="get"]'));
    });

    test('3. the skip link puts focus in the content, and the next Tab reaches its first link', async ({ page }) => {
      await page.goto('/essentials/signals');
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main .docs-article'))).toBe(true);
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const article = document.querySelector('main .docs-article')!;
        const first = [...article.querySelectorAll<HTMLElement>('a[href], button, summary, input')].find((element) => element.getClientRects().length > 0);
        return { inArticle: article.contains(document.activeElement), isFirst: document.activeElement === first };
      });
      // The first link or control of the article (on a phone, the "On this page" toggle above the text).
      expect(focus).toEqual({ inArticle: true, isFirst: true });
    });

    test('5. the 404 page: no section highlighted, links to the sections, a search box that opens the dialog', async ({ page }) => {
      await page.goto('/overview');
      await waitForHydration(page);
      // A link to a missing page, followed in the site.
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/guide/routing/route-gaurds';
        a.textContent = 'broken';
        document.querySelector('#docs-content')!.append(a);
        a.click();
      });
      await expect(page).toHaveURL(/\/404$/);
      const primary = page.getByRole('navigation', { name: 'Primary' });
      await expect(primary.getByRole('link', { name: 'Docs' })).not.toHaveAttribute('aria-current', 'page');
      await expect(primary.locator('.active')).toHaveCount(0);
      const main = page.getByRole('main');
      for (const [label, href] of [
        ['Docs', '/overview'],
        ['Tutorials', '/tutorials'],
        ['Playground', '/playground'],
        ['Reference', '/api'],
      ])
        await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      const box = main.getByRole('searchbox', { name: 'Search the documentation' });
      await expect(box).toHaveValue('routing route gaurds');
      await main.getByRole('button', { name: 'Search' }).click();
      const dialogInput = page.locator('docs-search-dialog').locator('input');
      await expect(dialogInput).toBeVisible();
      await expect(dialogInput).toHaveValue('routing route gaurds');
      await expect(page.locator('docs-search-dialog').getByRole('option').first()).toBeVisible();
    });

    test('previous and next links at the end of a docs page follow the navigation tree', async ({ page }) => {
      const order = readingOrder();
      const index = order.findIndex((p) => p.path === 'essentials/signals');
      await page.goto('/essentials/signals');
      await waitForHydration(page);
      const pager = page.getByRole('navigation', { name: 'Previous and next page' });
      await expect(pager.getByRole('link', { name: new RegExp(`Previous\\s*${escape(order[index - 1]!.label)}`) })).toHaveAttribute(
        'href',
        `/${order[index - 1]!.path}`,
      );
      const next = pager.getByRole('link', { name: new RegExp(`Next\\s*${escape(order[index + 1]!.label)}`) });
      await expect(next).toHaveAttribute('href', `/${order[index + 1]!.path}`);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`/${order[index + 1]!.path}$`));
      // After a client navigation too.
      await expect(pager.getByRole('link', { name: /^Previous/ })).toHaveAttribute('href', '/essentials/signals');
    });

    test('the last-updated date is the date of the last commit of the Markdown file', async ({ page }) => {
      const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', 'content/docs/essentials/signals.md'], { encoding: 'utf8' }).trim();
      expect(day, 'the repository has history for this file').toMatch(/^\d{4}-\d\d-\d\d$/);
      await page.goto('/essentials/signals');
      await waitForHydration(page);
      await expect(page.locator('.docs-last-updated time')).toHaveAttribute('datetime', day);
      await expect(page.locator('.docs-last-updated')).toContainText(/Last updated \w+ \d{1,2}, \d{4}/);
    });

    for (const scheme of ['light', 'dark'] as const) {
      // /guide/forms at phone width is left out: its comparison table scrolls sideways without being
      // focusable (axe scrollable-region-focusable), a content-table rule of its own (see the report).
      const urls = ['/essentials/signals', '/errors/NG0100', '/404', '/api/router/EnabledBlockingInitialNavigationFeature'];
      for (const url of name === 'desktop' ? [...urls, '/guide/forms'] : urls) {
        test(`axe: no violations on ${url} (${scheme} theme)`, async ({ page }) => {
          test.setTimeout(180_000);
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(url);
          await waitForHydration(page);
          const results = await new AxeBuilder({ page }).analyze();
          expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
    }
  });
}

/** Docs pages in the order of the docs tree (depth first, pages with content, each once). */
function readingOrder(): { label: string; path: string }[] {
  type Item = { label: string; path?: string; contentPath?: string; isExternal?: boolean; children?: Item[] };
  const tree = JSON.parse(readFileSync('public/assets/nav/docs.json', 'utf8')) as Item[];
  const pages: { label: string; path: string }[] = [];
  const walk = (items: Item[]) => {
    for (const item of items) {
      if (item.path && item.contentPath && !item.isExternal && !pages.some((p) => p.path === item.path)) pages.push({ label: item.label, path: item.path });
      if (item.children) walk(item.children);
    }
  };
  walk(tree);
  return pages;
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('1. a click in the table of contents lands the heading below the header and marks it', async ({ page }) => {
    await page.goto('/guide/routing/route-guards');
    await waitForHydration(page);
    const toc = page.locator('docs-table-of-contents');
    await expect.poll(() => toc.evaluate((element) => !!element.shadowRoot)).toBe(true);
    await toc.getByRole('link', { name: 'canMatch' }).click();
    await expect(page).toHaveURL(/#canmatch$/);
    await expectJustBelowChrome(page, page.locator('[id="canmatch"]'));
    await expect.poll(() => activeTocItem(page)).toBe('#canmatch');
  });

  test('2. before any interaction the sidebar shows the current page, its group open, and upgrades by itself', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/navigation-list-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/errors/NG0100');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Reference' });
    const current = nav.locator('.docs-static-nav a[aria-current="page"]');
    await expect(current).toHaveText(/^NG0100: /);
    const box = (await current.boundingBox())!;
    expect(box.y, 'the current item is in view').toBeGreaterThanOrEqual(56);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    // The element takes over without a pointer or a key (the page is idle and the sidebar on screen).
    release();
    await expect(nav.locator('docs-navigation-list')).toBeAttached({ timeout: 10_000 });
  });

  for (const path of ['/guide/forms', '/errors/NG0100', '/essentials/signals', '/overview']) {
    test(`2. the static sidebar of ${path} shows the same items as the element, which replaces it without moving focus or scroll`, async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/navigation-list-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, 300));
      const nav = page.locator('.docs-secondary-nav');
      const shown = () =>
        nav.evaluate((element) => {
          const list = element.querySelector('docs-navigation-list');
          const root: ParentNode = list?.shadowRoot ?? element;
          const visible = (link: Element) => link.getClientRects().length > 0 && !link.closest('[inert]');
          return [...root.querySelectorAll('a, button:not(.docs-secondary-nav-toggle)')]
            .filter(visible)
            .map((link) => `${link.textContent!.replace(/\s+/g, ' ').trim()} ${link.getAttribute('aria-current') ?? ''}`);
        });
      const currentTop = () =>
        nav.evaluate((element) => {
          const root: ParentNode = element.querySelector('docs-navigation-list')?.shadowRoot ?? element;
          return Math.round(root.querySelector('a[aria-current="page"]')!.getBoundingClientRect().top);
        });
      const before = { items: await shown(), top: await currentTop() };
      expect(before.items.length).toBeGreaterThan(3);
      // Every label once per category: Forms lists "Overview" under two headings, not twice in a row.
      release();
      await expect(nav.locator('docs-navigation-list')).toBeAttached({ timeout: 10_000 });
      await expect.poll(shown).toEqual(before.items);
      // Same place, to the pixel (layout rounding aside).
      expect(Math.abs((await currentTop()) - before.top)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(300);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    });
  }

  test('2. group labels in the static sidebar work: a branch links where the element’s toggle navigates', async ({ page }) => {
    await page.route(/\/assets\/navigation-list-[\w-]+\.js$/, () => new Promise(() => {}));
    await page.goto('/overview');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Docs' });
    await expect(nav.locator('.docs-static-nav').first()).toBeVisible();
    await nav.getByRole('link', { name: 'Essentials', exact: true }).click();
    await expect(page).toHaveURL(/\/essentials$/);
  });

  test('long API names in the sidebar end in an ellipsis, with the full name available', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/navigation-list-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/api/router/EnabledBlockingInitialNavigationFeature');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Reference' });
    const name = 'EnabledBlockingInitialNavigationFeature';
    // The static list: an ellipsis and a title.
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('title', name);
    const cut = (element: Element) => {
      const label = element.querySelector('.label, .docs-nav-label') as HTMLElement;
      return {
        ellipsis: getComputedStyle(label).textOverflow,
        overflows: label.scrollWidth > label.clientWidth,
        fits: element.getBoundingClientRect().right <= document.querySelector('.docs-secondary-nav')!.getBoundingClientRect().right,
      };
    };
    expect(await link.evaluate(cut)).toEqual({ ellipsis: 'ellipsis', overflows: true, fits: true });
    // The element: the same, and its tooltip names the whole symbol.
    release();
    await expect(nav.locator('docs-navigation-list')).toBeAttached();
    const upgraded = nav.locator('docs-navigation-list').getByRole('link', { name, exact: true });
    await expect.poll(() => upgraded.evaluate(cut)).toEqual({ ellipsis: 'ellipsis', overflows: true, fits: true });
    await expect(nav.locator('docs-navigation-list').locator(`docs-tooltip[text="${name}"]`)).toBeAttached();
  });

  test('"On this page" above the article is hidden where the TOC column shows', async ({ page }) => {
    await page.goto('/essentials/signals');
    await waitForHydration(page);
    await expect(page.locator('.docs-toc-column docs-table-of-contents')).toBeVisible();
    await expect(page.locator('.docs-toc-narrow')).toBeHidden();
  });

  test('5. an old angular.dev path goes to its new page', async ({ page }) => {
    await page.goto('/hmr');
    await expect(page).toHaveURL(/\/tools\/cli\/serve#hot-module-replacement$/);
    await page.goto('/guide/components/importing');
    await expect(page).toHaveURL(/\/guide\/components#what-the-template-can-use$/);
  });

  test('7. the tutorial step list is numbered once', async ({ page }) => {
    await page.goto('/tutorials/learn-angular');
    const menu = page.locator('.tut-step-menu');
    await menu.locator('summary').click();
    const items = menu.locator('ol > li');
    await expect(items.nth(1)).toContainText(/^\s*1\. /);
    // The titles carry the numbers: the list adds no marker of its own.
    expect(await items.nth(1).evaluate((li) => getComputedStyle(li).listStyleType)).toBe('none');
  });
});

test.describe('phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const width of [320, 390]) {
    test(`4. every primary section is on screen and one tap away at ${width} px; the version chevron stays inside its button`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/essentials/signals');
      await waitForHydration(page);
      const primary = page.getByRole('navigation', { name: 'Primary' });
      for (const label of ['Docs', 'Tutorials', 'Playground', 'Reference']) {
        const link = primary.getByRole('link', { name: label, exact: true });
        const box = (await link.boundingBox())!;
        expect(box.x, label).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, label).toBeLessThanOrEqual(width);
        expect(box.height, label).toBeGreaterThanOrEqual(40);
        // Not covered or clipped: the link itself is hit at its centre.
        expect(await link.evaluate((a, [x, y]) => a.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2])).toBe(true);
      }
      const version = page.locator('.docs-version-button');
      const caret = (await version.locator('.docs-version-caret').boundingBox())!;
      const button = (await version.boundingBox())!;
      expect(caret.x + caret.width).toBeLessThanOrEqual(button.x + button.width - 4);
      await primary.getByRole('link', { name: 'Reference', exact: true }).tap();
      await expect(page).toHaveURL(/\/api$/);
    });
  }

  test('a table wider than the phone takes focus so the keyboard can scroll it; axe finds no unreachable scroll region', async ({ page }) => {
    await page.goto('/guide/forms');
    await waitForHydration(page);
    const table = page.locator('.docs-viewer table').first();
    await expect(table).toHaveAttribute('tabindex', '0');
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
    const results = await new AxeBuilder({ page }).withRules(['scrollable-region-focusable']).analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    // Wide enough for the table: no extra tab stop.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(table).not.toHaveAttribute('tabindex', '0');
  });

  test('"On this page" is a collapsible list at the top of the article; a link lands below the chrome and closes it', async ({ page }) => {
    await page.goto('/guide/routing/route-guards');
    await waitForHydration(page);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    const summary = toc.locator('summary');
    await expect(summary).toHaveText('On this page');
    await expect(toc.getByRole('link', { name: 'canMatch' })).toBeHidden();
    expect((await toc.boundingBox())!.y).toBeLessThan((await page.locator('#docs-content').boundingBox())!.y);
    await summary.tap();
    await toc.getByRole('link', { name: 'canMatch' }).tap();
    await expect(page).toHaveURL(/#canmatch$/);
    await expectJustBelowChrome(page, page.locator('[id="canmatch"]'));
    await expect(toc.locator('details')).not.toHaveAttribute('open');
  });

  test('the open drawer dims the page behind it', async ({ page }) => {
    await page.goto('/essentials/signals');
    await waitForHydration(page);
    const backdrop = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.body, '::after');
        return { content: style.content, position: style.position, background: style.backgroundColor };
      });
    expect((await backdrop()).content).toBe('none');
    await page.getByRole('button', { name: 'Docs menu' }).tap();
    expect(await backdrop()).toEqual({ content: '""', position: 'fixed', background: 'rgba(0, 0, 0, 0.45)' });
    // A tap on the dimmed page closes the drawer.
    await page.touchscreen.tap(380, 600);
    await expect(page.getByRole('button', { name: 'Docs menu' })).toHaveAttribute('aria-expanded', 'false');
    expect((await backdrop()).content).toBe('none');
  });

  test('2. opening the drawer shows the current page in view', async ({ page }) => {
    await page.goto('/errors/NG0100');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Docs menu' }).tap();
    const nav = page.getByRole('navigation', { name: 'Reference' });
    await expect
      .poll(async () => {
        const box = await nav.locator('a[aria-current="page"]').or(nav.locator('docs-navigation-list').locator('a[aria-current="page"]')).first().boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);
  });
});
