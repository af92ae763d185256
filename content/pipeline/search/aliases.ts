// Other names of pages and headings, indexed with them (the `aliases` field of a record):
// - from the site's redirects: an old URL names what it now leads to (`guide/templates/event-binding`
//   → 'event binding' on /guide/templates/event-listeners);
// - a small curated list: names readers use that the pages never say (a section titled 'Life of a
//   component instance' is the component lifecycle; NG0100 is ExpressionChangedAfterItHasBeenCheckedError).
// Query-side synonyms (lifecycle ↔ life cycle, ssr ↔ server-side rendering …) are in
// elements/search-dialog/local/synonyms.ts; they apply to every query, these only to their record.
import type { Redirect } from '../redirects.ts';

/** Record URL (page path, or path#heading-id) → other names. Entries whose URL is not built are ignored. */
export const CURATED_ALIASES: Record<string, string[]> = {
  // lifecycle
  '/guide/components#life-of-a-component-instance': ['component lifecycle', 'lifecycle hooks'],
  '/guide/components/lifecycle': ['lifecycle hooks', 'ngOnInit', 'ngOnDestroy', 'ngOnChanges', 'ngAfterViewInit'],
  '/api/core/OnInit': ['lifecycle hook'],
  // event binding, two-way binding
  '/guide/templates/event-listeners': ['event binding', '(click)'],
  '/guide/templates/two-way-binding': ['two-way data binding', 'banana in a box', '[(ngModel)]'],
  // HTTP interceptors
  '/guide/http/interceptors': ['http interceptor', 'HttpInterceptorFn', 'withInterceptors'],
  '/api/common/http/HttpInterceptorFn': ['http interceptor'],
  // styling
  '/guide/components/styling#choose-an-encapsulation-mode': ['view encapsulation', 'ViewEncapsulation', 'shadow DOM'],
  // inputs
  '/guide/components/inputs': ['signal inputs', 'input()'],
  // the errors' exception names
  '/errors/NG0100': ['ExpressionChangedAfterItHasBeenCheckedError'],
  '/errors/NG0201': ['NullInjectorError', 'No provider for'],
  '/errors/NG8001': ['is not a known element'],
  '/errors/NG8002': ["Can't bind to since it isn't a known property"],
};

const words = (slug: string) => slug.replace(/[-_]+/g, ' ').trim();
const segments = (path: string) => path.replace(/^\/+/, '').split('#')[0].split('/').filter(Boolean);

/**
 * The other name an old URL gives its target: the words of its last segment, preceded by its parent
 * segment when the target's path does not have that parent (`guide/signals/inputs` →
 * /guide/components/inputs: 'signals inputs'). None when the name is the target's own last segment
 * (only the case differs: `errors/ng0100`, or punctuation: `api/core/defer` → `@defer`) or an error code.
 */
export function redirectAlias({ from, to }: Redirect): string | undefined {
  const old = segments(from);
  const target = segments(to);
  const last = old.at(-1);
  if (!last) return undefined;
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
  if (/^ng\d+$/i.test(last)) return undefined;
  const parent = old.length >= 3 ? old.at(-2)! : undefined;
  const withParent = parent && !target.includes(parent) && !['guide', 'api', 'docs'].includes(parent);
  if (!withParent && norm(last) === norm(target.at(-1) ?? '')) return undefined;
  return words(withParent ? `${parent} ${last}` : last) || undefined;
}

/** Record URL → aliases, from the redirects and the curated list; only for URLs in `recordUrls`. */
export function searchAliases(redirects: readonly Redirect[], recordUrls: ReadonlySet<string>, curated = CURATED_ALIASES): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  const add = (url: string, name: string) => {
    if (!recordUrls.has(url)) return;
    const list = aliases.get(url) ?? [];
    if (!list.some((n) => n.toLowerCase() === name.toLowerCase())) list.push(name);
    aliases.set(url, list);
  };
  for (const redirect of redirects) {
    const name = redirectAlias(redirect);
    if (name) add(redirect.to.startsWith('/') ? redirect.to : `/${redirect.to}`, name);
  }
  for (const [url, names] of Object.entries(curated)) for (const name of names) add(url, name);
  return aliases;
}
