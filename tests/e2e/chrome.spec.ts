import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, waitForHydration } from './helpers.ts';

const htmlClasses = (page: Page) => page.evaluate(() => [...document.documentElement.classList].filter((c) => c.startsWith('docs-')).sort());
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('theme', () => {
  test('is set before the first paint in dark system mode (no light flash), with no CSP violation', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Hold every script back: what shows then is only the HTML, CSS and the inline head script.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/essentials/signals', { waitUntil: 'commit' });
    await page.waitForSelector('#docs-content h1');
    expect(await htmlClasses(page)).toEqual(['docs-dark-mode']);
    expect(await bodyBackground(page)).toBe('rgb(18, 18, 23)');
    // The screenshot's pixels, read on a blank page: the page behind the header is dark, not white.
    const shot = await page.screenshot({ clip: { x: 300, y: 300, width: 20, height: 20 } });
    const decoder = await context.newPage();
    const pixel = await decoder.evaluate(
      async (dataUrl) => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context2d = canvas.getContext('2d')!;
        context2d.drawImage(image, 0, 0);
        return [...context2d.getImageData(0, 0, 1, 1).data];
      },
      `data:image/png;base64,${shot.toString('base64')}`,
    );
    expect(pixel[0]! + pixel[1]! + pixel[2]!, `pixel ${pixel.join(',')}`).toBeLessThan(150);
    await waitForHydration(page);
    expect(errors.filter((e) => /Content Security Policy|CSP/i.test(e))).toEqual([]);
    await context.close();
  });

  test('the choice persists across reloads; auto follows live system changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/overview');
    await waitForHydration(page);
    expect(await htmlClasses(page)).toEqual(['docs-light-mode']);

    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    expect(await htmlClasses(page)).toEqual(['docs-dark-mode']);
    expect(await page.evaluate(() => document.body.classList.contains('docs-dark-mode'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('themePreference'))).toBe('dark');

    await page.reload();
    expect(await htmlClasses(page)).toEqual(['docs-dark-mode']);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Theme/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'System (auto)' }).click();
    expect(await htmlClasses(page)).toEqual(['docs-light-mode']);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlClasses(page)).toEqual(['docs-dark-mode']);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlClasses(page)).toEqual(['docs-light-mode']);
  });
});

test.describe('version picker', () => {
  test('lists the server versions and goes to the chosen one', async ({ page }) => {
    await page.route('https://v21.angular.dev/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>v21</title>' }));
    await page.goto('/overview');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: /^Version v22/ });
    await button.click();
    const menu = page.getByRole('menu', { name: /^Version/ });
    // next, v22 … v18, and the 'Older versions' submenu (closed) with v17 … v4 and v2.
    await expect(menu.getByRole('menuitem')).toHaveText(['next', 'v22', 'v21', 'v20', 'v19', 'v18', 'Older versions']);
    await expect(menu.getByRole('menuitem', { name: 'v22' })).toHaveAttribute('aria-current', 'true');
    const older = menu.getByRole('menuitem', { name: 'Older versions' });
    await expect(older).toHaveAttribute('aria-haspopup', 'menu');
    await older.click();
    await expect(older).toHaveAttribute('aria-expanded', 'true');
    const submenu = page.getByRole('menu', { name: 'Older versions' });
    await expect(submenu.getByRole('menuitem')).toHaveCount(15);
    await expect(submenu.getByRole('menuitem').first()).toHaveText('v17');
    await expect(submenu.getByRole('menuitem', { name: 'v17' })).toHaveAttribute('href', 'https://v17.angular.io/docs');
    await menu.getByRole('menuitem', { name: 'v21' }).click();
    await expect(page).toHaveURL('https://v21.angular.dev/overview');
  });

  for (const [name, fulfil] of [
    ['bad JSON', { status: 200, contentType: 'application/json', body: '{nope' }],
    ['a wrong shape', { status: 200, contentType: 'application/json', body: '[{"version": 21}]' }],
    ['a 404', { status: 404, body: 'missing' }],
  ] as const) {
    test(`falls back to the built-in list on ${name}`, async ({ page }) => {
      await page.route('**/assets/others/versions.json', (route) => route.fulfill(fulfil));
      await page.goto('/overview');
      await waitForHydration(page);
      await page.getByRole('button', { name: /^Version/ }).click();
      const items = page.getByRole('menu', { name: /^Version/ }).getByRole('menuitem');
      await expect(items).toHaveCount(7);
      await expect(items.first()).toHaveText('next');
      await expect(items.last()).toHaveText('Older versions');
      await items.last().click();
      const older = page.getByRole('menu', { name: 'Older versions' }).getByRole('menuitem');
      await expect(older).toHaveCount(15);
      await expect(older.last()).toHaveText('v2');
    });
  }

  test('the menus are ready before their first use (rendered closed at idle) and fetch their data only when used', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('versions.json')) requests.push(request.url());
    });
    await page.goto('/overview');
    await waitForHydration(page);
    // Nothing hovered or focused: the theme and version menus' closed popups appear once the page is idle.
    const theme = page.getByRole('button', { name: /^Theme/ });
    const version = page.getByRole('button', { name: /^Version/ });
    for (const button of [theme, version]) {
      const id = await button.getAttribute('id');
      await expect(page.locator(`docs-menu[for="${id}"]`)).toBeAttached();
      await expect(page.locator(`docs-menu[for="${id}"]`)).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(requests, 'versions.json waits for the picker to be used').toEqual([]);
    await theme.click();
    await expect(page.getByRole('menu', { name: /^Theme/ })).toBeVisible();
    await expect(page.getByRole('menuitemradio').first()).toBeFocused();
  });

  test('uses the server list when valid', async ({ page }) => {
    const requests: string[] = [];
    await page.route('**/assets/others/versions.json', (route) => {
      requests.push(route.request().url());
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([
          { version: 'v22', url: 'https://v22.angular.dev/overview' },
          { version: 'v99', url: 'https://x.test/' },
        ]),
      });
    });
    await page.goto('/overview');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Version/ }).click();
    await expect(page.getByRole('menu', { name: /^Version/ }).getByRole('menuitem')).toHaveText(['v22', 'v99']);
    expect(requests, 'fetched once, when the picker is first used').toHaveLength(1);
  });
});

