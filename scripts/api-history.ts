/**
 * `npm run api-history`: maintenance script (needs the network; the build never runs it). Packs the
 * published @angular packages of every minor release from the baseline (13.3) to the installed one
 * with `npm pack` into a temp folder (tarballs cached there), extracts each documented entry point's
 * names and each entry's members with the reference's own extractor (`extractFiles`, `buildModules`,
 * `memberGroups`) and writes `content/api-history.json` (names and version numbers only).
 *
 * Options (environment): API_HISTORY_DIR (temp folder, default $TMPDIR/angular-api-history),
 * API_HISTORY_JOBS (parallel `npm pack` runs, default 3), API_HISTORY_ONLY (comma list of minors, for
 * a trial run; the data file is then written to the temp folder instead). Each minor's names are kept in
 * `<temp>/snapshots/<minor>.json`, so an interrupted run resumes where it stopped (delete the folder to
 * read everything again, e.g. after changing the extractor).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { moduleNameOf, type EntryPointPolicy } from '../content/pipeline/api/entry-points.ts';
import { extractApi, extractFiles, type ExtractionTarget } from '../content/pipeline/api/extract.ts';
import { mergeHistory, snapshotOf, type HistoryStatus, type Snapshot } from '../content/pipeline/api/history.ts';
import { HISTORY_BASELINE, HISTORY_ENTRY_POINTS, HISTORY_FILE } from '../content/pipeline/api/history-config.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
const workDir = process.env['API_HISTORY_DIR'] ?? join(tmpdir(), 'angular-api-history');
const tarballs = join(workDir, 'tarballs');
const jobs = Number(process.env['API_HISTORY_JOBS'] ?? 3);
const only = process.env['API_HISTORY_ONLY']?.split(',');
mkdirSync(tarballs, { recursive: true });

const log = (message: string) => console.log(`[api-history ${new Date().toISOString().slice(11, 19)}] ${message}`);

const packages = [...new Set(HISTORY_ENTRY_POINTS.map((p) => p.pkg))].sort();

/** Newest stable patch of every minor, per package (one `npm view` per package). */
async function publishedMinors(pkg: string): Promise<Map<string, string>> {
  const { stdout } = await run('npm', ['view', `@angular/${pkg}`, 'versions', '--json'], { maxBuffer: 32 * 1024 * 1024 });
  const versions = (JSON.parse(stdout) as string[]).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
  const minors = new Map<string, string>();
  const patch = (v: string) => Number(v.split('.')[2]);
  for (const v of versions) {
    const minor = v.split('.').slice(0, 2).join('.');
    const current = minors.get(minor);
    if (!current || patch(v) > patch(current)) minors.set(minor, v);
  }
  return minors;
}

const minorKey = (v: string) => v.split('.').map(Number) as [number, number];
const compareMinor = (a: string, b: string) => minorKey(a)[0] - minorKey(b)[0] || minorKey(a)[1] - minorKey(b)[1];

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

const tarballName = (pkg: string, version: string) => `angular-${pkg}-${version}.tgz`;

/** Resolves an entry point's declaration file in an (old or new) package layout. */
function typesFile(pkgDir: string, policy: EntryPointPolicy): string | undefined {
  const pkgJsonFile = join(pkgDir, 'package.json');
  if (!existsSync(pkgJsonFile)) return undefined;
  const pkg = JSON.parse(readFileSync(pkgJsonFile, 'utf8')) as {
    exports?: Record<string, { types?: string; typings?: string } | string>;
    typings?: string;
    types?: string;
  };
  const key = policy.subpath === '.' ? '.' : `./${policy.subpath}`;
  const target = pkg.exports?.[key];
  const fromExports = typeof target === 'object' ? (target.types ?? target.typings) : undefined;
  const candidates = [
    fromExports,
    policy.subpath === '.' ? (pkg.typings ?? pkg.types) : undefined,
    policy.subpath === '.' ? 'index.d.ts' : `${policy.subpath}/index.d.ts`,
  ].filter((c): c is string => Boolean(c));
  for (const candidate of candidates) {
    const file = join(pkgDir, candidate);
    if (existsSync(file)) return file;
  }
  return undefined;
}

