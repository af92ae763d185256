import { expect, type Page } from '@playwright/test';

/** The sandboxed preview of the playground / tutorial workspace. */
export const preview = (page: Page) => page.frameLocator('iframe.pg-preview-frame');

export const runStatus = (page: Page) => page.locator('.pg-status');

/**
 * Waits for the current run to render (status "Rendered in … ms"). The default leaves room for the
 * runtime's one restart of a preview that has not started in 20 s (a cold start on a loaded machine).
 */
export async function expectRendered(page: Page, timeout = 45_000): Promise<void> {
  await expect(runStatus(page)).toHaveText(/^Rendered in \d+ ms$/, { timeout });
}

/** Console entries shown under the preview with the error level. */
export const consoleErrors = (page: Page) => page.locator('.pg-console-entry.pg-console-error');

/** Opens a file tab and replaces the file's whole text (as a paste would). */
export async function replaceFile(page: Page, tab: string, text: string): Promise<void> {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  const content = page.locator('.pg-editor .cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}
