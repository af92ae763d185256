import { type RouteConfig, index, route } from '@react-router/dev/routes';

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
  // Every docs page from the navigation tree, the redirects, and unknown paths (→ /404).
  route('*', 'routes/doc.tsx'),
] satisfies RouteConfig;
