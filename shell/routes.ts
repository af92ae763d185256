import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { REFERENCE_ROUTE_PREFIXES } from '../isomorphic/route-index.ts';

/**
 * Route patterns, not one route per page: the client route manifest stays the same size however
 * many pages the content has. The prerender list (react-router.config.ts) enumerates the URLs.
 */
export default [
  index('routes/home.tsx'),
  route('404', 'routes/not-found.tsx'),
  route('playground', 'routes/playground.tsx'),
  route('tutorials', 'routes/tutorials.tsx'),
  // Footer pages (spec §2).
  route('press-kit', 'routes/press-kit.tsx'),
  route('license', 'routes/license.tsx'),
  // The intro and every step of a tutorial: one route instance, reused across steps.
  route('tutorials/:tutorial/:step?', 'routes/tutorial.tsx'),
  // The API reference: the filterable list, and every entry page (api/{module-path}/{entry-name}).
  route('api', 'routes/api-list.tsx'),
  route('api/*', 'routes/api-entry.tsx'),
  // The reference pages outside the API (errors, extended diagnostics, CLI, generated tables): one
  // route per first path segment (`errors/*` also matches `/errors`), one module.
  ...REFERENCE_ROUTE_PREFIXES.map((prefix) => route(`${prefix}/*`, 'routes/reference-page.tsx', { id: `reference-${prefix}` })),
  // Every docs page from the navigation tree, the redirects, and unknown paths (→ /404).
  route('*', 'routes/doc.tsx'),
] satisfies RouteConfig;
