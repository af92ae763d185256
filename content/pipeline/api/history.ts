/**
 * The API history: when each documented name and member appeared, changed status and went away,
 * computed from the published packages of every minor release (`npm run api-history`, which writes
 * `content/api-history.json`). Pure: no I/O. The data file holds names and version numbers only.
 *
 * Shape of the file:
 *   { baseline: '13.3', versions: ['13.3', '14.0', …, '22.2'],
 *     coverage: { '@angular/core': ['13.3', '22.2'] | [first, last] },
 *     modules: { '@angular/core': { signal: '16.0p 20.0s', HttpClient: ['13.3s', { get: '13.3s' }] } } }
 * An event string is a space-separated list of `<minor><code>`, in version order, each recording a
 * change: `s` present and stable (no other marker), `p` developer preview, `x` experimental,
 * `d` deprecated, `-` removed. A name present in the baseline (13.3) was added before v14.
 */
import { buildModules, tagsOf, type EntryLike, type JsDocTag, type ModuleLike } from './manifest.ts';
import { memberGroups, type Member } from './render-entry.ts';

export type HistoryStatus = 's' | 'p' | 'x' | 'd';
export type HistoryCode = HistoryStatus | '-';
export type EventString = string;

export interface ApiHistoryData {
  /** The oldest version read: names present there were added before the next major. */
  baseline: string;
  versions: string[];
  /** First and last version each module was read in (a module is not read where its package was not published). */
  coverage: Record<string, [string, string]>;
  modules: Record<string, Record<string, EventString | [EventString, Record<string, EventString>]>>;
}

/** One version's documented names: module → entry → [status, member → status]. */
export type Snapshot = Map<string, Map<string, { status: HistoryStatus; members: Map<string, HistoryStatus> }>>;

const has = (tags: JsDocTag[] | undefined, name: string) => (tags ?? []).some((t) => t.name.toLowerCase() === name);

/** Status from JSDoc tags: deprecated > experimental > developer preview > stable. */
export function statusOfTags(tagLists: (JsDocTag[] | undefined)[], overloads: (JsDocTag[] | undefined)[] = []): HistoryStatus {
  const all = (name: string) => tagLists.some((t) => has(t, name)) || (overloads.length > 0 && overloads.every((t) => has(t, name)));
  if (all('deprecated')) return 'd';
  if (all('experimental')) return 'x';
  if (all('developerpreview')) return 'p';
  return 's';
}

interface HistoryEntry extends EntryLike {
  members?: Member[] | null;
  callFunction?: { signatures?: { jsdocTags?: JsDocTag[] }[] };
}

/** The documented names of one version (same filters as the reference: `buildModules`, `memberGroups`). */
export function snapshotOf(modules: ModuleLike<HistoryEntry>[]): Snapshot {
  const snapshot: Snapshot = new Map();
  for (const module of buildModules(modules)) {
    const entries = new Map<string, { status: HistoryStatus; members: Map<string, HistoryStatus> }>();
    module.raw.forEach((raw) => {
      const overloads = (raw.signatures ?? raw.callFunction?.signatures ?? []).map((s) => s.jsdocTags);
      const members = new Map<string, HistoryStatus>();
      for (const group of memberGroups(raw.members ?? [])) {
        if (/^[ɵ_]/.test(group.id)) continue;
        const memberOverloads = group.members.flatMap((m) => (m.signatures ?? []).map((s) => s.jsdocTags));
        members.set(
          group.id,
          statusOfTags(
            group.members.map((m) => m.jsdocTags),
            memberOverloads,
          ),
        );
      }
      entries.set(raw.name, { status: statusOfTags([tagsOf(raw)], overloads.length > 1 ? overloads : []), members });
    });
    snapshot.set(module.moduleName, entries);
  }
  return snapshot;
}

function appendEvent(events: string[], last: { code?: HistoryCode }, version: string, code: HistoryCode): void {
  if (last.code === code || (last.code === undefined && code === '-')) return;
  events.push(`${version}${code}`);
  last.code = code;
}

/**
 * Merges the snapshots of every version (oldest first) into the data file. A module missing from a
 * version's `covered` set is skipped there (package not published at that version), not removed.
 */
export function mergeHistory(baseline: string, versions: { version: string; covered: Set<string>; snapshot: Snapshot }[]): ApiHistoryData {
  const moduleNames = [...new Set(versions.flatMap((v) => [...v.covered]))].sort();
  const data: ApiHistoryData = { baseline, versions: versions.map((v) => v.version), coverage: {}, modules: {} };
  for (const moduleName of moduleNames) {
    const covering = versions.filter((v) => v.covered.has(moduleName));
    data.coverage[moduleName] = [covering[0]!.version, covering.at(-1)!.version];
    const names = [...new Set(covering.flatMap((v) => [...(v.snapshot.get(moduleName)?.keys() ?? [])]))].sort();
    const out: ApiHistoryData['modules'][string] = {};
    for (const name of names) {
      const events: string[] = [];
      const last: { code?: HistoryCode } = {};
      const memberEvents = new Map<string, { events: string[]; last: { code?: HistoryCode } }>();
      for (const v of covering) {
        const entry = v.snapshot.get(moduleName)?.get(name);
        appendEvent(events, last, v.version, entry?.status ?? '-');
        const memberNames = new Set([...memberEvents.keys(), ...(entry?.members.keys() ?? [])]);
        for (const member of memberNames) {
          const record = memberEvents.get(member) ?? { events: [], last: {} };
          memberEvents.set(member, record);
          appendEvent(record.events, record.last, v.version, entry?.members.get(member) ?? '-');
        }
      }
      const members = Object.fromEntries([...memberEvents].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([m, r]) => [m, r.events.join(' ')]));
      out[name] = Object.keys(members).length ? [events.join(' '), members] : events.join(' ');
    }
    data.modules[moduleName] = out;
  }
  return data;
}

