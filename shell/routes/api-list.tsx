import { memo, Suspense, use, useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  API_ASSETS,
  API_ENTRY_TYPES,
  API_STATUS_LABELS,
  API_STATUS_ORDER,
  API_TYPE_LABELS,
  type ApiEntryType,
  type ApiManifest,
  type ApiStatus,
} from '../../isomorphic/reference-model.ts';
import { SecondaryNav } from '../layout/secondary-nav.tsx';
import { DEFAULT_FILTER, filterApi, filterToParams, parseFilter, shouldAutofocus, type ApiFilterState } from '../reference/api-filter.ts';
import { mediaMatches } from '../lib/browser.ts';
import { API_LIST_MANIFEST_KEY, apiListPage } from '../reference/api-pages.ts';
import { assets } from '../data/assets.ts';
import { readBuiltFileSync } from '../data/built-file-sync.ts';
import { loadApiManifest, loadReferenceNav } from '../data/trees.ts';
import { pageTitle } from '../head/title.ts';
import { pageMeta } from '../head/page-meta.ts';
import { prerenderedElementHtml, stashedServerData, stashServerData } from '../data/prerendered-html.ts';
import { useLinkInterception } from '../navigation/use-link-interception.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import type { Route } from './+types/api-list';

/**
 * The API reference list (`/api`): every entry, filtered by text, package, status and type (state in
 * the URL). The entry list is not part of the loader data, so the prerendered page does not carry it
 * twice (markup + hydration data): the prerender renders it from the manifest on disk, and the browser
 * keeps that markup as it is (read back from the DOM, not hydrated row by row: no long task building
 * 1,000+ rows on load, and no streamed Suspense reveal shifting the page). The manifest
 * (`/assets/api/manifest.json`) is fetched once the filters are used (focus or pointer), and React
 * renders the list itself only when a filter applies.
 */
const API_MANIFEST = API_ASSETS.manifest;
/** The list's container: its prerendered markup is reused as it is while no filter applies. */
const LIST_ID = 'docs-api-list-body';

export const loader = async () => apiListPage(await import('../data/disk-assets.server.ts'));
export const clientLoader = () => apiListPage(assets);

/** The filters live in the URL's query, which the page's data does not depend on: changing them loads nothing. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, 'API Reference'),
    headline: 'API Reference',
    description: `Every class, function, directive, decorator and type exported by the ${siteConfig.product} packages, with signatures, descriptions and usage notes.`,
    pathname: location.pathname,
    crumbs: undefined,
    type: 'website',
  });
}

export default function ApiListPage({ loaderData }: Route.ComponentProps) {
  const { packages, nav, manifest } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered HTML shows the unfiltered list; the URL's filters apply once the list has
  // hydrated (its props must not change before: see ApiEntryList).
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const packageNames = useMemo(() => packages.map((p) => p.normalizedModuleName), [packages]);
  // One object per distinct query string (the list is memoized on it); deferred, so typing stays
  // responsive while ~1,100 links re-render.
  const query = searchParams.toString();
  const state: ApiFilterState = useMemo(() => (ready ? parseFilter(new URLSearchParams(query), packageNames) : DEFAULT_FILTER), [ready, query, packageNames]);
  const listState = useDeferredValue(state);

  const update = (patch: Partial<ApiFilterState>) => {
    setSearchParams(filterToParams({ ...state, ...patch }), { replace: true, preventScrollReset: true });
  };
  const toggleStatus = (status: ApiStatus) =>
    update({ status: state.status.includes(status) ? state.status.filter((s) => s !== status) : [...state.status, status] });

  // Focus the text filter on load on devices with a fine pointer and hover (not on touch screens,
  // where it would open the keyboard). After the heading focus of a client navigation; never scrolls.
  const queryRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const input = queryRef.current;
      if (input && shouldAutofocus(mediaMatches('(hover: hover) and (pointer: fine)'), document.activeElement)) input.focus({ preventScroll: true });
    });
    return () => clearTimeout(timer);
  }, []);

  const ids = { query: useId(), pkg: useId(), type: useId(), count: useId() };
  return (
    <div className="docs-page-layout">
      <SecondaryNav items={nav} activePath="api" label="Reference" loadFullTree={loadReferenceNav} />
      <article className="docs-article docs-api-list-page">
        <header className="docs-page-header">
          <h1 tabIndex={-1}>API Reference</h1>
        </header>
        <p className="docs-api-intro">
          Every public export of the {siteConfig.product} packages: classes, functions, directives, decorators, interfaces, types and constants. Each entry has
          its signature, its description and notes on how to use it. Narrow the list by name, package, type or status.
        </p>
        <form
          className="docs-api-filters"
          role="search"
          aria-label="Filter the API reference"
          onSubmit={(e) => e.preventDefault()}
          onFocus={prefetchManifest}
          onPointerDown={prefetchManifest}
        >
          <div className="docs-api-filter-field">
            <label htmlFor={ids.query}>Filter</label>
            <input
              ref={queryRef}
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
              {packages.map((m) => (
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
              <button key={status} type="button" className="docs-api-chip" aria-pressed={state.status.includes(status)} onClick={() => toggleStatus(status)}>
                {API_STATUS_LABELS[status]}
              </button>
            ))}
          </fieldset>
        </form>
        <ApiEntryList manifest={manifest} state={listState} countId={ids.count} onReady={onReady} />
      </article>
    </div>
  );
}

interface ApiEntryListProps {
  /** Known after a client navigation; otherwise read on the server, or loaded in the browser. */
  manifest: ApiManifest | undefined;
  state: ApiFilterState;
  countId: string;
  /** Called once the list has mounted or hydrated. */
  onReady: () => void;
}

