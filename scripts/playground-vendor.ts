/**
 * Builds what the playground's sandboxed preview loads, into public/assets/playground/ (ignored by git;
 * Vite copies public/ into the build):
 * - the FESM files of the installed Angular packages, linked and minified (dev-mode checks kept), under vendor/:
 *   every file of the framework packages, and for the component packages (`@angular/cdk`,
 *   `@angular/aria`, `@angular/animations`) the chosen entry points plus the chunks and entry points
 *   they import (the CDK has ~55 files; previews use a handful). An import no vendored module can
 *   resolve fails the build. Linked: the packages ship partial declarations (`ɵɵngDeclareFactory`,
 *   `ɵɵngDeclareDirective`, …) that Angular's JIT compiler would otherwise compile in every new preview
 *   before the first run (about a second of the preview's startup on a loaded two-core machine);
 *   Angular's linker (the Babel plugin the CLI uses for npm packages) turns them into full definitions
 *   here, as an application build does. The reader's own code is still compiled JIT. The linked files
 *   are cached in `.generated/playground-linked/` by the source's hash;
 * - rxjs (+ rxjs/operators) pre-bundled, and tslib;
 * - harness.js (playground-runtime/preview-harness.ts, Angular left to the import map);
 * - `.br` and `.gz` copies of every module, served as they are by scripts/serve.ts;
 * - preview.html: the import map, modulepreload links for every module the harness loads statically
 *   (so the browser fetches Angular's chunks in parallel instead of discovering them level by level),
 *   and the harness.
 * Nothing is fetched from the network. esbuild is the one @angular/build and Vite already install.
 * Usage: node scripts/playground-vendor.ts
 */
import { build, transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { collectPlaygroundTypes } from './playground-types.ts';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ASSET_DIRS, PREVIEW_FILE_URL, publicFile } from '../isomorphic/paths.ts';
import { previewCspHeader, scriptHash } from '../hosting/policy.ts';

const OUT = publicFile(ASSET_DIRS.playground).replace(/\/$/, '');
const BASE = ASSET_DIRS.playground.replace(/\/$/, '');
/**
 * Vendored packages. `entries` absent: every FESM file and every exported entry point. `entries`
 * given: those subpaths of the package's `exports` and everything they import statically from the
 * same package (chunks and other entry points). Vendor files load only inside the sandboxed preview
 * (through its import map), never on the site's first load, so adding a package costs bytes on disk,
 * not on page loads.
 */
const ANGULAR: { name: string; entries?: string[] }[] = [
  { name: 'core' },
  { name: 'common' },
  { name: 'compiler' },
  { name: 'platform-browser' },
  { name: 'forms' },
  { name: 'router' },
  // Legacy animations (`@angular/animations` + `/browser`, which `@angular/platform-browser/animations` imports).
  { name: 'animations', entries: ['.', 'browser'] },
  // CDK entry points the guides' previews import (drag-drop; a11y, bidi, platform for Angular Aria and
  // components built on the CDK), plus what they import.
  {
    name: 'cdk',
    entries: ['drag-drop', 'a11y', 'bidi', 'platform', 'keycodes', 'collections', 'scrolling', 'overlay', 'portal', 'observers', 'layout', 'coercion'],
  },
  // Angular Aria: every pattern entry point (not `*/testing`, which needs the CDK test harness runtime; not `private`
  // on its own, it comes in as a dependency).
  { name: 'aria', entries: ['.', 'accordion', 'combobox', 'grid', 'listbox', 'menu', 'tabs', 'toolbar', 'tree'] },
];
const require = createRequire(import.meta.url);

/** The Babel that `@angular/compiler-cli` depends on (its linker plugin is written against it). */
type BabelCore = {
  transformAsync(code: string, options: Record<string, unknown>): Promise<{ code?: string | null } | null>;
};
let linker: Promise<(file: string, source: string) => Promise<string>> | undefined;
const LINK_CACHE = join(process.cwd(), '.generated', 'playground-linked');

/**
 * The module with Angular's partial declarations linked into full definitions (what the CLI does to
 * npm packages), or the source itself when it declares nothing. Cached by the source's hash and the
 * linker's version.
 */
