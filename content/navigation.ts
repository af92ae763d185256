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
        label: 'Angular Aria',
        status: 'new',
        children: [
          { label: 'Overview', path: 'guide/aria/overview' },
          { label: 'Accordion', path: 'guide/aria/accordion' },
          { label: 'Combobox', path: 'guide/aria/combobox' },
          { label: 'Grid', path: 'guide/aria/grid' },
          { label: 'Listbox', path: 'guide/aria/listbox' },
          { label: 'Menu', path: 'guide/aria/menu' },
          { label: 'Menubar', path: 'guide/aria/menubar' },
          { label: 'Select', path: 'guide/aria/select' },
          { label: 'Tabs', path: 'guide/aria/tabs' },
          { label: 'Toolbar', path: 'guide/aria/toolbar' },
          { label: 'Tree', path: 'guide/aria/tree' },
        ],
      },
      {
        label: 'Animations',
        status: 'updated',
        children: [
          { label: 'Enter and Leave animations', path: 'guide/animations', contentPath: 'guide/animations/enter-and-leave', status: 'new' },
          { label: 'Complex Animations with CSS', path: 'guide/animations/css' },
        ],
      },
      { label: 'Drag and drop', path: 'guide/drag-drop' },
    ],
  },
  {
    label: 'Extended Ecosystem',
    children: [
      { label: 'NgModules', path: 'guide/ngmodules/overview' },
      {
        label: 'Legacy Animations',
        children: [
          { label: 'Overview', path: 'guide/legacy-animations', contentPath: 'guide/animations/overview' },
          { label: 'Transition and Triggers', path: 'guide/legacy-animations/transition-and-triggers' },
          { label: 'Complex Sequences', path: 'guide/legacy-animations/complex-sequences' },
          { label: 'Reusable Animations', path: 'guide/legacy-animations/reusable-animations' },
          { label: 'Migrating to Native CSS Animations', path: 'guide/animations/migration' },
        ],
      },
      {
        label: 'Using RxJS with Angular',
        children: [
          { label: 'Signals interop', path: 'ecosystem/rxjs-interop', contentPath: 'ecosystem/rxjs-interop/signals-interop' },
          { label: 'Component output interop', path: 'ecosystem/rxjs-interop/output-interop' },
          { label: 'Unsubscribing with takeUntilDestroyed', path: 'ecosystem/rxjs-interop/take-until-destroyed' },
        ],
      },
      {
        label: 'Service Workers & PWAs',
        children: [
          { label: 'Overview', path: 'ecosystem/service-workers', contentPath: 'ecosystem/service-workers/overview' },
          { label: 'Getting started', path: 'ecosystem/service-workers/getting-started' },
          { label: 'Configuration file', path: 'ecosystem/service-workers/config' },
          { label: 'Communicating with the service worker', path: 'ecosystem/service-workers/communications' },
          { label: 'Push notifications', path: 'ecosystem/service-workers/push-notifications' },
          { label: 'Service worker devops', path: 'ecosystem/service-workers/devops' },
          { label: 'App shell pattern', path: 'ecosystem/service-workers/app-shell' },
        ],
      },
      { label: 'Web workers', path: 'ecosystem/web-workers' },
      { label: 'Custom build pipeline', path: 'ecosystem/custom-build-pipeline' },
      { label: 'Tailwind', path: 'guide/tailwind', status: 'new' },
    ],
  },
];