async function main(): Promise<void> {
  const installed = (JSON.parse(readFileSync(join(root, 'node_modules/@angular/core/package.json'), 'utf8')) as { version: string }).version;
  const last = installed.split('.').slice(0, 2).join('.');
  log(`looking up published versions of ${packages.length} packages`);
  const published = new Map(await Promise.all(packages.map(async (pkg) => [pkg, await publishedMinors(pkg)] as const)));
  const minors = [...published.get('core')!.keys()]
    .filter((m) => m === HISTORY_BASELINE || (compareMinor(m, '14.0') >= 0 && compareMinor(m, last) <= 0))
    .sort(compareMinor)
    .filter((m) => !only || only.includes(m));
  log(`minors: ${minors.join(' ')}`);

  // 1. npm pack, cached.
  const specs = minors.flatMap((minor) =>
    packages.flatMap((pkg) => (published.get(pkg)?.get(minor) ? [{ pkg, version: published.get(pkg)!.get(minor)!, minor }] : [])),
  );
  const missing = specs.filter((s) => !existsSync(join(tarballs, tarballName(s.pkg, s.version))));
  log(`${specs.length} tarballs, ${missing.length} to download`);
  const byMinor = [...new Set(missing.map((s) => s.minor))];
  await pool(byMinor, jobs, async (minor) => {
    const list = missing.filter((s) => s.minor === minor).map((s) => `@angular/${s.pkg}@${s.version}`);
    await run('npm', ['pack', ...list, '--pack-destination', tarballs, '--silent'], { cwd: workDir, maxBuffer: 32 * 1024 * 1024 });
    log(`packed ${minor} (${list.length})`);
  });

  // 2. Per minor: unpack the declarations, extract, snapshot.
  const versions: { version: string; covered: Set<string>; snapshot: Snapshot }[] = [];
  const snapshots = join(workDir, 'snapshots');
  mkdirSync(snapshots, { recursive: true });
  for (const minor of minors) {
    // Resumable: each minor's names are kept in the temp folder once read (the extraction is the slow part).
    const cached = join(snapshots, `${minor}.json`);
    if (existsSync(cached)) {
      versions.push(readSnapshot(cached, minor));
      log(`${minor}: from ${cached}`);
      continue;
    }
    if (minor === last) {
      // The documented minor is read from the installed packages exactly as the reference reads them
      // (a tarball read in a temp folder resolved some inherited members differently).
      const started = performance.now();
      const policies = HISTORY_ENTRY_POINTS.filter((p) => existsSync(join(root, 'node_modules', '@angular', p.pkg)));
      const result = extractApi(join(root, 'node_modules'), policies);
      const covered = new Set(result.modules.filter((m) => m.entries.length > 0).map((m) => m.moduleName));
      const snapshot = snapshotOf(result.modules as never);
      log(`${minor}: the installed packages, ${covered.size} entry points with names (${Math.round(performance.now() - started)} ms)`);
      versions.push({ version: minor, covered, snapshot });
      writeSnapshot(cached, covered, snapshot);
      continue;
    }
    const dir = join(workDir, 'versions', minor, 'node_modules');
    const targets: ExtractionTarget[] = [];
    for (const spec of specs.filter((s) => s.minor === minor)) {
      const pkgDir = join(dir, '@angular', spec.pkg);
      if (!existsSync(join(pkgDir, 'package.json'))) {
        mkdirSync(pkgDir, { recursive: true });
        await run('tar', [
          '-xzf',
          join(tarballs, tarballName(spec.pkg, spec.version)),
          '-C',
          pkgDir,
          '--strip-components=1',
          '--wildcards',
          '*package.json',
          '*.d.ts',
        ]);
      }
      for (const policy of HISTORY_ENTRY_POINTS.filter((p) => p.pkg === spec.pkg)) {
        const file = typesFile(pkgDir, policy);
        if (file) targets.push({ moduleName: moduleNameOf(policy), file, version: spec.version });
      }
    }
    // Third-party types the declarations import: the project's own copies.
    for (const dep of ['rxjs', 'tslib']) {
      if (!existsSync(join(dir, dep))) symlinkSync(join(root, 'node_modules', dep), join(dir, dep));
    }
    const started = performance.now();
    const result = extractFiles(targets, { tolerant: true });
    const covered = new Set(result.modules.filter((m) => m.entries.length > 0).map((m) => m.moduleName));
    const snapshot = snapshotOf(result.modules as never);
    const names = [...snapshot.values()].reduce((n, m) => n + m.size, 0);
    const members = [...snapshot.values()].reduce((n, m) => n + [...m.values()].reduce((k, e) => k + e.members.size, 0), 0);
    log(`${minor}: ${targets.length} entry points, ${names} names, ${members} members (${Math.round(performance.now() - started)} ms)`);
    for (const warning of result.warnings.filter((w) => /on the module/.test(w))) log(`  ${warning}`);
    versions.push({ version: minor, covered, snapshot });
    writeSnapshot(cached, covered, snapshot);
    if (process.env['API_HISTORY_KEEP'] !== '1') rmSync(join(workDir, 'versions', minor), { recursive: true, force: true });
  }

  const data = mergeHistory(versions[0]!.version === HISTORY_BASELINE ? HISTORY_BASELINE : versions[0]!.version, versions);
  const out = only ? join(workDir, 'api-history.json') : join(root, HISTORY_FILE);
  writeFileSync(out, serialize(data));
  const entryCount = Object.values(data.modules).reduce((n, m) => n + Object.keys(m).length, 0);
  log(`wrote ${out}: ${data.versions.length} versions, ${Object.keys(data.modules).length} entry points, ${entryCount} names`);
}

