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
          { label: 'Variables in templates', path: 'guide/templates/variables' },
          { label: 'Pipes', path: 'guide/templates/pipes' },
          { label: 'Create template fragments with ng-template', path: 'guide/templates/ng-template' },
          { label: 'Grouping elements with ng-container', path: 'guide/templates/ng-container' },
          { label: 'Deferred loading with @defer', path: 'guide/templates/defer' },
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
        ],
      },
      {
        label: 'Routing',
        status: 'updated',
        children: [
          { label: 'Overview', path: 'guide/routing', contentPath: 'guide/routing/overview' },
          { label: 'Define routes', path: 'guide/routing/define-routes' },
          { label: 'Route Loading Strategies', path: 'guide/routing/loading-strategies' },
          { label: 'Navigate to routes', path: 'guide/routing/navigate-to-routes' },
          { label: 'Read route state', path: 'guide/routing/read-route-state' },
          { label: 'Control route access with guards', path: 'guide/routing/route-guards' },
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
];
