import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export interface SiteManifest {
  pages: { path: string; label: string; headings: { id: string; level: number; text: string }[] }[];
  redirects: { from: string; to: string }[];
  prerender: string[];
}

export function siteManifest(): SiteManifest {
  return JSON.parse(readFileSync('.generated/site-manifest.json', 'utf8')) as SiteManifest;
}

/** Every built page URL (prerendered routes that are not redirects). */
export function builtPages(): string[] {
  const manifest = siteManifest();
  const redirects = new Set(manifest.redirects.map((r) => `/${r.from}`));
  return manifest.prerender.filter((url) => !redirects.has(url));
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Marks cookies as accepted before any page script runs, so the cookie popup (bottom right, shown on
 * every page until accepted) stays out of the way of a test that does not exercise it.
 */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('docs-accepts-cookies', 'true');
    } catch {
      // storage disabled: the popup shows, as it would for the reader
    }
  });
}
