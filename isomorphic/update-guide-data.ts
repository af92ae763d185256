/**
 * Rules of the update guide (/update-guide). Pure module: the build renders the default selection as
 * a static list with it (the page works without JavaScript), and the page's script uses the same
 * functions for any other selection. The entries themselves — one per change a developer has to act
 * on, from v2 to v22, written in our words from the framework's release notes and changelogs — are
 * content: `content/update-guide/recommendations.json`, read and checked by the build
 * ({@link parseRecommendations}) and served to the page as `/assets/content/update-guide.json`.
 *
 * Versions are numbers: major * 100 + minor * 10 (`20.0` → 2000, `10.2` → 1020, `2.4` → 204 for the
 * two-digit minors of v2).
 */

export type Level = 1 | 2 | 3;

export interface UpdateOptions {
  /** The application combines AngularJS and Angular (ngUpgrade). */
  ngUpgrade: boolean;
  /** The application uses Angular Material / the CDK. */
  material: boolean;
  /** Commands for Windows' cmd (instead of a POSIX shell). */
  windows: boolean;
}

export interface Recommendation {
  /** Stable id, also the checkbox id. */
  id: string;
  /** Our text (Markdown: inline code and links). */
  action: string;
  /** First version in which the change can be made. */
  possibleIn: number;
  /** Version from which the change is required. */
  necessaryAsOf: number;
  level: Level;
  /** true: only with the option; false: only without it; absent: always. */
  ngUpgrade?: boolean;
  material?: boolean;
  windows?: boolean;
  /** Page of this site that explains the change (route path, may carry a #fragment). */
  link?: string;
}

export const LEVELS: { value: Level; name: string; description: string }[] = [
  { value: 1, name: 'Basic', description: 'A small application: components, templates, routing, forms, HTTP.' },
  { value: 2, name: 'Medium', description: 'A larger application with tests, custom configuration and lazy loading.' },
  { value: 3, name: 'Advanced', description: 'Libraries, custom builders or renderers, low-level APIs and server rendering internals.' },
];

export const OPTIONS: { id: keyof UpdateOptions; name: string; description: string }[] = [
  { id: 'ngUpgrade', name: 'ngUpgrade', description: 'the application mixes AngularJS and Angular' },
  { id: 'material', name: 'Angular Material', description: 'the application uses Angular Material or the CDK' },
  { id: 'windows', name: 'Windows', description: 'show commands for the Windows command prompt' },
];

/** Every version the guide offers, newest first (minors where the release had several). */
export const VERSIONS: { name: string; number: number }[] = [
  ...[22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11].map((major) => ({ name: `${major}.0`, number: major * 100 })),
  { name: '10.2', number: 1020 },
  { name: '10.1', number: 1010 },
  { name: '10.0', number: 1000 },
  { name: '9.1', number: 910 },
  { name: '9.0', number: 900 },
  { name: '8.2', number: 820 },
  { name: '8.1', number: 810 },
  { name: '8.0', number: 800 },
  { name: '7.2', number: 720 },
  { name: '7.1', number: 710 },
  { name: '7.0', number: 700 },
  { name: '6.1', number: 610 },
  { name: '6.0', number: 600 },
  { name: '5.2', number: 520 },
  { name: '5.1', number: 510 },
  { name: '5.0', number: 500 },
  { name: '4.4', number: 440 },
  { name: '4.3', number: 430 },
  { name: '4.2', number: 420 },
  { name: '4.1', number: 410 },
  { name: '4.0', number: 400 },
  { name: '2.4', number: 204 },
  { name: '2.3', number: 203 },
  { name: '2.2', number: 202 },
  { name: '2.1', number: 201 },
  { name: '2.0', number: 200 },
];

/** `necessaryAsOf` of optional modernizations: not required by any released version. */
export const OPTIONAL = 9900;

/** The documented version: selecting a later one is refused with a warning. */
export const CURRENT_VERSION = 2200;

export const DEFAULT_SELECTION = { from: 2100, to: 2200, level: 2 as Level };

const ngUpdate = (major: number, extra = ''): string =>
  `Run \`ng update @angular/core@${major} @angular/cli@${major}${extra}\` in the workspace, then review and commit the changes the migrations made.`;
const materialUpdate = (major: number): string =>
  `Run \`ng update @angular/material@${major}\` to update Angular Material and the CDK; its migrations update your code.`;
/** Before v9 `ng update` of the target version had to be started with `npx` and the version check disabled. */
const legacyUpdate = (major: number, windows: boolean, packages: string): string =>
  windows
    ? `Run \`cmd /C "set "NG_DISABLE_VERSION_CHECK=1" && npx @angular/cli@${major} update ${packages}"\` in the workspace.`
    : `Run \`NG_DISABLE_VERSION_CHECK=1 npx @angular/cli@${major} update ${packages}\` in the workspace.`;

