import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_ENTRY_POINTS, moduleNameOf } from '../../../content/pipeline/api/entry-points.ts';
import { extractApi } from '../../../content/pipeline/api/extract.ts';
import { parseEvents, snapshotOf, type ApiHistoryData } from '../../../content/pipeline/api/history.ts';
import { HISTORY_BASELINE, HISTORY_FILE } from '../../../content/pipeline/api/history-config.ts';

const ROOT = join(import.meta.dirname, '../../..');
const NODE_MODULES = join(ROOT, 'node_modules');

/**
 * The committed history (`npm run api-history`) against the installed packages: its last version is the
 * installed one, every documented name and member is in it, and nothing it lists as present at that
 * version is missing from the installed packages.
 */
// Skipped only while the file has not been generated yet (`npm run api-history`); the build then shows no
// history badges and no API changes pages.
describe.skipIf(!existsSync(join(ROOT, HISTORY_FILE)))(
  'content/api-history.json matches the installed packages',
  () => {
    let data: ApiHistoryData;
    let last: string;
    let snapshot: ReturnType<typeof snapshotOf>;
    const policies = DOCUMENTED_ENTRY_POINTS.filter((p) => existsSync(join(NODE_MODULES, '@angular', p.pkg)));
    beforeAll(() => {
      data = JSON.parse(readFileSync(join(ROOT, HISTORY_FILE), 'utf8')) as ApiHistoryData;
      const installed = (JSON.parse(readFileSync(join(NODE_MODULES, '@angular/core/package.json'), 'utf8')) as { version: string }).version;
      last = installed.split('.').slice(0, 2).join('.');
      snapshot = snapshotOf(extractApi(NODE_MODULES, policies).modules as never);
    }, 900_000);
    const presentAt = (events: string) => parseEvents(events).at(-1)!.code !== '-';

    it('covers every minor from the baseline to the installed version', () => {
      expect(data.baseline).toBe(HISTORY_BASELINE);
      expect(data.versions[0]).toBe(HISTORY_BASELINE);
      expect(data.versions.at(-1)).toBe(last);
      expect(data.versions).toContain('14.0');
    });

    it('has every documented name and member, and lists nothing present that the installed version lacks', () => {
      const missing: string[] = [];
      const extra: string[] = [];
      for (const policy of policies) {
        const moduleName = moduleNameOf(policy);
        const names = snapshot.get(moduleName) ?? new Map();
        const recorded = data.modules[moduleName] ?? {};
        // A documented module without public names (`@angular/platform-server/init` exports only a
        // marker) has nothing to record; every other one must be read up to the installed version.
        if (names.size > 0) expect(data.coverage[moduleName]?.[1], moduleName).toBe(last);
        for (const [name, entry] of names) {
          const value = recorded[name];
          if (value === undefined || !presentAt(typeof value === 'string' ? value : value[0])) missing.push(`${moduleName} ${name}`);
          const members = typeof value === 'object' ? value[1] : {};
          for (const member of entry.members.keys()) if (!members[member] || !presentAt(members[member])) missing.push(`${moduleName} ${name}#${member}`);
        }
        for (const [name, value] of Object.entries(recorded)) {
          const [events, members] = typeof value === 'string' ? [value, {}] : value;
          if (presentAt(events) && !names.has(name)) extra.push(`${moduleName} ${name}`);
          for (const [member, memberEvents] of Object.entries(members))
            if (presentAt(memberEvents) && names.has(name) && !names.get(name)!.members.has(member)) extra.push(`${moduleName} ${name}#${member}`);
        }
      }
      expect(missing).toEqual([]);
      expect(extra).toEqual([]);
    });
  },
  900_000,
);
