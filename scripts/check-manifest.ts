// Checks that the committed custom-elements.json matches what the analyzer generates from elements/ now.
// Usage: node scripts/check-manifest.ts   (npm run analyze:check). Exit 0 when fresh, 1 when stale or on failure.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const committedPath = join(root, 'custom-elements.json');
const cem = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'cem.cmd' : 'cem');

/** Path of the first value that differs between two parsed JSON documents, or null if equal. */
function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    return path;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const step = Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`;
    if (!(key in left) || !(key in right)) return step;
    const inner = firstDifference(left[key], right[key], step);
    if (inner) return inner;
  }
  return null;
}

/** Generates the manifest into a scratch directory and returns it parsed. */
function generateManifest(): unknown {
  // The analyzer joins --outdir to its working directory and rewrites the `customElements` field of
  // the package.json found there to point at its output. So it runs in a scratch directory holding a
  // copy of elements/ (module paths in the manifest stay `elements/...`) and a package.json of its
  // own ("type": "module", so the ESM config loads): the project's package.json is never touched.
  const scratch = mkdtempSync(join(tmpdir(), 'cem-check-'));
  try {
    cpSync(join(root, 'elements'), join(scratch, 'elements'), { recursive: true });
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ type: 'module', customElements: 'custom-elements.json' }));
    try {
      execFileSync(cem, ['analyze', '--config', join(root, 'custom-elements-manifest.config.js'), '--outdir', '.'], {
        cwd: scratch,
        stdio: 'pipe',
        shell: process.platform === 'win32',
      });
    } catch (error) {
      const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
      throw new Error(`Could not generate the custom elements manifest (${cem}):\n${output}`, { cause: error });
    }
    const generatedPath = join(scratch, 'custom-elements.json');
    if (!existsSync(generatedPath)) throw new Error(`The analyzer wrote no manifest (${cem} analyze).`);
    return JSON.parse(readFileSync(generatedPath, 'utf8'));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Null when custom-elements.json is fresh, else what is wrong. */
function check(): string | null {
  if (!existsSync(committedPath)) return 'custom-elements.json is missing: run npm run analyze';
  let committed: unknown;
  try {
    committed = JSON.parse(readFileSync(committedPath, 'utf8'));
  } catch {
    return 'custom-elements.json is not valid JSON: run npm run analyze';
  }
  const difference = firstDifference(committed, generateManifest());
  return difference ? `custom-elements.json is stale: run npm run analyze (first difference at ${difference})` : null;
}

try {
  const problem = check();
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  } else {
    console.log('custom-elements.json is up to date.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
