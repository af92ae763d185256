import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * Route patterns, not one route per page: the client route manifest stays the same size however
 * many pages the content has. The prerender list (react-router.config.ts) enumerates the URLs.
 */
export default [
  index('routes/home.tsx'),
  route('404', 'routes/not-found.tsx'),
  // Every docs page from the navigation tree, the redirects, and unknown paths (→ /404).
  route('*', 'routes/doc.tsx'),
] satisfies RouteConfig;
