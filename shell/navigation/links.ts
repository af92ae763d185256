/**
 * Link rules (spec §2 Links), as pure functions over plain values so they are unit-tested in Node.
 * - Internal links navigate client-side unless a modifier key is held or the link targets another window.
 * - http(s) links are external: new window, no opener.
 * - '#x' links become the current path plus '#x'.
 */
export type LinkAction = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'browser' };

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  /** The raw href attribute as written. */
  href: string | null;
  target: string;
  hasDownload: boolean;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Resolves a raw href against the current path; undefined when it is not an in-site link. */
export function internalTarget(href: string, currentPath: string): string | undefined {
  if (href.startsWith('#')) return `${currentPath.split('#', 1)[0]}${href}`;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  return undefined;
}

/** Same-site files that are not pages (a page's Markdown, llms.txt, images, downloads): the browser opens them. */
const SITE_FILE = /\.(?:md|txt|xml|json|png|svg|jpe?g|gif|webp|pdf|zip)$/i;

/** Decides what a click on an anchor should do. */
export function linkAction(click: ClickLike, anchor: AnchorLike, currentPath: string): LinkAction {
  const href = anchor.href;
  if (!href || click.defaultPrevented || anchor.hasDownload) return { kind: 'browser' };
  if (isExternalHref(href)) return { kind: 'external', href };
  const modified = click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey;
  const otherWindow = anchor.target !== '' && anchor.target !== '_self';
  if (modified || otherWindow) return { kind: 'browser' };
  const to = internalTarget(href, currentPath);
  if (to === undefined || SITE_FILE.test(to.split(/[?#]/, 1)[0]!)) return { kind: 'browser' };
  return { kind: 'internal', to };
}

const PLAIN_CLICK: ClickLike = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

/**
 * The page a link would open client-side, for prefetching on intent (pointer rest, focus, touch):
 * its pathname, or undefined when a plain click would not navigate in the app (external, another
 * window, a download, a site file) or would stay on the current page (a same-page anchor).
 */
export function prefetchTarget(anchor: AnchorLike, currentPath: string): string | undefined {
  const action = linkAction(PLAIN_CLICK, anchor, currentPath);
  if (action.kind !== 'internal') return undefined;
  const pathname = action.to.split(/[?#]/, 1)[0]!;
  return pathname === currentPath.split(/[?#]/, 1)[0] ? undefined : pathname;
}
