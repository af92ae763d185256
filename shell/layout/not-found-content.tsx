import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { missingPath, openSearch, searchWordsFromPath } from '../navigation/missing-path.ts';

const SECTIONS = [
  { label: 'Docs', to: '/overview', text: 'guides from the first component to deployment' },
  { label: 'Tutorials', to: '/tutorials', text: 'learn step by step, in the browser' },
  { label: 'Playground', to: '/playground', text: 'try code without installing anything' },
  { label: 'Reference', to: '/api', text: 'every API, CLI command and error' },
];

/**
 * The "Page not found" page: a search box filled with the words of the address that was not found
 * (when the page knows it: a link followed in the site, or this page shown at that address), and the
 * sections to start from.
 */
export function NotFoundContent() {
  const { pathname } = useLocation();
  const [query, setQuery] = useState(() => searchWordsFromPath(pathname === '/404' ? (missingPath() ?? '') : pathname));
  const search = (event: FormEvent) => {
    event.preventDefault();
    openSearch(query);
  };
  return (
    <div className="docs-error-page">
      <h1 tabIndex={-1}>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link that brought you here may be mistyped.</p>
      <search>
        <form className="docs-not-found-search" onSubmit={search}>
          <label htmlFor="docs-not-found-query">Search the documentation</label>
          <div className="docs-not-found-search-row">
            <input id="docs-not-found-query" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
            <button type="submit">Search</button>
          </div>
        </form>
      </search>
      <h2>Or start from a section</h2>
      <ul className="docs-not-found-sections">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>{section.label}</Link>: {section.text}
          </li>
        ))}
        <li>
          <Link to="/">The home page</Link>
        </li>
      </ul>
    </div>
  );
}
