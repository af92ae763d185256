/**
 * The Chromium that the browser suites (web-test-runner, Playwright) run, found or installed by
 * `npm test` before they start, saying what it does. In order:
 *
 * 1. `CHROMIUM_PATH`, when set, always wins (it must name a file);
 * 2. a system Chromium (Debian's `/usr/bin/chromium`, or another usual path);
 * 3. the Chromium Playwright has already downloaded for its own version;
 * 4. Playwright's installer (`playwright install chromium`), when its download host answers;
 * 5. Debian's package (`apt-get install chromium`), when running as root with apt-get.
 *
 * `@sparticuz/chromium` (a registry package that ships a compressed Chromium) was evaluated and not
 * used: it is a headless shell built for AWS Lambda's Amazon Linux, x64 only, unpacked to /tmp at run
 * time with its own libraries, and every install of this project would carry its ~65 MB.
 */
import { existsSync } from 'node:fs';
import { run } from './run.ts';

export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Where Playwright's installer puts its Chromium (also where it looks when no executablePath is given). */
async function playwrightChromium(): Promise<string | undefined> {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Whether Playwright's download host answers within a few seconds (no download yet). */
async function playwrightHostReachable(): Promise<boolean> {
  try {
    const response = await fetch('https://cdn.playwright.dev/', { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

export type ChromiumResult = { path: string; how: string } | { path?: undefined; why: string };

/** What the search looks at and may run (replaced in tests). */
export interface ChromiumHost {
  env: Record<string, string | undefined>;
  exists(path: string): boolean;
  isRoot: boolean;
  /** Where Playwright keeps its Chromium (whether or not it is there). */
  playwrightChromium(): Promise<string | undefined>;
  playwrightHostReachable(): Promise<boolean>;
  run(command: string, args: string[], env?: Record<string, string>): Promise<number>;
}

const realHost: ChromiumHost = {
  env: process.env,
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  playwrightChromium,
  playwrightHostReachable,
  run,
};

/** Finds Chromium, installing it when none is found and a way is open; `log` says each step. */
export async function ensureChromium(log: (line: string) => void = console.log, host: ChromiumHost = realHost): Promise<ChromiumResult> {
  const given = host.env.CHROMIUM_PATH;
  if (given) return host.exists(given) ? { path: given, how: 'CHROMIUM_PATH' } : { why: `CHROMIUM_PATH is set to ${given}, which does not exist` };

  const system = SYSTEM_CHROMIUM_PATHS.find((path) => host.exists(path));
  if (system) return { path: system, how: 'the system Chromium' };

  const own = await host.playwrightChromium();
  if (own && host.exists(own)) return { path: own, how: "Playwright's Chromium, downloaded before" };

  const reachable = own !== undefined && (await host.playwrightHostReachable());
  if (own && reachable) {
    log("No Chromium found: installing Playwright's Chromium (npx playwright install chromium)…");
    const bin = new URL('../../node_modules/.bin/playwright', import.meta.url).pathname;
    if ((await host.run(bin, ['install', 'chromium'])) === 0 && host.exists(own)) return { path: own, how: "Playwright's Chromium, installed now" };
    log("Playwright's installer failed.");
  }

  if (host.isRoot && host.exists('/usr/bin/apt-get')) {
    log(`No Chromium found${reachable ? '' : " and Playwright's download host is not reachable"}: installing Debian's package (apt-get install chromium)…`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await host.run('apt-get', ['update', '-qq'], env)) === 0 && (await host.run('apt-get', ['install', '-y', '-qq', 'chromium'], env)) === 0) {
      const installed = SYSTEM_CHROMIUM_PATHS.find((path) => host.exists(path));
      if (installed) return { path: installed, how: "Debian's package, installed now" };
    }
    log('apt-get could not install chromium.');
  }

  return {
    why:
      `no Chromium found (CHROMIUM_PATH, ${SYSTEM_CHROMIUM_PATHS[0]}, Playwright's download), ` +
      (reachable ? "Playwright's installer failed, " : "Playwright's download host is not reachable, ") +
      (host.isRoot ? 'and apt-get could not install it' : "and installing Debian's package needs root") +
      '. Install one (apt-get install -y chromium, or npx playwright install chromium) or set CHROMIUM_PATH.',
  };
}