export async function linkAngular(file: string, source: string): Promise<string> {
  if (!source.includes('ɵɵngDeclare')) return source;
  linker ??= (async () => {
    const cliPackage = require.resolve('@angular/compiler-cli/package.json');
    const { version } = JSON.parse(await readFile(cliPackage, 'utf8')) as { version: string };
    const babel = createRequire(cliPackage)('@babel/core') as BabelCore;
    const { createEs2015LinkerPlugin } = await import('@angular/compiler-cli/linker/babel');
    const { NodeJSFileSystem, ConsoleLogger, LogLevel } = await import('@angular/compiler-cli');
    const plugin = createEs2015LinkerPlugin({ fileSystem: new NodeJSFileSystem(), logger: new ConsoleLogger(LogLevel.warn), linkerJitMode: false });
    return async (name: string, code: string) => {
      const key = createHash('sha256').update(`${version}\0${code}`).digest('hex').slice(0, 32);
      const cached = join(LINK_CACHE, `${key}.mjs`);
      const hit = await readFile(cached, 'utf8').catch(() => undefined);
      if (hit !== undefined) return hit;
      const result = await babel.transformAsync(code, {
        filename: name,
        plugins: [plugin],
        babelrc: false,
        configFile: false,
        compact: false,
        sourceMaps: false,
      });
      if (!result?.code) throw new Error(`playground vendor: the Angular linker returned nothing for ${name}`);
      await mkdir(LINK_CACHE, { recursive: true });
      await writeFile(cached, result.code);
      return result.code;
    };
  })();
  return (await linker)(file, source);
}

interface ExportsMap {
  [subpath: string]: string | { default?: string } | undefined;
}

