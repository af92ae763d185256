// The section benchmark (issue 28, "the right section"): queries that name one section of a page, each
// with the page and the anchors that answer it. Written before the section ranking was measured on
// them. A query counts when the first result on its page (top 10) links to one of the anchors; a link
// to the page's top or to another section is a miss.

export interface SectionQuery {
  q: string;
  page: string;
  /** Anchors (without '#') that answer the query: the section, or a subsection of it. */
  anchors: string[];
}

const s = (query: string, page: string, ...anchors: string[]): SectionQuery => ({ q: query, page, anchors });

export const SECTION_QUERIES: SectionQuery[] = [
  // RxJS interop
  s('convert observable to signal', '/ecosystem/rxjs-interop', 'read-an-observable-as-a-signal-with-tosignal'),
  s('signal to observable', '/ecosystem/rxjs-interop', 'turn-a-signal-into-an-observable-with-toobservable'),
  s('rxResource observable loader', '/ecosystem/rxjs-interop', 'load-data-from-an-observable-with-rxresource'),
  // HTTP
  s('interceptor order', '/guide/http/interceptors', 'order'),
  s('modify request in interceptor', '/guide/http/interceptors', 'change-the-request'),
  s('httpcontext per request options', '/guide/http/interceptors', 'per-request-options-with-httpcontext'),
  s('http query parameters headers', '/guide/http/making-requests', 'query-parameters-and-headers'),
  s('http upload progress events', '/guide/http/making-requests', 'progress-events'),
  s('handle http errors', '/guide/http/making-requests', 'handle-errors'),
  s('http request timeout', '/guide/http/making-requests', 'fetch-options-and-timeouts'),
  // Routing
  s('custom page title router', '/guide/routing/common-router-tasks', 'customize-page-titles'),
  s('scroll position restoration', '/guide/routing/common-router-tasks', 'restore-scroll-positions-and-jump-to-anchors'),
  s('set base href', '/guide/routing/common-router-tasks', 'set-the-base-url'),
  s('canDeactivate guard', '/guide/routing/route-guards', 'candeactivate'),
  s('async guard', '/guide/routing/route-guards', 'asynchronous-guards'),
  // Templates
  s('track expression in for loop', '/guide/templates/control-flow', 'choose-a-track-expression'),
  s('$index $first contextual variables', '/guide/templates/control-flow', 'contextual-variables'),
  s('switch exhaustive check every case', '/guide/templates/control-flow', 'check-that-every-case-is-handled'),
  s('toggle css class binding', '/guide/templates/binding', 'toggle-a-single-class'),
  s('bind attribute', '/guide/templates/binding', 'bind-attributes'),
  s('defer prefetch', '/guide/templates/defer', 'prefetch-before-showing'),
  s('defer placeholder loading state', '/guide/templates/defer', 'placeholder-loading-and-error-states'),
  s('combine defer triggers', '/guide/templates/defer', 'combine-triggers'),
  // Components
  s('input transform', '/guide/components/inputs', 'transform-input-values', 'built-in-transforms', 'write-your-own-transform'),
  s('input alias public name', '/guide/components/inputs', 'give-an-input-a-public-name'),
  s('model inputs two-way', '/guide/components/inputs', 'model-inputs'),
  s('output alias', '/guide/components/outputs', 'alias-an-output', 'name-outputs'),
  s('ngOnChanges react to input changes', '/guide/components/lifecycle', 'reacting-to-input-changes-ngonchanges'),
  s('lifecycle hook order', '/guide/components/lifecycle', 'order-of-execution'),
  // Signals
  s('signal equality function', '/guide/signals', 'equality-functions'),
  s('read signal without tracking', '/guide/signals', 'read-without-tracking'),
  // Testing
  s('fake timers component test', '/guide/testing/components-scenarios', 'controlling-time-with-fake-timers'),
  s('override component providers in test', '/guide/testing/components-scenarios', 'override-component-providers'),
  // Forms
  s('reactive form list of controls', '/guide/forms/reactive-forms', 'lists-with-formarray'),
  s('disable form control', '/guide/forms/reactive-forms', 'disable-and-enable'),
  // SSR, hydration
  s('ssr redirects', '/guide/ssr', 'redirects'),
  s('prerender routes with parameters', '/guide/ssr', 'prerender-routes-with-parameters'),
  s('ssr allowed hosts', '/guide/ssr', 'allowed-hosts'),
  s('skip hydration for component', '/guide/hydration', 'skip-hydration-for-a-component'),
  s('hydration with i18n', '/guide/hydration', 'hydration-and-i18n'),
  s('event replay before hydration', '/guide/hydration', 'capture-events-before-hydration'),
  // i18n, animations, build
  s('translate plurals', '/guide/i18n/translation-files', 'translate-plurals-and-alternatives'),
  s('extract source language file', '/guide/i18n/translation-files', 'extract-the-source-language-file'),
  s('animate element leaving', '/guide/animations', 'animate-an-element-out-with-animateleave'),
  s('build size budgets', '/tools/cli/build', 'size-budgets'),
  s('replace constants at build time', '/tools/cli/build', 'replace-constants-at-build-time'),
];
