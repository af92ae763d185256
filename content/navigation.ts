import type { SiteTreeItem } from './navigation-types.ts';

/**
 * The docs section of the site tree (spec §2). Routes, the prerender list and the secondary
 * navigation are derived from it. Every item with a `path` must have a Markdown file at
 * `content/docs/<contentPath ?? path>.md`; the build fails otherwise, so the tree only lists
 * pages that exist.
 */
export const DOCS_TREE: SiteTreeItem[] = [
  {
    label: 'Introduction',
    children: [
      { label: 'What is Angular?', path: 'overview', contentPath: 'introduction/what-is-angular' },
      { label: 'Installation', path: 'installation' },
      {
        label: 'Essentials',
        children: [
          { label: 'Overview', path: 'essentials', contentPath: 'essentials/overview' },
          { label: 'Composition with components', path: 'essentials/components' },
          { label: 'Reactivity with signals', path: 'essentials/signals' },
          { label: 'Dynamic interfaces with templates', path: 'essentials/templates' },
          { label: 'Forms with signals', path: 'essentials/signal-forms', status: 'new' },
          { label: 'Modular design with dependency injection', path: 'essentials/dependency-injection' },
          { label: 'Next Steps', path: 'essentials/next-steps' },
        ],
      },
    ],
  },
  {
    label: 'In-depth Guides',
    children: [
      {
        label: 'Signals',
        status: 'updated',
        children: [
          { label: 'Overview', path: 'guide/signals', contentPath: 'guide/signals/overview' },
          { label: 'Dependent state with linkedSignal', path: 'guide/signals/linked-signal' },
          { label: 'Async reactivity with resources', path: 'guide/signals/resource' },
          { label: 'Side effects for non-reactive APIs', path: 'guide/signals/effect' },
        ],
      },
      {
        label: 'Components',
        children: [
          { label: 'Anatomy of components', path: 'guide/components', contentPath: 'guide/components/overview' },
          { label: 'Selectors', path: 'guide/components/selectors' },
          { label: 'Styling', path: 'guide/components/styling' },
          { label: 'Accepting data with input properties', path: 'guide/components/inputs' },
          { label: 'Custom events with outputs', path: 'guide/components/outputs' },
          { label: 'Content projection with ng-content', path: 'guide/components/content-projection' },
          { label: 'Host elements', path: 'guide/components/host-elements' },
          { label: 'Lifecycle', path: 'guide/components/lifecycle' },
          { label: 'Referencing component children with queries', path: 'guide/components/queries' },
          { label: 'Using DOM APIs', path: 'guide/components/dom-apis' },
          { label: 'Inheritance', path: 'guide/components/inheritance' },
          { label: 'Programmatically rendering components', path: 'guide/components/programmatic-rendering' },
          { label: 'Advanced configuration', path: 'guide/components/advanced-configuration' },
          { label: 'Custom Elements', path: 'guide/elements' },
        ],
      },
      {
        label: 'Templates',
        children: [
          { label: 'Overview', path: 'guide/templates', contentPath: 'guide/templates/overview' },
          { label: 'Binding dynamic text, properties and attributes', path: 'guide/templates/binding' },
          { label: 'Adding event listeners', path: 'guide/templates/event-listeners' },
          { label: 'Two-way binding', path: 'guide/templates/two-way-binding' },
          { label: 'Control flow', path: 'guide/templates/control-flow' },
          { label: 'Pipes', path: 'guide/templates/pipes' },
          { label: 'Slotting child content with ng-content', path: 'guide/templates/ng-content' },
          { label: 'Create template fragments with ng-template', path: 'guide/templates/ng-template' },
          { label: 'Grouping elements with ng-container', path: 'guide/templates/ng-container' },
          { label: 'Variables in templates', path: 'guide/templates/variables' },
          { label: 'Deferred loading with @defer', path: 'guide/templates/defer' },
          { label: 'Expression syntax', path: 'guide/templates/expression-syntax' },
          { label: 'Whitespace in templates', path: 'guide/templates/whitespace' },
        ],
      },
      {
        label: 'Directives',
        children: [
          { label: 'Overview', path: 'guide/directives', contentPath: 'guide/directives/overview' },
          { label: 'Attribute directives', path: 'guide/directives/attribute-directives' },
          { label: 'Structural directives', path: 'guide/directives/structural-directives' },
          { label: 'Directive composition API', path: 'guide/directives/directive-composition-api' },
          { label: 'Optimizing images with NgOptimizedImage', path: 'guide/image-optimization' },
        ],
      },
      {
        label: 'Dependency Injection',
        status: 'updated',
        children: [
          { label: 'Overview', path: 'guide/di', contentPath: 'guide/di/overview' },
          { label: 'Creating and using services', path: 'guide/di/creating-and-using-services' },
          { label: 'Defining dependency providers', path: 'guide/di/defining-dependency-providers' },
          { label: 'Injection context', path: 'guide/di/dependency-injection-context' },
          { label: 'Hierarchical injectors', path: 'guide/di/hierarchical-dependency-injection' },
          { label: 'Optimizing injection tokens', path: 'guide/di/lightweight-injection-tokens' },
          { label: 'DI in action', path: 'guide/di/di-in-action' },
          { label: 'Debugging and troubleshooting DI', path: 'guide/di/debugging-and-troubleshooting-di', status: 'new' },
        ],
      },
      {
        label: 'Routing',
        status: 'updated',
        children: [
          { label: 'Overview', path: 'guide/routing', contentPath: 'guide/routing/overview' },
          { label: 'Define routes', path: 'guide/routing/define-routes' },
          { label: 'Route Loading Strategies', path: 'guide/routing/loading-strategies' },
          { label: 'Show routes with Outlets', path: 'guide/routing/show-routes-with-outlets' },
          { label: 'Navigate to routes', path: 'guide/routing/navigate-to-routes' },
          { label: 'Read route state', path: 'guide/routing/read-route-state' },
          { label: 'Redirecting routes', path: 'guide/routing/redirecting-routes' },
          { label: 'Control route access with guards', path: 'guide/routing/route-guards' },
          { label: 'Route data resolvers', path: 'guide/routing/data-resolvers' },
          { label: 'Lifecycle and events', path: 'guide/routing/lifecycle-and-events' },
          { label: 'Testing routing and navigation', path: 'guide/routing/testing', status: 'new' },
          { label: 'Other routing tasks', path: 'guide/routing/common-router-tasks' },
          { label: 'Creating custom route matches', path: 'guide/routing/routing-with-urlmatcher' },
          { label: 'Rendering strategies', path: 'guide/routing/rendering-strategies', status: 'new' },
          { label: 'Customizing route behavior', path: 'guide/routing/customizing-route-behavior', status: 'new' },
          { label: 'Router reference', path: 'guide/routing/router-reference' },
          { label: 'Route transition animations', path: 'guide/routing/route-transition-animations' },
        ],
      },
      {
        label: 'Server-side & hybrid-rendering',
        children: [
          { label: 'Overview', path: 'guide/performance', contentPath: 'guide/performance/overview' },
          { label: 'Server-side and hybrid-rendering', path: 'guide/ssr' },
          { label: 'Hydration', path: 'guide/hydration' },
          { label: 'Incremental Hydration', path: 'guide/incremental-hydration' },
        ],
      },
      {
        label: 'Testing',
        children: [
          { label: 'Overview', path: 'guide/testing', contentPath: 'guide/testing/overview' },
          { label: 'Basics of testing components', path: 'guide/testing/components-basics' },
          { label: 'Component testing scenarios', path: 'guide/testing/components-scenarios' },
          { label: 'Testing services', path: 'guide/testing/services' },
          { label: 'Testing attribute directives', path: 'guide/testing/attribute-directives' },
          { label: 'Testing pipes', path: 'guide/testing/pipes' },
          { label: 'Debugging tests', path: 'guide/testing/debugging' },
          { label: 'Code coverage', path: 'guide/testing/code-coverage' },
          { label: 'Testing utility APIs', path: 'guide/testing/utility-apis' },
          { label: 'Component harnesses overview', path: 'guide/testing/component-harnesses-overview' },
          { label: 'Using component harnesses in tests', path: 'guide/testing/using-component-harnesses' },
          { label: 'Creating harnesses for your components', path: 'guide/testing/creating-component-harnesses' },
          {
            label: 'Adding harness support for additional testing environments',
            path: 'guide/testing/component-harnesses-testing-environments',
          },
          { label: 'Migrating from Karma to Vitest', path: 'guide/testing/migrating-to-vitest' },
          { label: 'Testing with Karma and Jasmine', path: 'guide/testing/karma' },
          { label: 'Zone.js Testing Utilities', path: 'guide/testing/zone-js-testing-utilities' },
        ],
      },
      {
        label: 'Forms',
        status: 'updated',
        children: [
          { label: 'Overview', path: 'guide/forms', contentPath: 'guide/forms/overview' },
          { label: 'Overview', path: 'guide/forms/signals/overview', category: 'Signal Forms', status: 'new' },
          { label: 'Form models', path: 'guide/forms/signals/models', category: 'Signal Forms', status: 'new' },
          {
            label: 'Form model design',
            path: 'guide/forms/signals/model-design',
            contentPath: 'guide/forms/signals/designing-your-form-model',
            category: 'Signal Forms',
            status: 'new',
          },
          { label: 'Field state management', path: 'guide/forms/signals/field-state-management', category: 'Signal Forms', status: 'new' },
          { label: 'Validation', path: 'guide/forms/signals/validation', category: 'Signal Forms', status: 'new' },
          { label: 'Form logic', path: 'guide/forms/signals/form-logic', category: 'Signal Forms', status: 'new' },
          { label: 'Async operations', path: 'guide/forms/signals/async-operations', category: 'Signal Forms', status: 'new' },
          { label: 'Custom controls', path: 'guide/forms/signals/custom-controls', category: 'Signal Forms', status: 'new' },
          {
            label: 'Comparison with other form systems',
            path: 'guide/forms/signals/comparison',
            category: 'Signal Forms',
            status: 'new',
          },
          {
            label: 'Migrating from Reactive Forms',
            path: 'guide/forms/signals/migration',
            category: 'Signal Forms',
            status: 'new',
          },
          { label: 'Reactive forms', path: 'guide/forms/reactive-forms', category: 'Reactive Forms' },
          { label: 'Strictly typed reactive forms', path: 'guide/forms/typed-forms', category: 'Reactive Forms' },
          { label: 'Validate form input', path: 'guide/forms/form-validation', category: 'Reactive Forms' },
          { label: 'Building dynamic forms', path: 'guide/forms/dynamic-forms', category: 'Reactive Forms' },
          { label: 'Template-driven forms', path: 'guide/forms/template-driven-forms', category: 'Template driven Forms' },
        ],
      },
      {
        label: 'HTTP Client',
        children: [
          { label: 'Overview', path: 'guide/http', contentPath: 'guide/http/overview' },
          { label: 'Setting up HttpClient', path: 'guide/http/setup' },
          { label: 'Making requests', path: 'guide/http/making-requests' },
          { label: 'Reactive data fetching with httpResource', path: 'guide/http/http-resource' },
          { label: 'Intercepting requests and responses', path: 'guide/http/interceptors' },
          { label: 'Testing', path: 'guide/http/testing' },
        ],
      },
    ],
  },
  {
    label: 'Developer Tools',
    children: [
      {
        label: 'Angular CLI',
        children: [
          { label: 'Local set-up', path: 'tools/cli/setup-local' },
        ],
      },
    ],
  },
];
