/**
 * Docs pages (the docs tree), and every path no other route serves: the redirects and unknown paths
 * (→ /404). Reference pages (errors, diagnostics, CLI, …) have their own route (reference-page.tsx);
 * both resolve through `resolvePage` (shell/data/resolve-page.ts) and render `MarkdownPage`.
 */
import { MarkdownPage, markdownPageMeta } from '../layout/markdown-page.tsx';
import { assets } from '../data/assets.ts';
import { markdownPage } from '../data/markdown-page.ts';
import type { Route } from './+types/doc';

/** The splat param as a tree path: no leading or trailing slash. */
const routePath = (splat: string | undefined) => (splat ?? '').replace(/^\/+|\/+$/g, '');

export const loader = async ({ params }: Route.LoaderArgs) => markdownPage(await import('../data/disk-assets.server.ts'), routePath(params['*']));
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => markdownPage(assets, routePath(params['*']));

export function meta({ loaderData, location }: Route.MetaArgs) {
  return markdownPageMeta(loaderData, location.pathname);
}

export default function DocPage({ loaderData }: Route.ComponentProps) {
  return <MarkdownPage data={loaderData} />;
}