function perMajorUpdate(major: number): Recommendation[] {
  const v = major * 100;
  const packages = `@angular/cli@${major} @angular/core@${major}`;
  const core: Recommendation[] =
    major < 9
      ? [
          {
            id: `v${major}-update-posix`,
            action: legacyUpdate(major, false, packages),
            possibleIn: v,
            necessaryAsOf: v,
            level: 1,
            windows: false,
            link: '/cli/update',
          },
          {
            id: `v${major}-update-windows`,
            action: legacyUpdate(major, true, packages),
            possibleIn: v,
            necessaryAsOf: v,
            level: 1,
            windows: true,
            link: '/cli/update',
          },
        ]
      : [{ id: `v${major}-update`, action: ngUpdate(major), possibleIn: v, necessaryAsOf: v, level: 1, link: '/cli/update' }];
  const material: Recommendation[] =
    major < 9
      ? [
          {
            id: `v${major}-material-posix`,
            action: legacyUpdate(major, false, `@angular/material@${major}`),
            possibleIn: v,
            necessaryAsOf: v,
            level: 1,
            material: true,
            windows: false,
          },
          {
            id: `v${major}-material-windows`,
            action: legacyUpdate(major, true, `@angular/material@${major}`),
            possibleIn: v,
            necessaryAsOf: v,
            level: 1,
            material: true,
            windows: true,
          },
        ]
      : [{ id: `v${major}-material`, action: materialUpdate(major), possibleIn: v, necessaryAsOf: v, level: 1, material: true }];
  return [...core, ...material];
}

/** Every step of the guide: the entries written in `content/update-guide/recommendations.json`, then the update command of each major. */
export function withVersionUpdates(written: Recommendation[]): Recommendation[] {
  return [...written, ...[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].flatMap(perMajorUpdate)];
}

/** A problem in the recommendations file, with the 1-based line it is on. */
export interface RecommendationProblem {
  line: number;
  message: string;
}

/**
 * Reads `content/update-guide/recommendations.json`: an array of entries shaped like
 * {@link Recommendation}, where `necessaryAsOf` may be `"optional"` for modernizations no version
 * requires. Every problem is reported with its line; entries with problems are left out.
 */
