/**
 * Data and rules of the update guide (/update-guide). Pure module: the build renders the default
 * selection as a static list from it (the page works without JavaScript), and the page's script uses
 * the same functions for any other selection. One entry per change a developer has to act on, from v2
 * to v22, written in our words from the framework's release notes and changelogs; v22 entries follow
 * the update migrations of the installed @angular/core (schematics/migrations.json).
 *
 * Versions are numbers: major * 100 + minor * 10 (`20.0` → 2000, `10.2` → 1020, `2.4` → 204 for the
 * two-digit minors of v2).
 */

export type Level = 1 | 2 | 3;

export interface UpdateOptions {
  /** The application combines AngularJS and Angular (ngUpgrade). */
  ngUpgrade: boolean;
  /** The application uses Angular Material / the CDK. */
  material: boolean;
  /** Commands for Windows' cmd (instead of a POSIX shell). */
  windows: boolean;
}

export interface Recommendation {
  /** Stable id, also the checkbox id. */
  id: string;
  /** Our text (Markdown: inline code and links). */
  action: string;
  /** First version in which the change can be made. */
  possibleIn: number;
  /** Version from which the change is required. */
  necessaryAsOf: number;
  level: Level;
  /** true: only with the option; false: only without it; absent: always. */
  ngUpgrade?: boolean;
  material?: boolean;
  windows?: boolean;
  /** Page of this site that explains the change (route path, may carry a #fragment). */
  link?: string;
}

export const LEVELS: { value: Level; name: string; description: string }[] = [
  { value: 1, name: 'Basic', description: 'A small application: components, templates, routing, forms, HTTP.' },
  { value: 2, name: 'Medium', description: 'A larger application with tests, custom configuration and lazy loading.' },
  { value: 3, name: 'Advanced', description: 'Libraries, custom builders or renderers, low-level APIs and server rendering internals.' },
];

export const OPTIONS: { id: keyof UpdateOptions; name: string; description: string }[] = [
  { id: 'ngUpgrade', name: 'ngUpgrade', description: 'the application mixes AngularJS and Angular' },
  { id: 'material', name: 'Angular Material', description: 'the application uses Angular Material or the CDK' },
  { id: 'windows', name: 'Windows', description: 'show commands for the Windows command prompt' },
];

/** Every version the guide offers, newest first (minors where the release had several). */
export const VERSIONS: { name: string; number: number }[] = [
  ...[22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11].map((major) => ({ name: `${major}.0`, number: major * 100 })),
  { name: '10.2', number: 1020 },
  { name: '10.1', number: 1010 },
  { name: '10.0', number: 1000 },
  { name: '9.1', number: 910 },
  { name: '9.0', number: 900 },
  { name: '8.2', number: 820 },
  { name: '8.1', number: 810 },
  { name: '8.0', number: 800 },
  { name: '7.2', number: 720 },
  { name: '7.1', number: 710 },
  { name: '7.0', number: 700 },
  { name: '6.1', number: 610 },
  { name: '6.0', number: 600 },
  { name: '5.2', number: 520 },
  { name: '5.1', number: 510 },
  { name: '5.0', number: 500 },
  { name: '4.4', number: 440 },
  { name: '4.3', number: 430 },
  { name: '4.2', number: 420 },
  { name: '4.1', number: 410 },
  { name: '4.0', number: 400 },
  { name: '2.4', number: 204 },
  { name: '2.3', number: 203 },
  { name: '2.2', number: 202 },
  { name: '2.1', number: 201 },
  { name: '2.0', number: 200 },
];

/** `necessaryAsOf` of optional modernizations: not required by any released version. */
export const OPTIONAL = 9900;

/** The documented version: selecting a later one is refused with a warning. */
export const CURRENT_VERSION = 2200;

export const DEFAULT_SELECTION = { from: 2100, to: 2200, level: 2 as Level };

const ngUpdate = (major: number, extra = ''): string =>
  `Run \`ng update @angular/core@${major} @angular/cli@${major}${extra}\` in the workspace, then review and commit the changes the migrations made.`;
const materialUpdate = (major: number): string =>
  `Run \`ng update @angular/material@${major}\` to update Angular Material and the CDK; its migrations update your code.`;
/** Before v9 `ng update` of the target version had to be started with `npx` and the version check disabled. */
const legacyUpdate = (major: number, windows: boolean, packages: string): string =>
  windows
    ? `Run \`cmd /C "set "NG_DISABLE_VERSION_CHECK=1" && npx @angular/cli@${major} update ${packages}"\` in the workspace.`
    : `Run \`NG_DISABLE_VERSION_CHECK=1 npx @angular/cli@${major} update ${packages}\` in the workspace.`;

