/**
 * Reference pages written in Markdown or generated, outside the API entries: the error encyclopedia,
 * the extended diagnostics, the CLI reference and the generated tables (one route per first path
 * segment, `REFERENCE_ROUTE_PREFIXES` in isomorphic/route-index.ts). A path under them that is no page
 * still reads the redirects, then goes to /404, as on the docs route: both resolve through
 * `resolvePage` and render `MarkdownPage`.
 */
import { MarkdownPage, markdownPageMeta } from '../layout/markdown-page.tsx';
import { assets } from '../data/assets.ts';
import { markdownPage, pagePathOf } from '../data/markdown-page.ts';
import type { Route } from './+types/reference-page';

export const loader = async ({ request }: Route.LoaderArgs) => markdownPage(await import('../data/disk-assets.server.ts'), pagePathOf(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => markdownPage(assets, pagePathOf(request.url));

export function meta({ loaderData, location }: Route.MetaArgs) {
  return markdownPageMeta(loaderData, location.pathname);
}

export default function ReferencePage({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage data={loaderData} />;
}
