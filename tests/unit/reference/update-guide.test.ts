import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_TREE } from '../../../content/navigation.ts';
import { flattenPages, resolveTree } from '../../../content/pipeline/navigation-tree.ts';
import { generatedSections, readUpdateGuide } from '../../../content/pipeline/reference/generated-tables.ts';
import type { ContentError } from '../../../content/pipeline/errors.ts';
import {
  CURRENT_VERSION,
  DEFAULT_SELECTION,
  OPTIONAL,
  VERSIONS,
  bucketRecommendations,
  legacyInstallCommand,
  matchesOptions,
  parseRecommendations,
  queryFromSelection,
  selectionFromQuery,
  selectionWarnings,
  type Recommendation,
} from '../../../isomorphic/update-guide-data.ts';
import { updateGuideAppendix } from '../../../content/pipeline/reference/update-guide-page.ts';

const ROOT = join(import.meta.dirname, '../../..');
const none = { ngUpgrade: false, material: false, windows: false };
const rec = (over: Partial<Recommendation>): Recommendation => ({ id: 'x', action: 'x', possibleIn: 1000, necessaryAsOf: 1100, level: 1, ...over });
const readErrors: ContentError[] = [];
const RECOMMENDATIONS = readUpdateGuide(ROOT, readErrors);

describe('the recommendations file (content/update-guide/recommendations.json)', () => {
  it('reads without problems, and each major adds its update command', () => {
    expect(readErrors.map(String)).toEqual([]);
    expect(RECOMMENDATIONS.length).toBeGreaterThan(100);
    expect(RECOMMENDATIONS.map((r) => r.id)).toContain('v22-update');
    expect(RECOMMENDATIONS.map((r) => r.id)).toContain('v8-update-windows');
    expect(RECOMMENDATIONS.find((r) => r.id === 'v22-service')?.necessaryAsOf).toBe(OPTIONAL);
  });

  it('names the line of a broken entry and leaves it out', () => {
    const text = [
      '[',
      '  { "id": "good", "action": "Do it.", "possibleIn": 2100, "necessaryAsOf": "optional", "level": 1 },',
      '  {',
      '    "id": "bad-level",',
      '    "action": "x", "possibleIn": 2100, "necessaryAsOf": 2200, "level": 4',
      '  },',
      '  { "id": "bad-version", "action": "x", "possibleIn": 2150, "necessaryAsOf": 2200, "level": 1 },',
      '  { "id": "good", "action": "again", "possibleIn": 2100, "necessaryAsOf": 2200, "level": 1 },',
      '  { "id": "evil-link", "action": "x", "possibleIn": 2100, "necessaryAsOf": 2200, "level": 1, "link": "//evil.example" },',
      '  { "id": "typo", "action": "x", "possibleIn": 2100, "necessaryAsOf": 2200, "level": 1, "lnik": "/guide" }',
      ']',
    ].join('\n');
    const { recommendations, problems } = parseRecommendations(text);
    expect(recommendations.map((r) => r.id)).toEqual(['good']);
    expect(recommendations[0]!.necessaryAsOf).toBe(OPTIONAL);
    expect(problems).toEqual([
      { line: 4, message: 'entry 2 (bad-level): "level" must be 1, 2 or 3' },
      { line: 7, message: expect.stringContaining('entry 3 (bad-version): "possibleIn"') },
      { line: 8, message: 'entry 4 (good): duplicate "id"' },
      { line: 9, message: expect.stringContaining('entry 5 (evil-link): "link"') },
      { line: 10, message: 'entry 6 (typo): unknown field "lnik"' },
    ]);
  });

  it('names the line of a JSON syntax error', () => {
    const { recommendations, problems } = parseRecommendations('[\n  { "id": "a",\n    "action": "x" "level": 1 }\n]');
    expect(recommendations).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(3);
    expect(problems[0]!.message).toMatch(/^not valid JSON/);
  });
});

