/**
 * The type files the playground's language service needs (playground-runtime/compile.worker.ts):
 * every `.d.ts` a project importing the vendored Angular packages, rxjs and tslib can reach, the
 * package.json files that resolve those imports, and TypeScript's libraries. Found by TypeScript
 * itself (a program over one file that imports every entry point), so nothing unreachable ships.
 * Keys are paths in the language service's virtual tree (isomorphic/playground/language-service.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { LIB_DIR, typeCheckOptions } from '../isomorphic/playground/language-service.ts';

/** Entry points a playground project may import (what the preview document vendors). */
export const TYPED_ENTRY_POINTS = [
  '@angular/core',
  '@angular/core/rxjs-interop',
  '@angular/common',
  '@angular/common/http',
  '@angular/forms',
  '@angular/forms/signals',
  '@angular/router',
  '@angular/platform-browser',
  'rxjs',
  'rxjs/operators',
];

const ROOT = process.cwd();
const NODE_MODULES = join(ROOT, 'node_modules');

/**
 * Cached in `.generated/` by TypeScript's and Angular's versions (finding the files type-checks the
 * entry points: some seconds).
 */
export function collectPlaygroundTypes(): Map<string, string> {
  const versions = ['typescript', '@angular/core', 'rxjs'].map(
    (name) => (JSON.parse(readFileSync(join(NODE_MODULES, name, 'package.json'), 'utf8')) as { version: string }).version,
  );
  const cache = join(ROOT, '.generated', `playground-types-${versions.join('-')}.json`);
  if (existsSync(cache)) return new Map(Object.entries(JSON.parse(readFileSync(cache, 'utf8')) as Record<string, string>));
  const types = findPlaygroundTypes();
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, JSON.stringify(Object.fromEntries(types)));
  return types;
}

function findPlaygroundTypes(): Map<string, string> {
  const root = join(ROOT, '.generated', 'playground-types-entry.ts');
  const source = TYPED_ENTRY_POINTS.map((entry, i) => `import * as m${i} from '${entry}';\nvoid m${i};`).join('\n');
  const options = typeCheckOptions(ts);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (file === root ? source : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === root || fileExists(file);
  const program = ts.createProgram({ rootNames: [root], options, host });
  const types = new Map<string, string>();
  const libDir = dirname(ts.getDefaultLibFilePath(options));
  for (const file of program.getSourceFiles()) {
    if (file.fileName === root) continue;
    if (dirname(file.fileName) === libDir) types.set(`${LIB_DIR}${basename(file.fileName)}`, file.text);
    else if (file.fileName.startsWith(NODE_MODULES)) {
      types.set(`/node_modules/${relative(NODE_MODULES, file.fileName)}`, file.text);
      addPackageJson(types, dirname(file.fileName));
    }
  }
  for (const entry of TYPED_ENTRY_POINTS) {
    const pkg = entry.startsWith('@') ? entry.split('/').slice(0, 2).join('/') : entry.split('/')[0];
    if (![...types.keys()].some((key) => key.startsWith(`/node_modules/${pkg}/`) && key.endsWith('.d.ts')))
      throw new Error(`playground types: no types found for ${entry}`);
  }
  return types;
}

/** The nearest package.json above a type file, cut to what module resolution reads. */
function addPackageJson(types: Map<string, string>, dir: string): void {
  for (let current = dir; current.startsWith(NODE_MODULES) && current !== NODE_MODULES; current = dirname(current)) {
    const file = join(current, 'package.json');
    const key = `/node_modules/${relative(NODE_MODULES, file)}`;
    if (types.has(key)) return;
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const kept = Object.fromEntries(
      ['name', 'version', 'type', 'types', 'typings', 'exports', 'typesVersions', 'main', 'module'].filter((k) => k in json).map((k) => [k, json[k]]),
    );
    types.set(key, JSON.stringify(kept));
    if (typeof json.name === 'string') return;
  }
}
