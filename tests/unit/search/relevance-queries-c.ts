// Held-out set C (issue 28, third round): a third query set, written and committed before it was ever
// run, and never tuned on. The ranking was tuned on the tuning half of relevance-queries.ts only; this
// set says whether what was learnt there generalises to queries nobody tuned for. Each query's targets
// were judged by reading the pages (their headings and text), not by running the search.
// Kinds as in relevance-queries.ts; pages across every section of the site (guides, tutorials, API,
// CLI, errors, extended diagnostics, references, tools, AI, best practices).
import type { QueryKind, RelevanceQuery } from './relevance-queries.ts';

const q = (kind: QueryKind, query: string, ...targets: string[]): RelevanceQuery => ({ q: query, targets, kind });

export const HELD_OUT_C: RelevanceQuery[] = [
  // ── how-to phrases ─────────────────────────────────────────────────────────────────────────
  q('howto', 'set the page title for each route', '/guide/routing/common-router-tasks', '/guide/routing/define-routes', '/api/platform-browser/Title'),
  q('howto', 'retry failed http request', '/guide/http/making-requests', '/guide/http/interceptors'),
  q('howto', 'upload progress events', '/guide/http/making-requests'),
  q('howto', 'show 404 page for unknown routes', '/guide/routing/define-routes'),
  q('howto', 'preload lazy routes', '/guide/routing/loading-strategies', '/api/router/withPreloading'),
  q('howto', 'restore scroll position after navigation', '/guide/routing/common-router-tasks', '/api/router/withInMemoryScrolling'),
  q('howto', 'warn about unsaved changes before leaving page', '/guide/routing/route-guards', '/api/router/CanDeactivateFn'),
  q('howto', 'default value for an input', '/guide/components/inputs'),
  q('howto', 'debounce a signal', '/guide/signals/debounced', '/api/core/debounced'),
  q('howto', 'validate that two passwords match', '/guide/forms/signals/cross-field-logic', '/guide/forms/form-validation'),
  q('howto', 'submit a signal form', '/guide/forms/signals/form-submission', '/guide/forms/signals/async-operations'),
  q('howto', 'add form fields dynamically FormArray', '/guide/forms/reactive-forms', '/guide/forms/dynamic-forms', '/api/forms/FormArray'),
  q('howto', 'api url per environment', '/tools/cli/environments'),
  q('howto', 'load a service lazily', '/guide/di/lazy-loading-services', '/best-practices/performance/lazy-loading-services'),
  q('howto', 'lcp image priority', '/guide/image-optimization', '/api/common/NgOptimizedImage'),
  q('howto', 'run code when a component is destroyed', '/guide/components/lifecycle', '/api/core/DestroyRef', '/api/core/OnDestroy'),
  q('howto', 'project content into several slots', '/guide/components/content-projection', '/guide/templates/ng-content'),
  q('howto', 'test a component input and output', '/guide/testing/components-scenarios'),
  q('howto', 'test an attribute directive', '/guide/testing/attribute-directives'),
  q('howto', 'mark text for translation', '/guide/i18n/prepare'),
  q('howto', 'report missing translations', '/guide/i18n/merge'),
  q('howto', 'stagger list animation', '/guide/legacy-animations/complex-sequences', '/guide/animations/css'),
  q('howto', 'cache api responses in service worker', '/ecosystem/service-workers/config'),
  q('howto', 'listen to window resize', '/guide/templates/event-listeners', '/guide/components/host-elements', '/api/core/HostListener'),
  q('howto', 'skip hydration for a component', '/guide/hydration'),

  // ── exported names and members ─────────────────────────────────────────────────────────────
  q('api', 'HttpParams', '/api/common/http/HttpParams'),
  q('api', 'Renderer2', '/api/core/Renderer2'),
  q('api', 'ChangeDetectorRef markForCheck', '/api/core/ChangeDetectorRef'),
  q('api', 'withPreloading', '/api/router/withPreloading'),
  q('api', 'CanDeactivateFn', '/api/router/CanDeactivateFn'),
  q('api', 'HttpHeaders', '/api/common/http/HttpHeaders'),
  q('api', 'contentChildren', '/api/core/contentChildren', '/guide/components/queries'),
  q('api', 'DomSanitizer', '/api/platform-browser/DomSanitizer'),
  q('api', 'provideAppInitializer', '/api/core/provideAppInitializer'),
  q('api', 'FormArray', '/api/forms/FormArray'),
  q('api', 'withFetch', '/api/common/http/withFetch'),
  q('api', 'router navigate', '/api/router/Router', '/guide/routing/navigate-to-routes'),
  q('api', 'ComponentFixture detectChanges', '/api/core/testing/ComponentFixture'),
  q('api', 'TestBed.inject', '/api/core/testing/TestBed'),
  q('api', 'HostBinding', '/api/core/HostBinding'),
  q('api', 'rxResource', '/api/core/rxjs-interop/rxResource'),
  q('api', 'NgTemplateOutlet', '/api/common/NgTemplateOutlet'),
  q('api', 'CurrencyPipe', '/api/common/CurrencyPipe'),
  q('api', 'booleanAttribute', '/api/core/booleanAttribute', '/guide/components/inputs'),
  q('api', 'HttpContext', '/api/common/http/HttpContext'),
  q('api', 'withEventReplay', '/api/platform-browser/withEventReplay', '/guide/hydration'),
  q('api', 'afterEveryRender', '/api/core/afterEveryRender'),

  // ── CLI commands with options ──────────────────────────────────────────────────────────────
  q('cli', 'ng serve --port 4300', '/cli/serve'),
  q('cli', 'ng generate pipe', '/cli/generate/pipe'),
  q('cli', 'ng g d', '/cli/generate/directive'),
  q('cli', 'ng test --coverage', '/cli/test', '/guide/testing/code-coverage'),
  q('cli', 'ng config', '/cli/config'),
  q('cli', 'ng analytics disable', '/cli/analytics/disable', '/cli/analytics'),
  q('cli', 'ng new --routing', '/cli/new'),
  q('cli', 'ng version', '/cli/version'),
  q('cli', 'ng build --watch', '/cli/build'),
  q('cli', 'ng add @angular/ssr', '/guide/ssr'),
  q('cli', 'ng generate resolver', '/cli/generate/resolver'),
  q('cli', 'ng completion', '/cli/completion'),

  // ── error codes and messages ───────────────────────────────────────────────────────────────
  q('error', 'NG0300 multiple components match', '/errors/NG0300'),
  q('error', 'NG0904', '/errors/NG0904'),
  q('error', 'ng0602', '/errors/NG0602'),
  q('error', 'NG8003', '/errors/NG8003'),
  q('error', 'the pipe could not be found', '/errors/NG0302'),
  q('error', 'NG0507 html altered after ssr', '/errors/NG0507'),
  q('error', 'NG8102', '/extended-diagnostics/NG8102'),
  q('error', 'unsafe iframe src binding', '/errors/NG0910'),
  q('error', 'signal not invoked in template', '/extended-diagnostics/NG8109'),
  q('error', '0956', '/errors/NG0956'),

  // ── template syntax as written ─────────────────────────────────────────────────────────────
  q('api', '@empty', '/guide/templates/control-flow'),
  q('api', '@placeholder', '/guide/templates/defer'),
  q('api', '(keyup.enter)', '/guide/templates/event-listeners'),
  q('api', '[attr.aria-label]', '/guide/templates/binding'),
  q('api', '*ngFor', '/api/common/NgFor', '/api/common/NgForOf', '/reference/migrations/control-flow'),
  q('api', '[ngClass]', '/api/common/NgClass', '/reference/migrations/ngclass-to-class'),
  q('api', '| async', '/api/common/AsyncPipe', '/guide/templates/pipes'),
  q('api', '#myInput', '/guide/templates/variables'),

  // ── concepts ───────────────────────────────────────────────────────────────────────────────
  q('concept', 'event replay', '/guide/hydration', '/api/platform-browser/withEventReplay'),
  q('concept', 'error boundaries', '/guide/templates/error-boundaries'),
  q('concept', 'pure and impure pipes', '/guide/templates/pipes'),
  q('concept', 'content security policy', '/best-practices/security'),
  q('concept', 'trusted types', '/best-practices/security'),
  q('concept', 'secondary entry points', '/tools/libraries/angular-package-format'),
  q('concept', 'webmcp', '/ai/webmcp'),
  q('concept', 'llm prompts', '/ai/develop-with-ai'),
  q('concept', 'profiler flame graph', '/tools/devtools/profiler', '/best-practices/profiling-with-chrome-devtools'),
  q('concept', 'xsrf protection', '/best-practices/security', '/api/common/http/withXsrfConfiguration'),
  q('concept', 'self-closing tags', '/reference/migrations/self-closing-tags'),
  q('concept', 'breaking changes in v21', '/reference/api-changes/v21'),
  q('concept', 'workspace file structure', '/reference/configs/file-structure'),
  q('concept', 'aria tabs', '/guide/aria/tabs'),
  q('concept', 'menubar keyboard navigation', '/guide/aria/menubar'),

  // ── several ideas ──────────────────────────────────────────────────────────────────────────
  q('multi', 'signal forms async validation http', '/guide/forms/signals/async-operations'),
  q('multi', 'lazy load component on route with loadComponent', '/guide/routing/loading-strategies', '/guide/routing/define-routes'),

  // ── typos and spellings ────────────────────────────────────────────────────────────────────
  q('typo', 'dependancy injection', '/guide/di', '/essentials/dependency-injection'),
  q('typo', 'hyrdation', '/guide/hydration'),
  q('typo', 'interseptor', '/guide/http/interceptors', '/api/common/http/HttpInterceptorFn'),
  q('typo', 'strucutral directives', '/guide/directives/structural-directives'),
  q('typo', 'linkedSingal', '/api/core/linkedSignal', '/guide/signals/linked-signal'),
  q('typo', 'ActivatedRout', '/api/router/ActivatedRoute'),
  q('typo', 'schematcs', '/tools/cli/schematics'),
  q('typo', 'optimise images', '/guide/image-optimization'),
];
