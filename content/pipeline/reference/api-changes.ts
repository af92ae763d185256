/**
 * The API changes of each major (`/reference/api-changes/v<major>`), from the committed API history
 * (`content/api-history.json`): entries and members added, deprecated, removed and promoted to stable,
 * grouped by package, each linking to its entry when the site documents it. The prose of each page is
 * `content/docs/reference/api-changes/v<major>.md`; the lists are generated at its `<!-- generated -->`
 * line. A major of the history without its page fails the build (like a migration without one).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteTreeItem } from '../../../isomorphic/navigation-types.ts';
import { apiEntryPath, type ApiManifest } from '../../../isomorphic/reference-model.ts';
import { ContentError } from '../errors.ts';
import { changesInMajor, historyMajors, type ApiChange, type ApiHistoryData, type ChangeKind } from '../api/history.ts';
import { API_CHANGES_PATH } from '../api/render-entry.ts';
import { SEARCH_SKIP_ATTR } from '../search/build-records.ts';

const KIND_TITLES: Record<ChangeKind, string> = {
  added: 'Added',
  promoted: 'Promoted to stable',
  deprecated: 'Deprecated',
  removed: 'Removed',
};
const KIND_ORDER: ChangeKind[] = ['added', 'promoted', 'deprecated', 'removed'];

export const apiChangesPath = (major: number) => `${API_CHANGES_PATH}/v${major}`;

/** Links of the documented entries: module → name → route, and the member ids of each. */
export function entryLinks(manifest: ApiManifest, memberIdsOf: (moduleName: string, name: string) => ReadonlySet<string>) {
  const routes = new Map<string, string>();
  for (const module of manifest)
    for (const e of module.entries) routes.set(`${module.moduleName} ${e.name}`, `/${apiEntryPath(module.normalizedModuleName, e.name)}`);
  return (change: Pick<ApiChange, 'moduleName' | 'name' | 'member'>): string | undefined => {
    const route = routes.get(`${change.moduleName} ${change.name}`);
    if (!route || !change.member) return route;
    return memberIdsOf(change.moduleName, change.name).has(change.member) ? `${route}#${change.member}` : route;
  };
}

const compareChanges = (a: ApiChange, b: ApiChange) =>
  a.name.localeCompare(b.name, 'en') || (a.member ?? '').localeCompare(b.member ?? '', 'en') || a.version.localeCompare(b.version, 'en', { numeric: true });

/** The generated Markdown of one major's page. */
export function apiChangesMarkdown(data: ApiHistoryData, major: number, link: (change: ApiChange) => string | undefined): string {
  const changes = changesInMajor(data, major);
  if (!changes.length) return 'The history records no change of the public API in this major.\n';
  const modules = [...new Set(changes.map((c) => c.moduleName))].sort();
  const count = (kind: ChangeKind) => changes.filter((c) => c.kind === kind).length;
  const minors = data.versions.filter((v) => v !== data.baseline && Number(v.split('.')[0]) === major);
  const lines = [
    `Read from the published packages of ${minors.map((m) => `v${m}`).join(', ')}: ${KIND_ORDER.map((k) => `${count(k)} ${KIND_TITLES[k].toLowerCase()}`).join(', ')}.`,
    '',
    '| Package | Added | Promoted to stable | Deprecated | Removed |',
    '| --- | --- | --- | --- | --- |',
    ...modules.map(
      (m) => `| [\`${m}\`](#${anchorOf(m)}) | ${KIND_ORDER.map((k) => changes.filter((c) => c.moduleName === m && c.kind === k).length).join(' | ')} |`,
    ),
    '',
  ];
  for (const moduleName of modules) {
    lines.push(`## \`${moduleName}\` {#${anchorOf(moduleName)}}`, '');
    // The lists name hundreds of APIs in passing: search sends a name to its entry, not here.
    lines.push(`<div ${SEARCH_SKIP_ATTR}>`, '');
    for (const kind of KIND_ORDER) {
      const list = changes.filter((c) => c.moduleName === moduleName && c.kind === kind).sort(compareChanges);
      if (!list.length) continue;
      lines.push(`**${KIND_TITLES[kind]}**`, '');
      for (const change of list) {
        const label = `\`${change.member ? `${change.name}.${change.member}` : change.name}\``;
        const href = kind === 'removed' && !change.member ? undefined : link(change);
        lines.push(`- ${href ? `[${label}](${href})` : label} (v${change.version})`);
      }
      lines.push('');
    }
    lines.push('</div>', '');
  }
  return lines.join('\n');
}

/** Heading id of a package's section: '@angular/common/http' → 'angular-common-http'. */
export const anchorOf = (moduleName: string) => moduleName.replace(/^@/, '').replace(/\//g, '-');

export interface ApiChangesSection {
  tree: SiteTreeItem[];
  generated: Map<string, string>;
}

export function apiChangesSection(
  root: string,
  data: ApiHistoryData | undefined,
  link: (change: ApiChange) => string | undefined,
  errors: ContentError[],
): ApiChangesSection {
  const generated = new Map<string, string>();
  if (!data) return { tree: [], generated };
  const majors = historyMajors(data);
  const items: SiteTreeItem[] = [{ label: 'Overview', path: API_CHANGES_PATH, contentPath: `${API_CHANGES_PATH}/overview` }];
  for (const major of majors) {
    const path = apiChangesPath(major);
    const file = `content/docs/${path}.md`;
    if (!existsSync(join(root, file))) {
      errors.push(new ContentError(file, 1, `the API history covers v${major} but it has no page: write ${file}`));
      continue;
    }
    generated.set(path, apiChangesMarkdown(data, major, link));
    items.push({ label: `v${major}`, path });
  }
  generated.set(
    `${API_CHANGES_PATH}/overview`,
    [
      '| Major | Added | Promoted to stable | Deprecated | Removed |',
      '| --- | --- | --- | --- | --- |',
      ...majors.map((major) => {
        const changes = changesInMajor(data, major);
        return `| [v${major}](/${apiChangesPath(major)}) | ${KIND_ORDER.map((k) => changes.filter((c) => c.kind === k).length).join(' | ')} |`;
      }),
      '',
    ].join('\n'),
  );
  // Links from the releases page (its "Next steps" list) and the update guide, only when the pages exist.
  const newest = majors[0];
  generated.set(
    'reference/releases',
    `- [API changes by major version](/${API_CHANGES_PATH})${newest ? `, for example [v${newest}](/${apiChangesPath(newest)})` : ''}: what each major added, deprecated, removed and promoted to stable.\n`,
  );
  generated.set(
    'update-guide',
    `\nTo see what a major version changed in the API itself (names added, deprecated, removed or promoted to stable), read its [API changes](/${API_CHANGES_PATH}) page${
      newest ? `, for example [the changes in v${newest}](/${apiChangesPath(newest)})` : ''
    }.\n`,
  );
  return { tree: [{ label: 'API changes', children: items }], generated };
}