test('keyboard-only walk: version, social and theme menus, and the docs navigation', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/overview');
  await waitForHydration(page);
  const version = page.getByRole('button', { name: /^Version/ });
  await version.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'next' })).toBeFocused();
  await page.keyboard.press('End');
  const older = page.getByRole('menuitem', { name: 'Older versions' });
  await expect(older).toBeFocused();
  // The submenu: ArrowRight opens it on its first item, ArrowLeft closes only it.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menuitem', { name: 'v17' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'v2', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(older).toBeFocused();
  await expect(older).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu', { name: /^Version/ })).toBeVisible();
  // Enter opens it too; Escape closes the submenu, then the menu.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'v17' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(older).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(version).toBeFocused();
  await expect(version).toHaveAttribute('aria-expanded', 'false');

  const social = page.getByRole('button', { name: 'Social media' });
  await social.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: /^GitHub/ })).toBeFocused();
  await page.keyboard.press('b');
  await expect(page.getByRole('menuitem', { name: /^Blog/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(social).toBeFocused();

  const theme = page.getByRole('button', { name: /^Theme/ });
  await theme.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  expect(await htmlClasses(page)).toEqual(['docs-dark-mode']);
  await expect(theme).toBeFocused();
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('opens, makes the page inert and locks scrolling; closes on Escape, outside click and link click', async ({ page }) => {
    await page.goto('/essentials/signals');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Docs menu' });
    const nav = page.getByRole('navigation', { name: 'Docs' });
    await expect(nav.getByRole('link', { name: 'Composition with components' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Opening the drawer loads the navigation element, which replaces the static links: measure the element.
    await expect(nav.locator('docs-navigation-list')).toBeAttached();
    await expect(nav.locator('.docs-static-nav')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Composition with components' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // The page behind turns inert in the frame after the drawer shows (use-drawer.ts).
    await expect.poll(() => page.evaluate(() => (document.querySelector('.docs-primary-nav') as HTMLElement).inert)).toBe(true);
    await expect.poll(() => page.evaluate(() => (document.querySelector('.docs-article') as HTMLElement).inert)).toBe(true);
    // The drawer is on top of everything else, the cookie popup included.
    const link = nav.getByRole('link', { name: 'Composition with components' });
    const box = (await link.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('.docs-secondary-nav') !== null, [box.x + 5, 760])).toBe(true);

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => (document.querySelector('.docs-article') as HTMLElement).inert)).toBe(false);

    await toggle.click();
    await page.mouse.click(390, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The page's section slid in; Back shows the top levels.
    await toggle.click();
    await nav.getByRole('button', { name: 'Back' }).click();
    await expect(nav.getByRole('link', { name: 'Installation' })).toBeVisible();
    await nav.getByRole('button', { name: 'Essentials' }).click();
    await expect(page).toHaveURL(/\/essentials$/);
    // A page change closes the drawer.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await nav.getByRole('link', { name: 'Composition with components' }).click();
    await expect(page).toHaveURL(/\/essentials\/components$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard focus on a static link moves to the same link of the element when it replaces the list', async ({ page }) => {
    // Hold the element's chunk: the reader tabs onto the static links while it loads.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/navigation-list-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/overview');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Docs menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        let element = document.activeElement;
        while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
        return {
          tag: element?.tagName.toLowerCase(),
          href: element?.getAttribute('href'),
          inElement: !!element?.getRootNode() && element.getRootNode() !== document,
        };
      });
    const before = await focused();
    expect(before).toMatchObject({ tag: 'a', inElement: false });
    // Between any two tasks from here on, focus must not rest on <body>: a key pressed then would start
    // from the top of the page.
    await page.evaluate(() => {
      const w = window as unknown as { bodyFocusSamples: number; stopSampling: boolean };
      w.bodyFocusSamples = 0;
      w.stopSampling = false;
      const tick = () => {
        if (document.activeElement === document.body || document.activeElement === null) w.bodyFocusSamples++;
        if (!w.stopSampling) setTimeout(tick, 0);
      };
      tick();
    });
    release();
    const nav = page.getByRole('navigation', { name: 'Docs' });
    await expect(nav.locator('docs-navigation-list')).toBeAttached();
    await expect.poll(focused).toMatchObject({ tag: 'a', href: before.href, inElement: true });
    const samples = await page.evaluate(() => {
      const w = window as unknown as { bodyFocusSamples: number; stopSampling: boolean };
      w.stopSampling = true;
      return w.bodyFocusSamples;
    });
    expect(samples, 'tasks during which focus was on <body>').toBe(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${before.href}$`));
  });

  test('is usable with the keyboard only', async ({ page }) => {
    await page.goto('/overview');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Docs menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/installation$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

for (const url of ['/', '/essentials/signals', '/404']) {
  test(`axe reports no violations on ${url} in the dark theme, with a menu open`, async ({ page }) => {
    test.setTimeout(120_000); // axe over a long page is slow on a busy machine
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(url);
    await waitForHydration(page);
    expect(await htmlClasses(page)).toEqual(['docs-dark-mode']);
    await page.getByRole('button', { name: /^Theme/ }).click();
    await expect(page.getByRole('menuitemradio').first()).toBeFocused();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

/** Each chrome button's box, and whether points just inside a 48 px target around its centre still hit it. */
async function buttonTargets(page: Page) {
  return page.evaluate(() => {
    const deepHit = (x: number, y: number): Element | null => {
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit;
    };
    const buttons: HTMLElement[] = [
      ...document.querySelectorAll<HTMLElement>('.docs-primary-nav button, .docs-secondary-nav-toggle, .docs-cookie-notice button'),
      ...['docs-banner'].flatMap((tag) => [...(document.querySelector(tag)?.shadowRoot?.querySelectorAll<HTMLElement>('button') ?? [])]),
    ].filter((b) => b.getClientRects().length > 0 && getComputedStyle(b).visibility !== 'hidden');
    return buttons.map((button) => {
      const r = button.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      // The outermost whole pixels of a 48 px target centred on the button (4 px beyond a 40 px box).
      const top = Math.ceil(cy - 24);
      const bottom = Math.floor(cy + 24) - 1;
      const left = Math.ceil(cx - 24);
      const right = Math.floor(cx + 24) - 1;
      const hits = (x: number, y: number) => {
        const hit = deepHit(x, y);
        return hit !== null && (hit === button || button.contains(hit));
      };
      return {
        name: button.getAttribute('aria-label') ?? button.textContent!.trim(),
        height: Math.round(r.height * 10) / 10,
        vertical: hits(cx, top) && hits(cx, bottom),
        horizontal: r.width >= 48 || (hits(left, cy) && hits(right, cy)),
      };
    });
  });
}

for (const viewport of [
  { width: 1500, height: 900 },
  { width: 400, height: 800 },
]) {
  test(`chrome buttons are 40 px high with a 48 px touch target (${viewport.width} px wide)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Before the survey banner's expiry, so its close button is measured too; cookies not accepted.
    await page.clock.setFixedTime(new Date('2025-10-01T12:00:00Z'));
    await page.goto('/overview');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Close banner' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ok, Got it' })).toBeVisible();
    const targets = await buttonTargets(page);
    const names = targets.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(['Close banner', 'Ok, Got it', 'Social media', expect.stringMatching(/^Version/), expect.stringMatching(/^Theme/)]),
    );
    if (viewport.width < 900) expect(names).toContain('Docs menu');
    expect(targets.map((t) => ({ name: t.name, height: t.height, vertical: t.vertical, horizontal: t.horizontal }))).toEqual(
      targets.map((t) => ({ name: t.name, height: 40, vertical: true, horizontal: true })),
    );
  });
}