function perMajorUpdate(major: number): Recommendation[] {
  const v = major * 100;
  const packages = `@angular/cli@${major} @angular/core@${major}`;
  const core: Recommendation[] =
    major < 9
      ? [
          {
            id: `v${major}-update-posix`,
            action: legacyUpdate(major, false, packages),
            possibleIn: v,
            necessaryAsOf: v,
            level: 1,
            windows: false,
            link: '/cli/update',
          },
          {
            id: `v${major}-update-windows`,
            action: legacyUpdate(major, true, packages),
            possibleIn: v,
            necessaryAsOf: v,
            level: 1,
            windows: true,
            link: '/cli/update',
          },
        ]
      : [{ id: `v${major}-update`, action: ngUpdate(major), possibleIn: v, necessaryAsOf: v, level: 1, link: '/cli/update' }];
  const material: Recommendation[] =
    major < 9
      ? [
          {
            id: `v${major}-material-posix`,
            action: legacyUpdate(major, false, `@angular/material@${major}`),
            possibleIn: v,
            necessaryAsOf: v,
            level: 1,
            material: true,
            windows: false,
          },
          {
            id: `v${major}-material-windows`,
            action: legacyUpdate(major, true, `@angular/material@${major}`),
            possibleIn: v,
            necessaryAsOf: v,
            level: 1,
            material: true,
            windows: true,
          },
        ]
      : [{ id: `v${major}-material`, action: materialUpdate(major), possibleIn: v, necessaryAsOf: v, level: 1, material: true }];
  return [...core, ...material];
}

