/**
 * Docs pages (the docs tree), and every path no other route serves: the redirects and unknown paths
 * (→ /404). Reference pages (errors, diagnostics, CLI, …) have their own route (reference-page.tsx);
 * both resolve through `resolvePage` (shell/lib/resolve-page.ts) and render `MarkdownPage`.
 */
import { MarkdownPage, markdownPageMeta } from '../layout/markdown-page.tsx';
import { fetchMarkdownPage } from '../lib/markdown-page.client.ts';
import type { MarkdownPageData } from '../data/markdown-page.ts';
import type { Route } from './+types/doc';

/** The splat param as a tree path: no leading or trailing slash. */
const routePath = (splat: string | undefined) => (splat ?? '').replace(/^\/+|\/+$/g, '');

/** Build time (prerender): read the page from disk. */
export async function loader({ params }: Route.LoaderArgs): Promise<MarkdownPageData> {
  const { loadMarkdownPage } = await import('../lib/markdown-page.server.ts');
  return loadMarkdownPage(routePath(params['*']));
}

/** Browser: resolve the path (route index, then the docs tree or the redirects), then fetch the fragment (cached). */
export function clientLoader({ params }: Route.ClientLoaderArgs): Promise<MarkdownPageData> {
  return fetchMarkdownPage(routePath(params['*']));
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return markdownPageMeta(loaderData, location.pathname);
}

export default function DocPage({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage data={loaderData} />;
}
