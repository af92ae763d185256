/**
 * What the browser-driven perf scripts share: the built site served by `scripts/serve.ts` in its own
 * process (so the script's own work — Playwright, reading bodies — cannot slow down responses), and
 * Chromium launched with the flags this machine needs.
 */
import { chromium, type Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `scripts/serve.ts` on `port` over `dir` and resolves once it answers `/`. */
export async function serveBuiltSite(port: number, dir = 'build/client'): Promise<{ origin: string; server: ChildProcess }> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['scripts/serve.ts', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  for (let i = 0; ; i += 1) {
    const up = await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, server };
    if (i > 100) {
      server.kill();
      throw new Error('The server did not start.');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Chromium (CHROMIUM_PATH or Debian's), headless, without background traffic. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