export const RECOMMENDATIONS: Recommendation[] = [
  // v2 → v4
  {
    id: 'v4-implements-lifecycle',
    action: 'Declare lifecycle hooks with `implements OnInit` (and the other hook interfaces), never with `extends`.',
    possibleIn: 200,
    necessaryAsOf: 400,
    level: 1,
    link: '/guide/components/lifecycle',
  },
  {
    id: 'v4-deep-imports',
    action: 'Remove deep imports into Angular packages: internal symbols are prefixed with `ɵ` and are not public API.',
    possibleIn: 200,
    necessaryAsOf: 400,
    level: 3,
    link: '/reference/releases#compatibility-policy',
  },
  {
    id: 'v4-animations-module',
    action:
      'If the application uses animations, import `BrowserAnimationsModule` from `@angular/platform-browser/animations` in the root module: animations moved to their own package.',
    possibleIn: 400,
    necessaryAsOf: 400,
    level: 1,
  },
  {
    id: 'v4-novalidate',
    action:
      "Forms now get a `novalidate` attribute when `FormsModule` is imported. Add `ngNativeValidate` to a form that should keep the browser's own validation.",
    possibleIn: 400,
    necessaryAsOf: 400,
    level: 2,
    link: '/guide/forms/form-validation',
  },
  {
    id: 'v4-downgrade-injectable',
    action: 'Check calls to `downgradeInjectable` from `@angular/upgrade/static`: its return value changed.',
    possibleIn: 400,
    necessaryAsOf: 400,
    level: 3,
    ngUpgrade: true,
  },
  // v5
  {
    id: 'v5-ng-template',
    action: 'Rename `<template>` elements in templates to `<ng-template>`.',
    possibleIn: 400,
    necessaryAsOf: 500,
    level: 1,
    link: '/guide/templates/ng-template',
  },
  {
    id: 'v5-injection-token',
    action: 'Replace `OpaqueToken` with `InjectionToken`.',
    possibleIn: 400,
    necessaryAsOf: 500,
    level: 2,
    link: '/api/core/InjectionToken',
  },
  { id: 'v5-trackby', action: 'Replace the `TrackByFn` type with `TrackByFunction`.', possibleIn: 400, necessaryAsOf: 500, level: 3 },
  {
    id: 'v5-i18n-pipes',
    action:
      'The `date`, `currency`, `decimal` and `percent` pipes now format with locale data of their own. For a locale other than `en-US`, register its data with `registerLocaleData()`; expect small format changes.',
    possibleIn: 500,
    necessaryAsOf: 500,
    level: 1,
    link: '/guide/templates/pipes',
  },
  // v6
  {
    id: 'v6-upgrade-static',
    action:
      'Import `downgradeComponent`, `downgradeInjectable`, `UpgradeComponent` and `UpgradeModule` from `@angular/upgrade/static` instead of `@angular/upgrade`.',
    possibleIn: 202,
    necessaryAsOf: 600,
    level: 1,
    ngUpgrade: true,
    link: '/api/upgrade/static/UpgradeModule',
  },
  {
    id: 'v6-animations-package',
    action: 'Import animation functions from `@angular/animations` instead of `@angular/core`.',
    possibleIn: 400,
    necessaryAsOf: 600,
    level: 2,
    link: '/api/animations/trigger',
  },
  {
    id: 'v6-template-outlet-context',
    action: 'Rename `ngOutletContext` to `ngTemplateOutletContext`.',
    possibleIn: 400,
    necessaryAsOf: 600,
    level: 3,
    link: '/api/common/NgTemplateOutlet',
  },
  {
    id: 'v6-query-params-handling',
    action: "Replace the router's `preserveQueryParams` with `queryParamsHandling`.",
    possibleIn: 400,
    necessaryAsOf: 600,
    level: 3,
    link: '/guide/routing/navigate-to-routes',
  },
  { id: 'v6-node-8', action: 'Use Node.js 8 or later.', possibleIn: 600, necessaryAsOf: 600, level: 1, link: '/reference/versions' },
  {
    id: 'v6-angular-json',
    action: 'The CLI configuration moved from `.angular-cli.json` to `angular.json`; updating the CLI to v6 converts the file.',
    possibleIn: 600,
    necessaryAsOf: 600,
    level: 1,
    link: '/reference/configs/workspace-config',
  },
  {
    id: 'v6-cli-flags',
    action: 'Update npm scripts: CLI flags now use two dashes (`--source-map`).',
    possibleIn: 600,
    necessaryAsOf: 600,
    level: 2,
    link: '/cli',
  },
  {
    id: 'v6-strict-property-init',
    action: "With TypeScript's `strict` on, initialize properties in their declaration or constructor, or disable `strictPropertyInitialization`.",
    possibleIn: 600,
    necessaryAsOf: 600,
    level: 2,
  },
  {
    id: 'v6-ngmodelchange-order',
    action: "`ngModelChange` now fires after the control's value and validity are updated. Code that read the old value in the handler must keep it itself.",
    possibleIn: 600,
    necessaryAsOf: 600,
    level: 2,
    link: '/guide/forms/template-driven-forms',
  },
  {
    id: 'v7-rxjs-6',
    action:
      'Move to RxJS 6 (pipeable operators, imports from `rxjs` and `rxjs/operators`); the `rxjs-compat` package bridges the gap until every dependency has moved.',
    possibleIn: 600,
    necessaryAsOf: 700,
    level: 1,
  },
  {
    id: 'v7-ngmodel-reactive',
    action: 'Stop combining `ngModel` with reactive form directives (`formControl`, `formControlName`); the combination is removed.',
    possibleIn: 600,
    necessaryAsOf: 700,
    level: 3,
    link: '/guide/forms/reactive-forms',
  },
  {
    id: 'v8-rxjs-compat',
    action: 'Remove `rxjs-compat` once the application and its dependencies use RxJS 6 APIs only.',
    possibleIn: 600,
    necessaryAsOf: 800,
    level: 2,
  },
  {
    id: 'v8-sw-files',
    action: 'In `ngsw-config.json`, move `versionedFiles` entries to `files`; they behave the same.',
    possibleIn: 610,
    necessaryAsOf: 800,
    level: 2,
  },
  {
    id: 'v8-http-client',
    action: 'Replace the legacy `Http` service and `HttpModule` with `HttpClient`: it parses JSON for you, types responses and supports interceptors.',
    possibleIn: 430,
    necessaryAsOf: 800,
    level: 1,
    link: '/guide/http/setup',
  },
  // v7
  {
    id: 'v7-ts-31',
    action: 'Angular 7 uses TypeScript 3.1; fix the new type errors it reports.',
    possibleIn: 700,
    necessaryAsOf: 700,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v7-material-visual',
    action: 'Regenerate screenshot test goldens: Material v7 changed many small visual details.',
    possibleIn: 700,
    necessaryAsOf: 700,
    level: 2,
    material: true,
  },
  // v8
  {
    id: 'v8-ng-deep',
    action: 'Replace `/deep/` with `::ng-deep` in component styles.',
    possibleIn: 800,
    necessaryAsOf: 800,
    level: 1,
    link: '/guide/components/styling',
  },
  {
    id: 'v8-static-queries',
    action:
      '`@ViewChild` and `@ContentChild` need an explicit `{ static: true | false }`; `ng update` adds it. Prefer `false` unless you read the result in `ngOnInit`.',
    possibleIn: 800,
    necessaryAsOf: 800,
    level: 1,
    link: '/guide/components/queries',
  },
  { id: 'v8-node-10', action: 'Use Node.js 10 or later.', possibleIn: 800, necessaryAsOf: 800, level: 1, link: '/reference/versions' },
  {
    id: 'v9-load-children',
    action: "Replace string `loadChildren: './a/a.module#AModule'` with a dynamic import, `loadChildren: () => import('./a/a.module').then((m) => m.AModule)`.",
    possibleIn: 800,
    necessaryAsOf: 900,
    level: 1,
    link: '/guide/routing/loading-strategies',
  },
  {
    id: 'v9-material-imports',
    action: 'Import Material components from their entry points (`@angular/material/button`), not from `@angular/material`.',
    possibleIn: 800,
    necessaryAsOf: 900,
    level: 1,
    material: true,
  },
  { id: 'v9-renderer2', action: 'Replace `Renderer` with `Renderer2`.', possibleIn: 400, necessaryAsOf: 900, level: 3, link: '/api/core/Renderer2' },
  // v9
  {
    id: 'v9-ivy',
    action: 'Ivy becomes the default compiler and runtime. Read the migration notes the update prints and fix what the migrations flagged.',
    possibleIn: 900,
    necessaryAsOf: 900,
    level: 1,
  },
  {
    id: 'v9-module-with-providers',
    action: 'Library authors: give `ModuleWithProviders` its type argument, `ModuleWithProviders<MyModule>`.',
    possibleIn: 900,
    necessaryAsOf: 900,
    level: 3,
    link: '/api/core/ModuleWithProviders',
  },
  {
    id: 'v10-localize',
    action: 'Applications that use i18n need `@angular/localize`: run `ng add @angular/localize`.',
    possibleIn: 900,
    necessaryAsOf: 1000,
    level: 1,
    link: '/api/localize/loadTranslations',
  },
  {
    id: 'v10-testbed-inject',
    action: 'Replace `TestBed.get()` with the type-safe `TestBed.inject()`.',
    possibleIn: 900,
    necessaryAsOf: 1000,
    level: 2,
    link: '/api/core/testing/TestBed',
  },
  { id: 'v10-entry-components', action: 'Remove `entryComponents`: Ivy does not need them.', possibleIn: 900, necessaryAsOf: 1000, level: 2 },
  {
    id: 'v10-undecorated-classes',
    action:
      'Add `@Directive()` or `@Injectable()` to base classes that use Angular features; undecorated ones are no longer supported (`ng update` migrates them).',
    possibleIn: 900,
    necessaryAsOf: 1000,
    level: 2,
    link: '/guide/components/inheritance',
  },
  // v10
  { id: 'v10-node-12', action: 'Use Node.js 12 or later.', possibleIn: 1000, necessaryAsOf: 1000, level: 1, link: '/reference/versions' },
  {
    id: 'v10-resolver-empty',
    action: 'A resolver that completes without emitting (`EMPTY`) now cancels the navigation. Emit a default value when the navigation should go on.',
    possibleIn: 1000,
    necessaryAsOf: 1000,
    level: 3,
    link: '/guide/routing/data-resolvers',
  },
  // v11
  {
    id: 'v11-ts-40',
    action: 'Angular 11 requires TypeScript 4.0; `ng update` installs it.',
    possibleIn: 1100,
    necessaryAsOf: 1100,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v11-ie9-10',
    action: 'Internet Explorer 9 and 10 and IE mobile are no longer supported.',
    possibleIn: 1100,
    necessaryAsOf: 1100,
    level: 1,
    link: '/reference/versions#browser-support',
  },
  {
    id: 'v11-initial-navigation',
    action:
      "Replace the router's `initialNavigation` values `enabled`/`true` with `enabledNonBlocking` or `enabledBlocking`, and `false`/`legacy_disabled` with `disabled`.",
    possibleIn: 1100,
    necessaryAsOf: 1100,
    level: 3,
    link: '/api/router/InitialNavigation',
  },
  {
    id: 'v11-view-encapsulation-native',
    action: 'Replace `ViewEncapsulation.Native` with `ViewEncapsulation.ShadowDom`.',
    possibleIn: 1100,
    necessaryAsOf: 1100,
    level: 3,
    link: '/api/core/ViewEncapsulation',
  },
  // v12
  { id: 'v12-ts-42', action: 'Angular 12 requires TypeScript 4.2.', possibleIn: 1200, necessaryAsOf: 1200, level: 1, link: '/reference/versions' },
  {
    id: 'v12-node-10-dropped',
    action: 'Node.js 10 is no longer supported; use 12.14 or 14.15 or later.',
    possibleIn: 1200,
    necessaryAsOf: 1200,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v12-production-default',
    action: 'Optionally make `ng build` build for production by default: `ng update @angular/cli --migrate-only production-by-default`.',
    possibleIn: 1200,
    necessaryAsOf: 1200,
    level: 2,
    link: '/reference/configs/workspace-config',
  },
  {
    id: 'v12-xhr-factory',
    action: 'Import `XhrFactory` from `@angular/common` instead of `@angular/common/http`.',
    possibleIn: 1200,
    necessaryAsOf: 1200,
    level: 2,
  },
  // v13
  {
    id: 'v13-ts-44',
    action: 'Angular 13 requires TypeScript 4.4 and Node.js 12.20 or later.',
    possibleIn: 1300,
    necessaryAsOf: 1300,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v13-load-children-string',
    action: 'String values for `loadChildren` are removed: use dynamic imports.',
    possibleIn: 1300,
    necessaryAsOf: 1300,
    level: 2,
    link: '/guide/routing/loading-strategies',
  },
  {
    id: 'v13-sw-update',
    action: 'Replace `SwUpdate.available` and `SwUpdate.activated` with `versionUpdates` and `activateUpdate()`.',
    possibleIn: 1300,
    necessaryAsOf: 1300,
    level: 2,
    link: '/api/service-worker/SwUpdate',
  },
  // v14
  {
    id: 'v14-typed-forms',
    action: 'Reactive forms are typed. `ng update` switches existing code to `UntypedFormControl` and friends; move to typed `FormControl<T>` step by step.',
    possibleIn: 1400,
    necessaryAsOf: 1400,
    level: 2,
    link: '/guide/forms/typed-forms',
  },
  {
    id: 'v14-node-ts',
    action: 'Angular 14 requires Node.js 14.15 or later and TypeScript 4.6.',
    possibleIn: 1400,
    necessaryAsOf: 1400,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v14-path-match',
    action: 'Type `pathMatch` routes as `Route`/`Routes`: `pathMatch` no longer accepts any string.',
    possibleIn: 1400,
    necessaryAsOf: 1400,
    level: 3,
    link: '/guide/routing/define-routes',
  },
  // v15
  {
    id: 'v15-node-ts',
    action: 'Angular 15 requires Node.js 14.20, 16.13 or 18.10 and TypeScript 4.8.',
    possibleIn: 1500,
    necessaryAsOf: 1500,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v15-enable-ivy',
    action: 'Remove `enableIvy` from `tsconfig.json`: Ivy is the only engine.',
    possibleIn: 1500,
    necessaryAsOf: 1500,
    level: 1,
    link: '/reference/configs/angular-compiler-options',
  },
  {
    id: 'v15-keyframes',
    action:
      'Component `@keyframes` names are now scoped to the component. Code that refers to a keyframes name from TypeScript must use global styles or another encapsulation.',
    possibleIn: 1500,
    necessaryAsOf: 1500,
    level: 2,
    link: '/guide/components/styling',
  },
  {
    id: 'v15-material-mdc',
    action: 'Angular Material components are rebuilt on MDC: their DOM and CSS classes changed. Review custom styles that target Material internals.',
    possibleIn: 1500,
    necessaryAsOf: 1500,
    level: 1,
    material: true,
  },
  // v16
  {
    id: 'v16-node-ts',
    action: 'Angular 16 requires Node.js 16 or 18, TypeScript 4.9.3 and zone.js 0.13.',
    possibleIn: 1600,
    necessaryAsOf: 1600,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v16-view-engine-libraries',
    action: 'ngcc is removed: libraries still compiled for View Engine no longer work. Update or replace them.',
    possibleIn: 1600,
    necessaryAsOf: 1600,
    level: 1,
  },
  {
    id: 'v16-transfer-state',
    action: 'Import `TransferState`, `makeStateKey` and `StateKey` from `@angular/core`.',
    possibleIn: 1600,
    necessaryAsOf: 1600,
    level: 2,
    link: '/api/core/TransferState',
  },
  {
    id: 'v16-app-id',
    action: 'Applications that bootstrap several apps on one page set a distinct `APP_ID` for each.',
    possibleIn: 1600,
    necessaryAsOf: 1600,
    level: 3,
    link: '/api/core/APP_ID',
  },
  // v17
  {
    id: 'v17-node-ts',
    action: 'Angular 17 requires Node.js 18.13 or later, TypeScript 5.2 and zone.js 0.14.',
    possibleIn: 1700,
    necessaryAsOf: 1700,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v17-style-removal',
    action: 'Styles of destroyed components are now removed from the page. If the application relied on such leftover styles, move them to global styles.',
    possibleIn: 1700,
    necessaryAsOf: 1700,
    level: 2,
    link: '/guide/components/styling',
  },
  {
    id: 'v17-ngswitch-strict',
    action: '`NgSwitch` compares with `===`. Check cases that relied on loose equality (a warning names them).',
    possibleIn: 1700,
    necessaryAsOf: 1700,
    level: 1,
  },
  {
    id: 'v17-control-flow',
    action: 'Optional: convert `*ngIf`, `*ngFor` and `*ngSwitch` to the built-in control flow with the control flow migration.',
    possibleIn: 1700,
    necessaryAsOf: OPTIONAL,
    level: 1,
    link: '/reference/migrations/control-flow',
  },
  // v18
  {
    id: 'v18-node-ts',
    action: 'Angular 18 requires Node.js 18.19 or later and TypeScript 5.4.',
    possibleIn: 1800,
    necessaryAsOf: 1800,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v18-wait-for-async',
    action: 'Replace `async` from `@angular/core/testing` with `waitForAsync`.',
    possibleIn: 1800,
    necessaryAsOf: 1800,
    level: 3,
    link: '/api/core/testing/waitForAsync',
  },
  {
    id: 'v18-redirect-command',
    action: 'Guards and resolvers may return a `RedirectCommand`; code that reads route results and expects only `boolean` or `UrlTree` must handle it.',
    possibleIn: 1800,
    necessaryAsOf: 1800,
    level: 3,
    link: '/guide/routing/route-guards',
  },
  // v19
  {
    id: 'v19-standalone-default',
    action: 'Components, directives and pipes are standalone by default. `ng update` adds `standalone: false` to the ones declared in NgModules.',
    possibleIn: 1900,
    necessaryAsOf: 1900,
    level: 1,
    link: '/reference/migrations/standalone',
  },
  { id: 'v19-ts-55', action: 'Angular 19 requires TypeScript 5.5 or later.', possibleIn: 1900, necessaryAsOf: 1900, level: 1, link: '/reference/versions' },
  {
    id: 'v19-effects-timing',
    action:
      'Effects run as part of change detection instead of as microtasks. Tests that relied on the old timing call `fixture.detectChanges()` or `await fixture.whenStable()`.',
    possibleIn: 1900,
    necessaryAsOf: 1900,
    level: 2,
    link: '/guide/signals/effect',
  },
  {
    id: 'v19-fake-async-flush',
    action: '`fakeAsync` flushes pending timers at the end of a test by default; pass `{ flush: false }` for the old behaviour.',
    possibleIn: 1900,
    necessaryAsOf: 1900,
    level: 3,
    link: '/api/core/testing/fakeAsync',
  },
  {
    id: 'v19-signal-inputs',
    action: 'Optional: convert inputs, outputs and queries to their signal versions with the signal migrations.',
    possibleIn: 1900,
    necessaryAsOf: OPTIONAL,
    level: 1,
    link: '/reference/migrations/signals',
  },
  // v20
  {
    id: 'v20-node-ts',
    action: 'Angular 20 requires Node.js 20.19, 22.12 or 24 and TypeScript 5.8.',
    possibleIn: 2000,
    necessaryAsOf: 2000,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v20-after-every-render',
    action: 'Rename `afterRender` to `afterEveryRender`.',
    possibleIn: 2000,
    necessaryAsOf: 2000,
    level: 1,
    link: '/api/core/afterEveryRender',
  },
  {
    id: 'v20-testbed-tick',
    action: 'Replace `TestBed.flushEffects()` with `TestBed.tick()`.',
    possibleIn: 2000,
    necessaryAsOf: 2000,
    level: 2,
    link: '/api/core/testing/TestBed',
  },
  {
    id: 'v20-resource-params',
    action: 'In `resource()`, rename `request` to `params`; in `rxResource()`, rename `loader` to `stream`. `ResourceStatus` values are strings now.',
    possibleIn: 2000,
    necessaryAsOf: 2000,
    level: 1,
    link: '/guide/signals/resource',
  },
  {
    id: 'v20-zoneless-name',
    action: 'Rename `provideExperimentalZonelessChangeDetection` to `provideZonelessChangeDetection`.',
    possibleIn: 2000,
    necessaryAsOf: 2000,
    level: 3,
    link: '/api/core/provideZonelessChangeDetection',
  },
  {
    id: 'v20-inject-flags',
    action: 'Remove `InjectFlags`: use the options object of `inject()` (`{ optional: true }`) instead.',
    possibleIn: 2000,
    necessaryAsOf: 2000,
    level: 2,
    link: '/api/core/inject',
  },
  {
    id: 'v20-testbed-get',
    action: 'Replace the removed `TestBed.get()` with `TestBed.inject()`.',
    possibleIn: 2000,
    necessaryAsOf: 2000,
    level: 1,
    link: '/api/core/testing/TestBed',
  },
  {
    id: 'v20-ng-reflect',
    action: 'Tests must not rely on `ng-reflect-*` attributes, which are no longer added.',
    possibleIn: 2000,
    necessaryAsOf: 2000,
    level: 3,
  },
  // v21
  { id: 'v21-ts-59', action: 'Angular 21 requires TypeScript 5.9.', possibleIn: 2100, necessaryAsOf: 2100, level: 1, link: '/reference/versions' },
  {
    id: 'v21-zone-provider',
    action:
      'Zone-based applications add `provideZoneChangeDetection()` to their root providers (in `bootstrapApplication` or the root NgModule); the update migration adds it.',
    possibleIn: 2100,
    necessaryAsOf: 2100,
    level: 1,
    link: '/api/core/provideZoneChangeDetection',
  },
  {
    id: 'v21-host-binding-types',
    action: 'Host bindings are type-checked by default. Fix the errors, or set `typeCheckHostBindings: false` while you do.',
    possibleIn: 2100,
    necessaryAsOf: 2100,
    level: 1,
    link: '/reference/configs/angular-compiler-options',
  },
  {
    id: 'v21-application-config',
    action: 'Import `ApplicationConfig` from `@angular/core`; `@angular/platform-browser` no longer exports it.',
    possibleIn: 2100,
    necessaryAsOf: 2100,
    level: 2,
    link: '/api/core/ApplicationConfig',
  },
  {
    id: 'v21-upgrade-adapter',
    action: 'The `UpgradeAdapter` is removed: move hybrid applications to `@angular/upgrade/static`.',
    possibleIn: 2100,
    necessaryAsOf: 2100,
    level: 3,
    ngUpgrade: true,
    link: '/api/upgrade/static/UpgradeModule',
  },
  {
    id: 'v21-last-navigation-signal',
    action: '`Router.lastSuccessfulNavigation` is a signal: call it, `router.lastSuccessfulNavigation()`.',
    possibleIn: 2100,
    necessaryAsOf: 2100,
    level: 2,
    link: '/api/router/Router',
  },
  // v22
  {
    id: 'v22-node-ts',
    action: 'Angular 22 requires Node.js 22.22, 24.13 or 26 and later, and TypeScript 6.0. Update Node.js before you run `ng update`.',
    possibleIn: 2200,
    necessaryAsOf: 2200,
    level: 1,
    link: '/reference/versions',
  },
  {
    id: 'v22-onpush-default',
    action:
      'Components use `OnPush` change detection by default. `ng update` adds `changeDetection: ChangeDetectionStrategy.Eager` to existing components so they keep their behaviour; remove it component by component once they work with signals or `OnPush`.',
    possibleIn: 2200,
    necessaryAsOf: 2200,
    level: 1,
    link: '/api/core/ChangeDetectionStrategy',
  },
  {
    id: 'v22-strict-templates',
    action: '`strictTemplates` defaults to `true`. `ng update` writes `strictTemplates: false` into projects that did not set it; turn it on when you can.',
    possibleIn: 2200,
    necessaryAsOf: 2200,
    level: 1,
    link: '/reference/configs/angular-compiler-options#template-type-checking',
  },
  {
    id: 'v22-fetch-default',
    action:
      '`HttpClient` uses `fetch` by default. Where the application used the `XMLHttpRequest` backend (`HttpXhrBackend`), the update migration adds `withXhr()` to keep it.',
    possibleIn: 2200,
    necessaryAsOf: 2200,
    level: 2,
    link: '/api/common/http/withXhr',
  },
  {
    id: 'v22-incremental-hydration',
    action:
      'Incremental hydration is on by default with `provideClientHydration()`. The update adds `withNoIncrementalHydration()` where it was not enabled; remove it to adopt the new default.',
    possibleIn: 2200,
    necessaryAsOf: 2200,
    level: 2,
    link: '/guide/incremental-hydration',
  },
  {
    id: 'v22-can-match',
    action:
      '`canMatch` guards receive a third argument, the partial route snapshot known at matching time; the migration adds it where your code calls such guards directly.',
    possibleIn: 2200,
    necessaryAsOf: 2200,
    level: 3,
    link: '/guide/routing/route-guards',
  },
  {
    id: 'v22-service',
    action: "Optional: convert `@Injectable({ providedIn: 'root' })` services to `@Service()` with the service migration.",
    possibleIn: 2200,
    necessaryAsOf: OPTIONAL,
    level: 1,
    link: '/reference/migrations/service',
  },
  ...[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22].flatMap(perMajorUpdate),
];

