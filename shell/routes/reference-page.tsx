/**
 * Reference pages written in Markdown or generated, outside the API entries: the error encyclopedia,
 * the extended diagnostics, the CLI reference and the generated tables (one route per first path
 * segment, `REFERENCE_ROUTE_PREFIXES` in isomorphic/route-index.ts). A path under them that is no page
 * still reads the redirects, then goes to /404, as on the docs route: both resolve through
 * `resolvePage` and render `MarkdownPage`.
 */
import { MarkdownPage, markdownPageMeta } from '../layout/markdown-page.tsx';
import { fetchMarkdownPage } from '../lib/markdown-page.client.ts';
import { pagePathOf, type MarkdownPageData } from '../data/markdown-page.ts';
import type { Route } from './+types/reference-page';

/** Build time (prerender): read the page from disk. */
export async function loader({ request }: Route.LoaderArgs): Promise<MarkdownPageData> {
  const { loadMarkdownPage } = await import('../lib/markdown-page.server.ts');
  return loadMarkdownPage(pagePathOf(request.url));
}

/** Browser: resolve the path (route index, then the reference tree or the redirects), then fetch the fragment (cached). */
export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<MarkdownPageData> {
  return fetchMarkdownPage(pagePathOf(request.url));
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return markdownPageMeta(loaderData, location.pathname);
}

export default function ReferencePage({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage data={loaderData} />;
}