/**
 * Memoized so that a re-render of the page does not touch the Suspense boundary while it waits to
 * hydrate (an update to a dehydrated boundary would replace the server markup by the fallback).
 */
const ApiEntryList = memo(function ApiEntryList(props: ApiEntryListProps) {
  // No Suspense boundary around the server render: React outlines a large boundary (streams it after
  // the rest of the page and reveals it with a script), which shifted the footer. The server render
  // never suspends (serverManifest), nor does the prerendered list in the browser.
  if (import.meta.env.SSR) return <RenderedList {...props} />;
  const prerendered = prerenderedElementHtml(LIST_ID);
  if (prerendered !== undefined && filterKeyOf(props.state) === UNFILTERED) return <PrerenderedList html={prerendered} onReady={props.onReady} />;
  return (
    <Suspense fallback={<p className="docs-api-count">Loading the API list…</p>}>
      <RenderedList {...props} />
    </Suspense>
  );
});

/** The filters need the manifest: fetched when they are first used, not on load. */
const prefetchManifest = () => void loadApiManifest().catch(() => undefined);

const filterKeyOf = (state: ApiFilterState) => JSON.stringify([state.query, state.type, state.package, [...state.status].sort()]);
const UNFILTERED = filterKeyOf(DEFAULT_FILTER);

/** The unfiltered list as prerendered: kept as it is (links go through the router). */
function PrerenderedList({ html, onReady }: { html: string; onReady: () => void }) {
  const listRef = useRef<HTMLDivElement>(null);
  useLinkInterception(listRef);
  useEffect(() => {
    listRef.current?.setAttribute('data-ready', '');
    onReady();
  }, [onReady]);
  return <div id={LIST_ID} data-prerendered="" ref={listRef} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The prerender's manifest, synchronously: the render must not suspend (a suspended list is streamed
 * after the footer and revealed by a script later, shifting the page). Read from the loader's stash,
 * else from disk (the server render does not always share the loader's module instances).
 */
function serverManifest(): ApiManifest | undefined {
  if (!import.meta.env.SSR) return undefined;
  let manifest = stashedServerData<ApiManifest>(API_LIST_MANIFEST_KEY);
  if (!manifest) {
    manifest = JSON.parse(readBuiltFileSync(API_MANIFEST)) as ApiManifest;
    stashServerData(API_LIST_MANIFEST_KEY, manifest);
  }
  return manifest;
}

/** A missing manifest lists nothing (one array, so the memo below keeps it). */
const NO_ENTRIES: ApiManifest = [];

function RenderedList({ manifest: given, state, countId, onReady }: ApiEntryListProps) {
  const manifest = given ?? serverManifest() ?? use(loadApiManifest()) ?? NO_ENTRIES;
  const groups = useMemo(() => filterApi(manifest, state), [manifest, state]);
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  const listRef = useRef<HTMLDivElement>(null);
  useLinkInterception(listRef);
  useEffect(() => {
    // Marks the list as hydrated (set on the DOM, not rendered: the server markup has no such attribute).
    listRef.current?.setAttribute('data-ready', '');
    onReady();
  }, [onReady]);
  return (
    <div id={LIST_ID} data-prerendered="" ref={listRef}>
      <p id={countId} className="docs-api-count" aria-live="polite">
        {count === 1 ? '1 API item' : `${count} API items`}
      </p>
      {groups.length === 0 ? (
        <p className="docs-api-empty">No API items found.</p>
      ) : (
        groups.map((group) => (
          <section key={group.normalizedModuleName} className="docs-api-list-group" aria-labelledby={`g-${group.normalizedModuleName}`}>
            <h2 id={`g-${group.normalizedModuleName}`}>{group.moduleName}</h2>
            <ul className="docs-api-list">
              {group.items.map(({ entry, path }) => (
                <li key={path} className={entry.deprecated ? 'docs-api-list-item docs-api-list-deprecated' : 'docs-api-list-item'}>
                  <a href={path}>
                    <span className="docs-api-type-letter" data-type={entry.type} aria-hidden="true">
                      {API_TYPE_LABELS[entry.type].short}
                    </span>
                    <span className="docs-visually-hidden">{API_TYPE_LABELS[entry.type].label}: </span>
                    <span className="docs-api-list-name">{entry.name}</span>
                    {entry.deprecated ? <span className="docs-visually-hidden"> (deprecated)</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
