import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  API_ENTRY_TYPES,
  API_STATUS_LABELS,
  API_STATUS_ORDER,
  API_TYPE_LABELS,
  type ApiEntryType,
  type ApiManifest,
  type ApiStatus,
} from '../../content/reference-model.ts';
import { SecondaryNav } from '../layout/secondary-nav.tsx';
import { DEFAULT_FILTER, filterApi, filterToParams, parseFilter, type ApiFilterState } from '../lib/api-filter.ts';
import { navSlice, type NavSliceItem } from '../lib/nav.ts';
import { loadApiManifest, loadReferenceNav } from '../lib/reference.client.ts';
import { REFERENCE_VISIBLE_LEVELS, withApiTree } from '../lib/reference-nav.ts';
import { canonicalUrl, pageTitle } from '../lib/title.ts';
import { siteConfig } from '../site.config.ts';
import type { Route } from './+types/api-list';

/** The API reference list (`/api`): every entry, filtered by text, package, status and type (state in the URL). */
export interface ApiListData {
  manifest: ApiManifest;
  nav: NavSliceItem[];
}

export async function loader(): Promise<ApiListData> {
  const { readApiManifest, readApiTree, readReferenceTree } = await import('../lib/reference.server.ts');
  const tree = withApiTree(await readReferenceTree(), await readApiTree());
  return { manifest: await readApiManifest(), nav: navSlice(tree, 'api', REFERENCE_VISIBLE_LEVELS) };
}

export async function clientLoader(): Promise<ApiListData> {
  const [manifest, tree] = await Promise.all([loadApiManifest(), loadReferenceNav()]);
  return { manifest, nav: navSlice(tree, 'api', REFERENCE_VISIBLE_LEVELS) };
}

export function meta({ location }: Route.MetaArgs) {
  return [
    { title: pageTitle(siteConfig.product, 'API Reference') },
    { tagName: 'link', rel: 'canonical', href: canonicalUrl(siteConfig.origin, location.pathname) },
  ];
}

export default function ApiListPage({ loaderData }: Route.ComponentProps) {
  const { manifest, nav } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered HTML shows the unfiltered list; the URL's filters apply once hydrated (no mismatch).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const packages = useMemo(() => manifest.map((m) => m.normalizedModuleName), [manifest]);
  const state: ApiFilterState = hydrated ? parseFilter(searchParams, packages) : DEFAULT_FILTER;
  const groups = useMemo(() => filterApi(manifest, state), [manifest, state.query, state.type, state.package, state.status.join(',')]);
  const count = groups.reduce((n, g) => n + g.items.length, 0);

  const update = (patch: Partial<ApiFilterState>) => {
    setSearchParams(filterToParams({ ...state, ...patch }), { replace: true, preventScrollReset: true });
  };
  const toggleStatus = (status: ApiStatus) =>
    update({ status: state.status.includes(status) ? state.status.filter((s) => s !== status) : [...state.status, status] });

  const ids = { query: useId(), pkg: useId(), type: useId(), count: useId() };
  return (
    <div className="docs-page-layout">
      <SecondaryNav items={nav} activePath="api" label="Reference" loadFullTree={loadReferenceNav} />
      <article className="docs-article docs-api-list-page">
        <header className="docs-page-header">
          <h1 tabIndex={-1}>API Reference</h1>
        </header>
        <form className="docs-api-filters" role="search" aria-label="Filter the API reference" onSubmit={(e) => e.preventDefault()}>
          <div className="docs-api-filter-field">
            <label htmlFor={ids.query}>Filter</label>
            <input
              id={ids.query}
              type="search"
              placeholder="Filter by name or package"
              value={state.query}
              onChange={(e) => update({ query: e.target.value })}
              aria-describedby={ids.count}
            />
          </div>
          <div className="docs-api-filter-field">
            <label htmlFor={ids.pkg}>Package</label>
            <select id={ids.pkg} value={state.package ?? ''} onChange={(e) => update({ package: e.target.value || null })}>
              <option value="">All Packages</option>
              {manifest.map((m) => (
                <option key={m.normalizedModuleName} value={m.normalizedModuleName}>
                  {m.moduleName}
                </option>
              ))}
            </select>
          </div>
          <div className="docs-api-filter-field">
            <label htmlFor={ids.type}>Type</label>
            <select id={ids.type} value={state.type ?? ''} onChange={(e) => update({ type: (e.target.value || null) as ApiEntryType | null })}>
              <option value="">All types</option>
              {API_ENTRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {API_TYPE_LABELS[type].label} ({API_TYPE_LABELS[type].short})
                </option>
              ))}
            </select>
          </div>
          <fieldset className="docs-api-status-chips">
            <legend>Status</legend>
            {API_STATUS_ORDER.map((status) => (
              <button
                key={status}
                type="button"
                className="docs-api-chip"
                aria-pressed={state.status.includes(status)}
                onClick={() => toggleStatus(status)}
              >
                {API_STATUS_LABELS[status]}
              </button>
            ))}
          </fieldset>
        </form>
        <p id={ids.count} className="docs-api-count" aria-live="polite">
          {count === 1 ? '1 API item' : `${count} API items`}
        </p>
        {groups.length === 0 ? (
          <p className="docs-api-empty">No API items found.</p>
        ) : (
          groups.map((group) => (
            <section key={group.normalizedModuleName} className="docs-api-list-group" aria-labelledby={`group-${group.normalizedModuleName}`}>
              <h2 id={`group-${group.normalizedModuleName}`}>{group.moduleName}</h2>
              <ul className="docs-api-list">
                {group.items.map(({ entry, path }) => (
                  <li key={path} className={entry.deprecated ? 'docs-api-list-item docs-api-list-deprecated' : 'docs-api-list-item'}>
                    <Link to={path}>
                      <span className="docs-api-type-letter" data-type={entry.type} title={API_TYPE_LABELS[entry.type].label}>
                        {API_TYPE_LABELS[entry.type].short}
                      </span>
                      <span className="docs-visually-hidden">{API_TYPE_LABELS[entry.type].label}: </span>
                      <span className="docs-api-list-name">{entry.name}</span>
                      {entry.deprecated ? <span className="docs-visually-hidden"> (deprecated)</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </article>
    </div>
  );
}