export function parseRecommendations(text: string): { recommendations: Recommendation[]; problems: RecommendationProblem[] } {
  const problems: RecommendationProblem[] = [];
  const lineAt = (offset: number) => text.slice(0, Math.max(0, offset)).split('\n').length;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = /line (\d+)/.exec(message);
    return {
      recommendations: [],
      problems: [{ line: line ? Number(line[1]) : position ? lineAt(Number(position[1])) : 1, message: `not valid JSON: ${message}` }],
    };
  }
  if (!Array.isArray(raw)) return { recommendations: [], problems: [{ line: 1, message: 'expected an array of recommendations' }] };
  const known = new Set(VERSIONS.map((v) => v.number));
  const seen = new Set<string>();
  let searchFrom = 0;
  const recommendations: Recommendation[] = [];
  raw.forEach((entry: unknown, index) => {
    const record = (entry ?? {}) as Record<string, unknown>;
    const id = typeof record['id'] === 'string' ? record['id'] : undefined;
    const found = id ? text.indexOf(`"id": ${JSON.stringify(id)}`, searchFrom) : -1;
    if (found >= 0) searchFrom = found;
    const line = found >= 0 ? lineAt(found) : lineAt(searchFrom);
    const fail = (message: string) => problems.push({ line, message: `entry ${index + 1}${id ? ` (${id})` : ''}: ${message}` });
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return void fail('expected an object');
    if (!id || !/^[a-z0-9-]+$/.test(id)) return void fail('"id" must be a lowercase slug');
    if (seen.has(id)) return void fail('duplicate "id"');
    seen.add(id);
    if (typeof record['action'] !== 'string' || !record['action'].trim()) return void fail('"action" must be non-empty text');
    const possibleIn = record['possibleIn'];
    const necessary = record['necessaryAsOf'] === 'optional' ? OPTIONAL : record['necessaryAsOf'];
    if (typeof possibleIn !== 'number' || !known.has(possibleIn))
      return void fail('"possibleIn" must be one of the versions the guide offers (e.g. 2100 for 21.0)');
    if (typeof necessary !== 'number' || (necessary !== OPTIONAL && !known.has(necessary)))
      return void fail('"necessaryAsOf" must be a version the guide offers or "optional"');
    if (necessary < possibleIn) return void fail('"necessaryAsOf" is before "possibleIn"');
    const level = record['level'];
    if (level !== 1 && level !== 2 && level !== 3) return void fail('"level" must be 1, 2 or 3');
    for (const key of ['ngUpgrade', 'material', 'windows'] as const)
      if (key in record && typeof record[key] !== 'boolean') return void fail(`"${key}" must be true or false`);
    const link = record['link'];
    if (link !== undefined && (typeof link !== 'string' || !/^\/[^/\\]/.test(link)))
      return void fail('"link" must be a path on this site (starting with one "/")');
    const unknown = Object.keys(record).filter(
      (key) => !['id', 'action', 'possibleIn', 'necessaryAsOf', 'level', 'ngUpgrade', 'material', 'windows', 'link'].includes(key),
    );
    if (unknown.length) return void fail(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `"${k}"`).join(', ')}`);
    recommendations.push({ ...(record as unknown as Recommendation), necessaryAsOf: necessary });
  });
  return { recommendations, problems };
}

export interface Selection {
  from: number;
  to: number;
  level: Level;
  options: UpdateOptions;
}

export interface Buckets {
  before: Recommendation[];
  during: Recommendation[];
  after: Recommendation[];
}

/** Whether an entry applies to the selected options (true: needs the option, false: needs it off). */
export function matchesOptions(rec: Recommendation, options: UpdateOptions): boolean {
  for (const key of ['ngUpgrade', 'material', 'windows'] as const) {
    const wanted = rec[key];
    if (wanted === true && !options[key]) return false;
    if (wanted === false && options[key]) return false;
  }
  return true;
}

/**
 * The three buckets of a selection:
 *  - before: possible already in the current version and not yet required (do it before updating);
 *  - during: not possible before, required by the target (the update itself);
 *  - after: possible in the target but not required yet (do it after updating).
 * Only entries at or below the level, required after `from`, and matching the options are shown.
 */
export function bucketRecommendations(selection: Selection, recommendations: readonly Recommendation[]): Buckets {
  const buckets: Buckets = { before: [], during: [], after: [] };
  if (selection.to < selection.from) return buckets;
  for (const rec of recommendations) {
    if (rec.level > selection.level || rec.necessaryAsOf <= selection.from || !matchesOptions(rec, selection.options)) continue;
    if (rec.possibleIn <= selection.from) buckets.before.push(rec);
    else if (rec.necessaryAsOf <= selection.to) buckets.during.push(rec);
    else if (rec.possibleIn <= selection.to) buckets.after.push(rec);
  }
  const order = (a: Recommendation, b: Recommendation) => a.necessaryAsOf - b.necessaryAsOf || a.possibleIn - b.possibleIn;
  buckets.before.sort(order);
  buckets.during.sort(order);
  buckets.after.sort(order);
  return buckets;
}

export type Warning = 'downgrade' | 'future' | 'multiple-majors';

/** Warnings for a selection: downgrades are refused, future versions and multi-major jumps warned about. */
export function selectionWarnings(from: number, to: number): Warning[] {
  const warnings: Warning[] = [];
  if (to < from) warnings.push('downgrade');
  if (to > CURRENT_VERSION || from > CURRENT_VERSION) warnings.push('future');
  if (Math.floor(to / 100) - Math.floor(from / 100) > 1 && from >= 400) warnings.push('multiple-majors');
  return warnings;
}

export const WARNING_TEXT: Record<Warning, string> = {
  downgrade: 'Angular does not support moving to an older version. Pick a target version later than your current one.',
  future: 'That version is not released yet. The guide covers versions up to the one this site documents.',
  'multiple-majors':
    'Update one major version at a time: `ng update` runs the migrations of each version only when you pass through it. Follow the steps for each major in turn, building and testing between them.',
};

/** `v=21.0-22.0&l=2` ↔ selection (options other than the versions and level are not in the URL). */
export function selectionFromQuery(query: { get(name: string): string | null }): { from: number; to: number; level: Level } {
  const byName = (name: string | undefined) => VERSIONS.find((v) => v.name === name)?.number;
  const [fromName, toName] = (query.get('v') ?? '').split('-');
  const level = Number(query.get('l'));
  return {
    from: byName(fromName) ?? DEFAULT_SELECTION.from,
    to: byName(toName) ?? DEFAULT_SELECTION.to,
    level: level === 1 || level === 2 || level === 3 ? level : DEFAULT_SELECTION.level,
  };
}

export function queryFromSelection(selection: { from: number; to: number; level: Level }): string {
  const name = (n: number) => VERSIONS.find((v) => v.number === n)?.name ?? '';
  return `v=${name(selection.from)}-${name(selection.to)}&l=${selection.level}`;
}

/** For starts below v6 (no `ng update` yet): the install command with npm or yarn. */
export function legacyInstallCommand(to: number, packageManager: 'npm' | 'yarn', windows: boolean): string | undefined {
  if (to >= 600) return undefined;
  const version = to < 400 ? '^2.0.0' : `^${Math.floor(to / 100)}.${Math.floor((to % 100) / 10)}.0`;
  const packages = [
    'animations',
    'common',
    'compiler',
    'compiler-cli',
    'core',
    'forms',
    'http',
    'platform-browser',
    'platform-browser-dynamic',
    'platform-server',
    'router',
  ];
  const extra = to < 500 ? "typescript@'>=2.1.0 <2.4.0'" : 'typescript@2.4.2 rxjs@^5.5.2';
  const install = packageManager === 'npm' ? 'npm install' : 'yarn add';
  const list = windows ? packages.map((p) => `@angular/${p}@${version}`).join(' ') : `@angular/{${packages.join(',')}}@${version}`;
  return `${install} ${list} ${extra}`;
}