export async function buildPlaygroundVendor(): Promise<{ files: number; bytes: number }> {
  const started = performance.now();
  await rm(OUT, { recursive: true, force: true });
  const imports: Record<string, string> = {};
  let files = 0;
  let bytes = 0;
  const written: string[] = [];
  const write = async (file: string, text: string) => {
    written.push(file);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
    files += 1;
    bytes += Buffer.byteLength(text);
  };

  for (const { name, entries } of ANGULAR) {
    const pkgDir = dirname(require.resolve(`@angular/${name}/package.json`));
    const pkg = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8')) as { exports: ExportsMap };
    const fesm = join(pkgDir, 'fesm2022');
    const fileOf = (subpath: string) => {
      const target = pkg.exports[subpath];
      const file = typeof target === 'string' ? target : target?.default;
      return file && file.endsWith('.mjs') ? relative('fesm2022', file.replace(/^\.\//, '')) : undefined;
    };
    const pkgFiles = entries
      ? await closureOf(
          name,
          fesm,
          entries.map((entry) => fileOf(entry === '.' ? '.' : `./${entry}`)).filter((f): f is string => Boolean(f)),
          fileOf,
        )
      : (await readdir(fesm)).filter((file) => file.endsWith('.mjs'));
    for (const file of pkgFiles) {
      const source = await linkAngular(join(fesm, file), await readFile(join(fesm, file), 'utf8'));
      // Full minification (30–40 % less to parse than whitespace-only); keepNames so class names in
      // Angular's error messages stay readable. Dev-mode checks stay (ngDevMode is not defined away).
      const { code } = await transform(source, { loader: 'js', format: 'esm', target: 'es2022', minify: true, keepNames: true, legalComments: 'none' });
      await write(join(OUT, 'vendor/@angular', name, file), code);
    }
    for (const subpath of Object.keys(pkg.exports)) {
      const file = fileOf(subpath);
      if (!file || subpath.includes('*') || !pkgFiles.includes(file)) continue;
      const specifier = `@angular/${name}${subpath === '.' ? '' : subpath.slice(1)}`;
      imports[specifier] = `${BASE}/vendor/@angular/${name}/${file}`;
    }
  }

  // rxjs: one pre-bundle per entry point with shared chunks.
  const rx = await build({
    entryPoints: { rxjs: 'rxjs', 'rxjs-operators': 'rxjs/operators' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: join(OUT, 'vendor/rxjs'),
    logLevel: 'error',
  });
  for (const file of rx.outputFiles) await write(file.path, file.text);
  imports['rxjs'] = `${BASE}/vendor/rxjs/rxjs.js`;
  imports['rxjs/operators'] = `${BASE}/vendor/rxjs/rxjs-operators.js`;

  const tslib = await readFile(require.resolve('tslib/tslib.es6.mjs'), 'utf8');
  await write(join(OUT, 'vendor/tslib.mjs'), tslib);
  imports['tslib'] = `${BASE}/vendor/tslib.mjs`;

  const harness = await build({
    entryPoints: ['playground-runtime/preview-harness.ts'],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    external: ['@angular/*', 'rxjs', 'rxjs/*', 'tslib'],
    // The base styles of every preview, inlined: no request of their own before the harness may run.
    define: { __PREVIEW_BASE_CSS__: JSON.stringify(await readFile('playground-runtime/preview-base.css', 'utf8')) },
    outfile: join(OUT, 'harness.js'),
    logLevel: 'error',
  });
  const harnessCode = harness.outputFiles[0]?.text ?? '';
  await write(join(OUT, 'harness.js'), harnessCode);

  // Every module the harness reaches through static imports, found in the written code.
  const codeOf = new Map<string, string>();
  const readBack = async (url: string) => codeOf.get(url) ?? readFile(join(OUT, url.slice(BASE.length + 1)), 'utf8');
  const preload: string[] = [];
  const queue = [...staticImports(harnessCode)].map((specifier) => imports[specifier]).filter((url): url is string => Boolean(url));
  while (queue.length) {
    const url = queue.shift()!;
    if (preload.includes(url)) continue;
    preload.push(url);
    for (const specifier of staticImports(await readBack(url))) {
      const target = specifier.startsWith('.') ? new URL(specifier, `http://x${url}`).pathname : imports[specifier];
      if (target && !preload.includes(target)) queue.push(target);
    }
  }
  // Every `@angular/…` specifier a module of a partially vendored package imports must be in the
  // import map (an entry point left out of the lists above would otherwise fail only at run time, in a
  // reader's preview). Fully vendored packages keep their few optional cross-package entry points
  // (common/upgrade → upgrade/static), which no preview imports.
  const partial = ANGULAR.filter((p) => p.entries).map((p) => join(OUT, 'vendor/@angular', p.name) + '/');
  for (const file of written.filter((f) => /\.m?js$/.test(f) && partial.some((dir) => f.startsWith(dir)))) {
    for (const specifier of staticImports(await readFile(file, 'utf8'))) {
      // (Only `@angular/…` specifiers, the ones the partial lists above decide: the scan also sees
      // import statements quoted in messages, such as core's hint to import zone.js.)
      if (/^@angular\/[\w-]+(\/[\w-]+)*$/.test(specifier) && !imports[specifier])
        throw new Error(`playground vendor: ${relative(OUT, file)} imports "${specifier}", which is not vendored`);
    }
  }
  const importMap = JSON.stringify({ imports }, null, 1);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${previewMetaCsp(`\n${importMap}\n`)}">
<title>Preview</title>
<script type="importmap">
${importMap}
</script>
${preload.map((url) => `<link rel="modulepreload" href="${url}">`).join('\n')}
<script type="module" src="${BASE}/harness.js"></script>
</head>
<body></body>
</html>
`;
  await write(publicFile(PREVIEW_FILE_URL), html);
  // The editor's language service: every type file a project can reach (fetched by the compile worker
  // when the reader first focuses or edits the editor).
  await write(`${OUT}/types.json`, JSON.stringify(Object.fromEntries(collectPlaygroundTypes())));
  // Precompressed copies of the modules (scripts/serve.ts serves them as they are, instead of
  // compressing 2 MB on every cold start).
  for (const file of written.filter((f) => /\.(m?js|json)$/.test(f))) {
    const text = await readFile(file);
    // Quality 11 takes minutes on the 4.8 MB of type files; 9 is within a few per cent of it.
    const quality = text.length > 1_000_000 ? 9 : 11;
    await writeFile(
      `${file}.br`,
      brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
    );
    await writeFile(`${file}.gz`, gzipSync(text, { level: 9 }));
  }
  void started;
  return { files, bytes };
}

/**
 * The preview's policy as a <meta> too, for hosts that drop our headers: the header's directives
 * minus those a meta CSP cannot carry (`sandbox`, `frame-ancestors`; the harness checks both itself).
 */
export function previewMetaCsp(importMapText: string): string {
  return previewCspHeader([scriptHash(importMapText)])
    .split('; ')
    .filter((directive) => !/^(sandbox|frame-ancestors)\b/.test(directive))
    .join('; ');
}

/**
 * The FESM files (names relative to fesm2022/) that the given entry files need: themselves, the
 * relative chunks they import and the entry points of the same package they import, transitively.
 */
export async function closureOf(name: string, fesm: string, start: string[], fileOf: (subpath: string) => string | undefined): Promise<string[]> {
  const found: string[] = [];
  const queue = [...start];
  while (queue.length) {
    const file = queue.shift()!;
    if (found.includes(file)) continue;
    found.push(file);
    for (const specifier of staticImports(await readFile(join(fesm, file), 'utf8'))) {
      if (specifier.startsWith('./')) queue.push(specifier.slice(2));
      else if (specifier === `@angular/${name}` || specifier.startsWith(`@angular/${name}/`)) {
        const sub = specifier === `@angular/${name}` ? '.' : `.${specifier.slice(`@angular/${name}`.length)}`;
        const target = fileOf(sub);
        if (!target) throw new Error(`playground vendor: ${name}/${file} imports "${specifier}", not an entry point of the package`);
        queue.push(target);
      }
    }
  }
  return found.sort();
}

/** Specifiers of the static `import`/`export … from` statements of a module (not dynamic `import()`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w*{][^;"'()]*?\bfrom\s*)?["']([^"']+)["']/g)) found.add(match[1]!);
  return [...found];
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const started = performance.now();
  const { files, bytes } = await buildPlaygroundVendor();
  console.log(`playground vendor: ${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s → ${OUT}`);
}