type SnapshotJson = { covered: string[]; modules: Record<string, Record<string, [string, Record<string, string>]>> };

function writeSnapshot(file: string, covered: Set<string>, snapshot: Snapshot): void {
  const modules: SnapshotJson['modules'] = {};
  for (const [moduleName, entries] of snapshot)
    modules[moduleName] = Object.fromEntries(
      [...entries].map(([name, e]) => [name, [e.status, Object.fromEntries(e.members)] as [string, Record<string, string>]]),
    );
  writeFileSync(file, JSON.stringify({ covered: [...covered], modules } satisfies SnapshotJson));
}

function readSnapshot(file: string, version: string): { version: string; covered: Set<string>; snapshot: Snapshot } {
  const json = JSON.parse(readFileSync(file, 'utf8')) as SnapshotJson;
  const snapshot: Snapshot = new Map(
    Object.entries(json.modules).map(([moduleName, entries]) => [
      moduleName,
      new Map(
        Object.entries(entries).map(([name, [status, members]]) => [
          name,
          { status: status as HistoryStatus, members: new Map(Object.entries(members) as [string, HistoryStatus][]) },
        ]),
      ),
    ]),
  );
  return { version, covered: new Set(json.covered), snapshot };
}

/** One line per entry: small diffs when the history is regenerated. */
function serialize(data: ReturnType<typeof mergeHistory>): string {
  const modules = Object.entries(data.modules)
    .map(
      ([name, entries]) =>
        `    ${JSON.stringify(name)}: {\n${Object.entries(entries)
          .map(([entry, value]) => `      ${JSON.stringify(entry)}: ${JSON.stringify(value)}`)
          .join(',\n')}\n    }`,
    )
    .join(',\n');
  return `{\n  "baseline": ${JSON.stringify(data.baseline)},\n  "versions": ${JSON.stringify(data.versions)},\n  "coverage": ${JSON.stringify(data.coverage)},\n  "modules": {\n${modules}\n  }\n}\n`;
}

await main();