export interface Selection {
  from: number;
  to: number;
  level: Level;
  options: UpdateOptions;
}

export interface Buckets {
  before: Recommendation[];
  during: Recommendation[];
  after: Recommendation[];
}

/** Whether an entry applies to the selected options (true: needs the option, false: needs it off). */
export function matchesOptions(rec: Recommendation, options: UpdateOptions): boolean {
  for (const key of ['ngUpgrade', 'material', 'windows'] as const) {
    const wanted = rec[key];
    if (wanted === true && !options[key]) return false;
    if (wanted === false && options[key]) return false;
  }
  return true;
}

/**
 * The three buckets of a selection:
 *  - before: possible already in the current version and not yet required (do it before updating);
 *  - during: not possible before, required by the target (the update itself);
 *  - after: possible in the target but not required yet (do it after updating).
 * Only entries at or below the level, required after `from`, and matching the options are shown.
 */
export function bucketRecommendations(selection: Selection, recommendations: Recommendation[] = RECOMMENDATIONS): Buckets {
  const buckets: Buckets = { before: [], during: [], after: [] };
  if (selection.to < selection.from) return buckets;
  for (const rec of recommendations) {
    if (rec.level > selection.level || rec.necessaryAsOf <= selection.from || !matchesOptions(rec, selection.options)) continue;
    if (rec.possibleIn <= selection.from) buckets.before.push(rec);
    else if (rec.necessaryAsOf <= selection.to) buckets.during.push(rec);
    else if (rec.possibleIn <= selection.to) buckets.after.push(rec);
  }
  const order = (a: Recommendation, b: Recommendation) => a.necessaryAsOf - b.necessaryAsOf || a.possibleIn - b.possibleIn;
  buckets.before.sort(order);
  buckets.during.sort(order);
  buckets.after.sort(order);
  return buckets;
}

