/**
 * Which entry points of the installed `@angular/*` packages the API reference documents.
 * The reasons are written out in docs/api-reference.md; keep the two in step.
 */
import { join } from 'node:path';

export interface EntryPointPolicy {
  /** Package name without the `@angular/` scope (its directory: {@link packageDir}). */
  pkg: string;
  /** Subpath of the package's `exports` ('.' for the root). */
  subpath: string;
}

/**
 * The documented entry points (spec §3 catalogue: animations, aria (every pattern and its test harness), cdk drag-drop, testing, common, http,
 * core, rxjs-interop, elements, forms, localize, platform-browser, platform-server, router, service-worker,
 * ssr, upgrade). Every package root is public; of the secondary entry points these are the ones an
 * application imports from.
 */
export const DOCUMENTED_ENTRY_POINTS: EntryPointPolicy[] = [
  { pkg: 'animations', subpath: '.' },
  { pkg: 'animations', subpath: 'browser' },
  { pkg: 'animations', subpath: 'browser/testing' },
  { pkg: 'aria', subpath: '.' },
  { pkg: 'aria', subpath: 'accordion' },
  { pkg: 'aria', subpath: 'accordion/testing' },
  { pkg: 'aria', subpath: 'combobox' },
  { pkg: 'aria', subpath: 'combobox/testing' },
  { pkg: 'aria', subpath: 'grid' },
  { pkg: 'aria', subpath: 'grid/testing' },
  { pkg: 'aria', subpath: 'listbox' },
  { pkg: 'aria', subpath: 'listbox/testing' },
  { pkg: 'aria', subpath: 'menu' },
  { pkg: 'aria', subpath: 'menu/testing' },
  { pkg: 'aria', subpath: 'tabs' },
  { pkg: 'aria', subpath: 'tabs/testing' },
  { pkg: 'aria', subpath: 'toolbar' },
  { pkg: 'aria', subpath: 'toolbar/testing' },
  { pkg: 'aria', subpath: 'tree' },
  { pkg: 'aria', subpath: 'tree/testing' },
  { pkg: 'cdk', subpath: 'drag-drop' },
  { pkg: 'common', subpath: '.' },
  { pkg: 'common', subpath: 'http' },
  { pkg: 'common', subpath: 'http/testing' },
  { pkg: 'common', subpath: 'testing' },
  { pkg: 'common', subpath: 'upgrade' },
  { pkg: 'core', subpath: '.' },
  { pkg: 'core', subpath: 'rxjs-interop' },
  { pkg: 'core', subpath: 'testing' },
  { pkg: 'elements', subpath: '.' },
  { pkg: 'forms', subpath: '.' },
  { pkg: 'forms', subpath: 'signals' },
  { pkg: 'forms', subpath: 'signals/compat' },
  { pkg: 'localize', subpath: '.' },
  { pkg: 'localize', subpath: 'init' },
  { pkg: 'platform-browser', subpath: '.' },
  { pkg: 'platform-browser', subpath: 'animations' },
  { pkg: 'platform-browser', subpath: 'animations/async' },
  { pkg: 'platform-browser', subpath: 'testing' },
  { pkg: 'platform-browser-dynamic', subpath: '.' },
  { pkg: 'platform-browser-dynamic', subpath: 'testing' },
  { pkg: 'platform-server', subpath: '.' },
  { pkg: 'platform-server', subpath: 'init' },
  { pkg: 'platform-server', subpath: 'testing' },
  { pkg: 'router', subpath: '.' },
  { pkg: 'router', subpath: 'testing' },
  { pkg: 'router', subpath: 'upgrade' },
  { pkg: 'service-worker', subpath: '.' },
  { pkg: 'ssr', subpath: '.' },
  { pkg: 'ssr', subpath: 'node' },
  { pkg: 'upgrade', subpath: '.' },
  { pkg: 'upgrade', subpath: 'static' },
  { pkg: 'upgrade', subpath: 'static/testing' },
];

/**
 * Left out on purpose, with the reason (checked by a unit test: every typed entry point of the
 * installed packages is either documented or listed here, so a new entry point is a decision).
 */
export const EXCLUDED_ENTRY_POINTS: Record<string, string> = {
  '@angular/core/primitives/di': 'framework-internal building block shared with other frameworks; not imported by applications',
  '@angular/core/primitives/event-dispatch': 'framework-internal building block (event replay); not imported by applications',
  '@angular/core/primitives/signals': 'framework-internal signal graph; applications use the signal APIs of @angular/core',
  '@angular/localize/tools': 'Node build-tool API of the localize CLI, not an application API',
  '@angular/service-worker/config': 'types of the ngsw-config.json file, documented with the service worker guide',
  '@angular/aria/private': 'internal by name: the shared pattern state machines the public aria directives are built on',
  '@angular/cdk': 'the CDK is documented on its own site; only drag-drop is part of this catalogue',
  '@angular/build': 'build tooling (the CLI builders), configured in angular.json: see the workspace configuration page',
  '@angular/compiler': 'the template compiler used by the build tools and JIT; applications do not import it',
  '@angular/compiler-cli': 'the compiler front end (ngc) and its linker, used by build tools; its options are on the Angular compiler options page',
};

/** Packages whose every entry point falls under the package's exclusion (tooling packages). */
const EXCLUDED_PACKAGES = ['@angular/build', '@angular/compiler', '@angular/compiler-cli'];

/** Excluded by prefix: every other CDK entry point (documented by the component library's own site). */
export function isExcluded(moduleName: string): string | undefined {
  if (EXCLUDED_ENTRY_POINTS[moduleName]) return EXCLUDED_ENTRY_POINTS[moduleName];
  const pkg = EXCLUDED_PACKAGES.find((name) => moduleName.startsWith(`${name}/`));
  if (pkg) return EXCLUDED_ENTRY_POINTS[pkg];
  if (moduleName.startsWith('@angular/cdk/') && moduleName !== '@angular/cdk/drag-drop') {
    return EXCLUDED_ENTRY_POINTS['@angular/cdk'];
  }
  return undefined;
}

/**
 * Packages installed under another name: the registry has no `@angular/elements` of the documented
 * framework version (22.2.x), and installing its newest release (22.1.x) under its own name would pin
 * `@angular/core` back to 22.1 through its exact peer dependency. It is installed through an npm alias
 * (package.json: `"@angular-docs/elements": "npm:@angular/elements@…"`, with an `overrides` entry that
 * lets its peer be the installed core); its pages say which version they were extracted from.
 */
export const ALIASED_PACKAGES: Readonly<Record<string, string>> = { elements: '@angular-docs/elements' };

/** The directory of an `@angular/*` package under node_modules (`core` → `node_modules/@angular/core`). */
export function packageDir(nodeModules: string, pkg: string): string {
  return join(nodeModules, ALIASED_PACKAGES[pkg] ?? `@angular/${pkg}`);
}

export function moduleNameOf(policy: EntryPointPolicy): string {
  return policy.subpath === '.' ? `@angular/${policy.pkg}` : `@angular/${policy.pkg}/${policy.subpath}`;
}
