import { describe, expect, it } from 'vitest';
import { ensureChromium, type ChromiumHost } from '../../../../scripts/lib/chromium.ts';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1/chrome-linux/chrome';

/** A machine with the given files; `install` maps a command to the files it creates. */
function machine(options: { files?: string[]; env?: Record<string, string>; root?: boolean; reachable?: boolean; install?: Record<string, string> }) {
  const files = new Set(options.files ?? []);
  const ran: string[] = [];
  const host: ChromiumHost = {
    env: options.env ?? {},
    exists: (path) => files.has(path),
    isRoot: options.root ?? false,
    playwrightChromium: async () => PLAYWRIGHT,
    playwrightHostReachable: async () => options.reachable ?? false,
    run: async (command, args) => {
      const line = [command.split('/').pop(), ...args].join(' ');
      ran.push(line);
      const created = options.install?.[line];
      if (created) files.add(created);
      return 0;
    },
  };
  return { host, ran, log: [] as string[] };
}

describe('ensureChromium', () => {
  it('takes CHROMIUM_PATH first, and refuses one that does not exist', async () => {
    const m = machine({ files: ['/opt/chrome', '/usr/bin/chromium'], env: { CHROMIUM_PATH: '/opt/chrome' } });
    expect(await ensureChromium(() => {}, m.host)).toEqual({ path: '/opt/chrome', how: 'CHROMIUM_PATH' });
    const missing = machine({ files: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/nope' } });
    expect(await ensureChromium(() => {}, missing.host)).toEqual({ why: 'CHROMIUM_PATH is set to /nope, which does not exist' });
  });

  it('uses a system Chromium, then an earlier Playwright download, installing nothing', async () => {
    const system = machine({ files: ['/usr/bin/chromium', PLAYWRIGHT] });
    expect(await ensureChromium(() => {}, system.host)).toMatchObject({ path: '/usr/bin/chromium' });
    const downloaded = machine({ files: [PLAYWRIGHT] });
    expect(await ensureChromium(() => {}, downloaded.host)).toMatchObject({ path: PLAYWRIGHT });
    expect([...system.ran, ...downloaded.ran]).toEqual([]);
  });

  it("runs Playwright's installer when its host answers, and says so", async () => {
    const m = machine({ reachable: true, install: { 'playwright install chromium': PLAYWRIGHT } });
    const log: string[] = [];
    expect(await ensureChromium((line) => log.push(line), m.host)).toEqual({ path: PLAYWRIGHT, how: "Playwright's Chromium, installed now" });
    expect(m.ran).toEqual(['playwright install chromium']);
    expect(log[0]).toMatch(/installing Playwright's Chromium/);
  });

  it("installs Debian's package as root when Playwright's host is out of reach", async () => {
    const m = machine({ root: true, files: ['/usr/bin/apt-get'], install: { 'apt-get install -y -qq chromium': '/usr/bin/chromium' } });
    expect(await ensureChromium(() => {}, m.host)).toEqual({ path: '/usr/bin/chromium', how: "Debian's package, installed now" });
    expect(m.ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('explains what to do when no way is open', async () => {
    const m = machine({ files: ['/usr/bin/apt-get'] });
    const result = await ensureChromium(() => {}, m.host);
    expect(result.path).toBeUndefined();
    expect(result).toMatchObject({ why: expect.stringMatching(/not reachable, and installing Debian's package needs root\. Install one/) });
    expect(m.ran).toEqual([]);
  });
});