export type Warning = 'downgrade' | 'future' | 'multiple-majors';

/** Warnings for a selection: downgrades are refused, future versions and multi-major jumps warned about. */
export function selectionWarnings(from: number, to: number): Warning[] {
  const warnings: Warning[] = [];
  if (to < from) warnings.push('downgrade');
  if (to > CURRENT_VERSION || from > CURRENT_VERSION) warnings.push('future');
  if (Math.floor(to / 100) - Math.floor(from / 100) > 1 && from >= 400) warnings.push('multiple-majors');
  return warnings;
}

export const WARNING_TEXT: Record<Warning, string> = {
  downgrade: 'Angular does not support moving to an older version. Pick a target version later than your current one.',
  future: 'That version is not released yet. The guide covers versions up to the one this site documents.',
  'multiple-majors':
    'Update one major version at a time: `ng update` runs the migrations of each version only when you pass through it. Follow the steps for each major in turn, building and testing between them.',
};

/** `v=21.0-22.0&l=2` ↔ selection (options other than the versions and level are not in the URL). */
export function selectionFromQuery(query: { get(name: string): string | null }): { from: number; to: number; level: Level } {
  const byName = (name: string | undefined) => VERSIONS.find((v) => v.name === name)?.number;
  const [fromName, toName] = (query.get('v') ?? '').split('-');
  const level = Number(query.get('l'));
  return {
    from: byName(fromName) ?? DEFAULT_SELECTION.from,
    to: byName(toName) ?? DEFAULT_SELECTION.to,
    level: level === 1 || level === 2 || level === 3 ? level : DEFAULT_SELECTION.level,
  };
}

