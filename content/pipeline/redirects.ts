/**
 * Redirects: the route-level ones (docs → overview, reference → its default page) and the legacy
 * paths of older docs (inventory §2.6). Only redirects whose target page exists are emitted, so a
 * redirect never leads to a 404.
 */
export interface Redirect {
  from: string;
  to: string;
}

export const ROUTE_REDIRECTS: Redirect[] = [
  { from: 'docs', to: '/overview' },
  { from: 'reference', to: '/api' },
];

export const LEGACY_REDIRECTS: Redirect[] = [
  { from: 'guide/defer', to: '/guide/templates/defer' },
  // Our components page covers imports under this heading (angular.dev: #using-components).
  { from: 'guide/components/importing', to: '/guide/components#what-the-template-can-use' },
  { from: 'guide/templates/attribute-binding', to: '/guide/templates/binding#binding-dynamic-properties-and-attributes' },
  { from: 'guide/templates/interpolation', to: '/guide/templates/binding#render-dynamic-text-with-text-interpolation' },
  { from: 'guide/templates/class-binding', to: '/guide/templates/binding#css-class-and-style-property-bindings' },
  { from: 'guide/templates/event-binding', to: '/guide/templates/event-listeners' },
  { from: 'guide/templates/let-template-variables', to: '/guide/templates/variables#local-template-variables-with-let' },
  { from: 'guide/templates/property-binding', to: '/guide/templates/binding#binding-dynamic-properties-and-attributes' },
  { from: 'guide/templates/property-binding-best-practices', to: '/guide/templates/binding#binding-dynamic-properties-and-attributes' },
  { from: 'guide/templates/reference-variables', to: '/guide/templates/variables#template-reference-variables' },
  { from: 'guide/templates/svg-in-templates', to: '/guide/templates/binding' },
  { from: 'guide/templates/template-statements', to: '/guide/templates/event-listeners' },
  { from: 'guide/signals/rxjs-interop', to: '/ecosystem/rxjs-interop' },
  { from: 'guide/components/output-function', to: '/guide/components/outputs' },
  { from: 'guide/signals/queries', to: '/guide/components/queries' },
  { from: 'guide/signals/model', to: '/guide/components/inputs' },
  { from: 'guide/signals/inputs', to: '/guide/components/inputs' },
  { from: 'guide/ngmodules', to: '/guide/ngmodules/overview' },
  { from: 'guide/ngmodules/providers', to: '/guide/ngmodules/overview' },
  { from: 'guide/ngmodules/singleton-services', to: '/guide/ngmodules/overview' },
  { from: 'guide/ngmodules/lazy-loading', to: '/guide/ngmodules/overview' },
  { from: 'guide/ngmodules/faq', to: '/guide/ngmodules/overview' },
  { from: 'guide/components/anatomy-of-components', to: '/guide/components' },
  { from: 'guide/hybrid-rendering', to: '/guide/ssr' },
  { from: 'guide/prerendering', to: '/guide/ssr' },
  // Our docs describe hot module replacement on the `ng serve` page (angular.dev: the build-system migration page).
  { from: 'hmr', to: '/tools/cli/serve#hot-module-replacement' },
  { from: 'guide/pipes', to: '/guide/templates/pipes' },
  { from: 'guide/experimental/zoneless', to: '/guide/zoneless' },
  { from: 'guide/animations/route-animations', to: '/guide/routing/route-transition-animations' },
  { from: 'guide/animations/enter-and-leave', to: '/guide/animations' },
  { from: 'guide/animations/transitions-and-triggers', to: '/guide/legacy-animations/transition-and-triggers' },
  { from: 'guide/animations/complex-sequences', to: '/guide/legacy-animations/complex-sequences' },
  { from: 'guide/animations/reusable-animations', to: '/guide/legacy-animations/reusable-animations' },
];

/**
 * Keeps the redirects whose target resolves: the target path is a page, and its `#anchor` (if any)
 * is a heading id on that page. `headingsOf` returns the ids of a page, or undefined if it is no page.
 */
export function activeRedirects(redirects: Redirect[], headingsOf: (path: string) => readonly string[] | undefined): Redirect[] {
  return redirects.filter(({ from, to }) => {
    const [pathPart, anchor] = to.split('#', 2) as [string, string | undefined];
    const ids = headingsOf(pathPart.replace(/^\//, ''));
    if (!ids) return false;
    if (headingsOf(from)) return false; // a real page wins over a redirect
    return anchor === undefined || ids.includes(anchor);
  });
}