test('long sidebar labels show their full text in a tooltip on hover; the nav stays free of axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/essentials/signals');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Docs' });
  // The element replaces the static list on the first pointer over the navigation (and re-renders when
  // the whole tree arrives): hover the element's link, not the static one it replaces.
  await nav.hover();
  await expect(nav.locator('docs-navigation-list')).toBeAttached({ timeout: 15_000 });
  await expect(nav.locator('.docs-static-nav')).toHaveCount(0);
  const link = nav.getByRole('link', { name: 'Composition with components' }); // 27 characters
  const tooltip = nav.getByRole('tooltip');
  // A hover that lands while the list re-renders (the full tree replacing the slice) is repeated.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    await expect(tooltip).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(tooltip).toHaveText('Composition with components');
  await expect(link).toHaveAccessibleDescription('Composition with components');
  const box = (await tooltip.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(40);
  expect(box.width).toBeLessThanOrEqual(200);
  const results = await new AxeBuilder({ page }).include('.docs-secondary-nav').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
});

test("breadcrumbs list the active page's parents, and follow client-side navigation", async ({ page }) => {
  await page.goto('/guide/signals/linked-signal');
  await waitForHydration(page);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['In-depth Guides', 'Signals']);
  // Client-side: the primary nav's Docs link leads to the overview, a top-level page.
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Introduction']);
  await page.goBack();
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['In-depth Guides', 'Signals']);
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
});