export function queryFromSelection(selection: { from: number; to: number; level: Level }): string {
  const name = (n: number) => VERSIONS.find((v) => v.number === n)?.name ?? '';
  return `v=${name(selection.from)}-${name(selection.to)}&l=${selection.level}`;
}

/** For starts below v6 (no `ng update` yet): the install command with npm or yarn. */
export function legacyInstallCommand(to: number, packageManager: 'npm' | 'yarn', windows: boolean): string | undefined {
  if (to >= 600) return undefined;
  const version = to < 400 ? '^2.0.0' : `^${Math.floor(to / 100)}.${Math.floor((to % 100) / 10)}.0`;
  const packages = [
    'animations',
    'common',
    'compiler',
    'compiler-cli',
    'core',
    'forms',
    'http',
    'platform-browser',
    'platform-browser-dynamic',
    'platform-server',
    'router',
  ];
  const extra = to < 500 ? "typescript@'>=2.1.0 <2.4.0'" : 'typescript@2.4.2 rxjs@^5.5.2';
  const install = packageManager === 'npm' ? 'npm install' : 'yarn add';
  const list = windows ? packages.map((p) => `@angular/${p}@${version}`).join(' ') : `@angular/{${packages.join(',')}}@${version}`;
  return `${install} ${list} ${extra}`;
}