describe('update guide data', () => {
  it('offers every version from 2.0 to the documented one, newest first, without duplicates', () => {
    const numbers = VERSIONS.map((v) => v.number);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers[0]).toBe(CURRENT_VERSION);
    expect(numbers.at(-1)).toBe(200);
    for (const major of [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]) expect(numbers).toContain(major * 100);
  });

  it('has valid entries: unique ids, levels 1–3, possibleIn ≤ necessaryAsOf, known versions', () => {
    const ids = RECOMMENDATIONS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set(VERSIONS.map((v) => v.number));
    for (const r of RECOMMENDATIONS) {
      expect([1, 2, 3], r.id).toContain(r.level);
      expect(r.possibleIn, r.id).toBeLessThanOrEqual(r.necessaryAsOf);
      expect(known.has(r.possibleIn), `${r.id} possibleIn`).toBe(true);
      expect(r.necessaryAsOf === OPTIONAL || r.necessaryAsOf <= CURRENT_VERSION, `${r.id} necessaryAsOf`).toBe(true);
      expect(r.action, r.id).not.toMatch(/angular\.(io|dev)/);
    }
  });

  it('has entries for every major from v4 to v22', () => {
    for (let major = 4; major <= 22; major++) {
      expect(
        RECOMMENDATIONS.some((r) => Math.floor(r.necessaryAsOf / 100) === major),
        `v${major}`,
      ).toBe(true);
    }
  });

  it('links only to pages of this site', () => {
    const errors: ContentError[] = [];
    const reference = generatedSections(ROOT, errors);
    const pages = new Set(flattenPages(resolveTree([...DOCS_TREE, ...reference.before, ...reference.tree])).map((p) => p.path));
    for (const r of RECOMMENDATIONS) {
      if (!r.link) continue;
      expect(r.link.startsWith('/'), r.id).toBe(true);
      const path = r.link.slice(1).split('#')[0]!;
      if (path.startsWith('api/') || path.startsWith('cli') || path === 'api') continue; // generated routes: checked by the content build's link checker
      expect(pages.has(path) || existsSync(join(ROOT, 'content/docs', `${path}.md`)), `${r.id}: ${r.link}`).toBe(true);
    }
  });
});

describe('bucketing rules', () => {
  const select = (recs: Recommendation[], from: number, to: number, level: 1 | 2 | 3 = 3) => bucketRecommendations({ from, to, level, options: none }, recs);

  it('puts a change possible now and required later before the update', () => {
    expect(select([rec({ possibleIn: 1000, necessaryAsOf: 1100 })], 1000, 1100).before).toHaveLength(1);
  });

  it('puts a change only possible in the target and required by it during the update', () => {
    expect(select([rec({ possibleIn: 1100, necessaryAsOf: 1100 })], 1000, 1100).during).toHaveLength(1);
  });

  it('puts a change possible in the target but not required yet after the update', () => {
    expect(select([rec({ possibleIn: 1100, necessaryAsOf: OPTIONAL })], 1000, 1100).after).toHaveLength(1);
  });

  it('leaves out changes already required at the start, beyond the target, or above the level', () => {
    const b = select([rec({ possibleIn: 900, necessaryAsOf: 1000 }), rec({ id: 'y', possibleIn: 1200, necessaryAsOf: 1200 })], 1000, 1100);
    expect([...b.before, ...b.during, ...b.after]).toHaveLength(0);
    expect(select([rec({ level: 3, possibleIn: 1100, necessaryAsOf: 1100 })], 1000, 1100, 1).during).toHaveLength(0);
  });

  it('filters by options (true needs it, false needs it off)', () => {
    expect(matchesOptions(rec({ material: true }), none)).toBe(false);
    expect(matchesOptions(rec({ material: true }), { ...none, material: true })).toBe(true);
    expect(matchesOptions(rec({ windows: false }), { ...none, windows: true })).toBe(false);
  });

  it('refuses downgrades and warns about future versions and several majors', () => {
    expect(select([rec({})], 1100, 1000)).toEqual({ before: [], during: [], after: [] });
    expect(selectionWarnings(1100, 1000)).toContain('downgrade');
    expect(selectionWarnings(2200, 2300)).toContain('future');
    expect(selectionWarnings(1900, 2200)).toContain('multiple-majors');
    expect(selectionWarnings(2100, 2200)).toEqual([]);
  });

  it('round-trips the URL state ?v=<from>-<to>&l=<level>', () => {
    const q = queryFromSelection({ from: 1020, to: 1100, level: 3 });
    expect(q).toBe('v=10.2-11.0&l=3');
    expect(selectionFromQuery(new URLSearchParams(q))).toEqual({ from: 1020, to: 1100, level: 3 });
    expect(selectionFromQuery(new URLSearchParams('v=nope&l=9'))).toEqual({ ...DEFAULT_SELECTION });
  });

  it('gives npm/yarn install commands only for targets before 6.0', () => {
    expect(legacyInstallCommand(600, 'npm', false)).toBeUndefined();
    expect(legacyInstallCommand(500, 'yarn', false)).toMatch(/^yarn add @angular\/\{animations,.*\}@\^5\.0\.0 typescript@2\.4\.2/);
    expect(legacyInstallCommand(400, 'npm', true)).toContain('npm install @angular/animations@^4.0.0 @angular/common@^4.0.0');
  });

  it('renders the default selection statically (the page works without JavaScript)', () => {
    const md = updateGuideAppendix(RECOMMENDATIONS);
    expect(md).toContain('## From 21.0 to 22.0');
    expect(md).toContain('### During the update');
    expect(md).toContain('ng update @angular/core@22 @angular/cli@22');
    expect(md).toContain('### To Angular 4');
  });
});