// --- reading ---------------------------------------------------------------------------------------

export interface HistoryEvent {
  version: string;
  code: HistoryCode;
}

export function parseEvents(events: EventString): HistoryEvent[] {
  return events
    .split(' ')
    .filter(Boolean)
    .map((e) => ({ version: e.slice(0, -1), code: e.slice(-1) as HistoryCode }));
}

/** What the pages show of a name's history. `added` is undefined for names added before the next major after the baseline. */
export interface Lifecycle {
  added?: string;
  addedBeforeBaseline: boolean;
  deprecated?: string;
  removed?: string;
  /** Version where it left developer preview or experimental for stable. */
  stable?: string;
  /** Current (last) code. */
  current: HistoryCode;
}

export function lifecycleOf(events: EventString, baseline: string): Lifecycle {
  const list = parseEvents(events);
  const firstPresent = list.find((e) => e.code !== '-');
  // The last continuous presence decides "added": a name removed and added again is added where it came back.
  let addedAt = firstPresent;
  list.forEach((e, i) => {
    if (e.code !== '-' && i > 0 && list[i - 1]!.code === '-') addedAt = e;
  });
  const last = list.at(-1)!;
  const result: Lifecycle = { addedBeforeBaseline: addedAt?.version === baseline, current: last.code };
  if (addedAt && addedAt.version !== baseline) result.added = addedAt.version;
  if (last.code === '-') result.removed = last.version;
  if (last.code === 'd') result.deprecated = last.version;
  const stable = [...list].reverse().find((e, i, rev) => e.code === 's' && (rev[i + 1]?.code === 'p' || rev[i + 1]?.code === 'x'));
  if (stable && last.code === 's') result.stable = stable.version;
  return result;
}

/** Event strings of an entry and its members. */
export function historyOf(data: ApiHistoryData, moduleName: string, name: string): { entry: EventString; members: Record<string, EventString> } | undefined {
  const value = data.modules[moduleName]?.[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? { entry: value, members: {} } : { entry: value[0], members: value[1] };
}

/** 'v16.0' or 'before v14' (the major after the baseline). */
export function addedLabel(lifecycle: Lifecycle, baseline: string): string {
  return lifecycle.added ? `v${lifecycle.added}` : `before v${Number(baseline.split('.')[0]) + 1}`;
}

export type ChangeKind = 'added' | 'deprecated' | 'removed' | 'promoted';

export interface ApiChange {
  kind: ChangeKind;
  moduleName: string;
  name: string;
  member?: string;
  version: string;
}

/** Everything that changed in one major (every minor `<major>.x` of the data): the API diff page. */
export function changesInMajor(data: ApiHistoryData, major: number): ApiChange[] {
  const changes: ApiChange[] = [];
  const inMajor = (version: string) => version !== data.baseline && Number(version.split('.')[0]) === major;
  const collect = (moduleName: string, name: string, member: string | undefined, events: EventString, parentAddedIn?: string) => {
    const list = parseEvents(events);
    list.forEach((e, i) => {
      if (!inMajor(e.version)) return;
      const prev = list[i - 1]?.code;
      const base = { moduleName, name, version: e.version, ...(member ? { member } : {}) };
      if (e.code === '-') changes.push({ kind: 'removed', ...base });
      else if (prev === undefined || prev === '-') {
        // A member that came with its entry is part of that entry's addition.
        if (!(member && parentAddedIn === e.version)) changes.push({ kind: 'added', ...base });
        if (e.code === 'd') changes.push({ kind: 'deprecated', ...base });
      } else if (e.code === 'd') changes.push({ kind: 'deprecated', ...base });
      else if (e.code === 's' && (prev === 'p' || prev === 'x')) changes.push({ kind: 'promoted', ...base });
    });
  };
  for (const [moduleName, entries] of Object.entries(data.modules)) {
    for (const [name, value] of Object.entries(entries)) {
      const entryEvents = typeof value === 'string' ? value : value[0];
      collect(moduleName, name, undefined, entryEvents);
      if (typeof value !== 'string') {
        const entryEventList = parseEvents(entryEvents);
        for (const [member, events] of Object.entries(value[1])) {
          const memberList = parseEvents(events);
          // Members removed together with their entry are part of that removal.
          const filtered = memberList.filter((e) => !(e.code === '-' && entryEventList.some((p) => p.version === e.version && p.code === '-')));
          const parentAdded = entryEventList.find((p, i) => p.code !== '-' && (i === 0 || entryEventList[i - 1]!.code === '-') && inMajor(p.version))?.version;
          collect(moduleName, name, member, filtered.map((e) => `${e.version}${e.code}`).join(' '), parentAdded);
        }
      }
    }
  }
  return changes;
}

/** Majors the history covers after its baseline, newest first. */
export function historyMajors(data: ApiHistoryData): number[] {
  return [...new Set(data.versions.filter((v) => v !== data.baseline).map((v) => Number(v.split('.')[0])))].sort((a, b) => b - a);
}
