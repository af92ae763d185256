/**
 * The project file model of the playground and tutorials: a flat map of project paths
 * (`src/app/app.ts`) to text. Pure functions, no DOM; unit-tested in Node.
 */

export type ProjectFiles = Record<string, string>;

/** Files every project has and the user cannot delete. */
export const PROTECTED_FILES: readonly string[] = ['src/main.ts', 'src/index.html'];

/** The module the preview starts from. */
export const ENTRY_FILE = 'src/main.ts';

export type FileLanguage = 'typescript' | 'html' | 'css' | 'json' | 'text';

export function languageOf(path: string): FileLanguage {
  if (/\.(ts|mts|js|mjs)$/.test(path)) return 'typescript';
  if (/\.html?$/.test(path)) return 'html';
  if (/\.(css|scss)$/.test(path)) return 'css';
  if (/\.json$/.test(path)) return 'json';
  return 'text';
}

/** Checks a new file name. Returns an error message, or `null` when the name is acceptable. */
export function validateNewFileName(name: string, existing: readonly string[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a file name.';
  if (trimmed.includes('..')) return 'File names cannot contain "..".';
  if (trimmed.startsWith('/') || trimmed.includes('\\')) return 'Use a relative path with forward slashes, like src/app/item.ts.';
  if (/\/\/|\/$/.test(trimmed)) return 'That is a folder, not a file name.';
  if (!/^[\w@.\-/]+$/.test(trimmed)) return 'Use letters, digits, "-", "_", "." and "/" only.';
  if (existing.includes(normalizeNewFileName(trimmed))) return `${normalizeNewFileName(trimmed)} already exists.`;
  return null;
}

/** Names typed without a folder go under `src/` (where the app lives). */
export function normalizeNewFileName(name: string): string {
  const trimmed = name.trim().replace(/^\.\//, '');
  return trimmed.startsWith('src/') ? trimmed : `src/${trimmed}`;
}

export function canDelete(path: string): boolean {
  return !PROTECTED_FILES.includes(path);
}

/** Returns a new map with the file added (empty unless content is given). Throws on an invalid name. */
export function addFile(files: ProjectFiles, name: string, content = ''): { files: ProjectFiles; path: string } {
  const problem = validateNewFileName(name, Object.keys(files));
  if (problem) throw new Error(problem);
  const path = normalizeNewFileName(name);
  return { files: { ...files, [path]: content }, path };
}

/** Returns a new map without the file. Throws for the protected files. */
export function deleteFile(files: ProjectFiles, path: string): ProjectFiles {
  if (!canDelete(path)) throw new Error(`${path} cannot be deleted: every project needs it.`);
  const { [path]: _removed, ...rest } = files;
  return rest;
}

/** Editor tab order: main.ts first, then the app's files sorted, index.html and styles last. */
export function sortPaths(paths: readonly string[]): string[] {
  const rank = (p: string) => (p === ENTRY_FILE ? 0 : p === 'src/index.html' ? 3 : /(^|\/)styles\.css$/.test(p) && p.split('/').length === 2 ? 2 : 1);
  // Code-unit order, not localeCompare: the same order in every locale, and no collator to set up
  // (its first use cost ~10 ms while the playground loads).
  return [...paths].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Resolves a relative module specifier from a file to a project path, or `undefined`. */
export function resolveRelative(from: string, specifier: string, files: ProjectFiles): string | undefined {
  const base = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') base.pop();
    else base.push(part);
  }
  const joined = base.join('/');
  const candidates = [joined, `${joined}.ts`, `${joined}/index.ts`, joined.replace(/\.js$/, '.ts')];
  return candidates.find((c) => Object.hasOwn(files, c));
}

/** Whether two projects differ (used to skip re-runs when nothing changed). */
export function sameFiles(a: ProjectFiles, b: ProjectFiles): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

/** Parses a stored project; anything malformed yields `undefined` (corrupt storage reads as empty). */
export function parseStoredFiles(value: unknown): ProjectFiles | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length || !entries.every(([k, v]) => typeof k === 'string' && typeof v === 'string')) return undefined;
  const files = Object.fromEntries(entries) as ProjectFiles;
  return PROTECTED_FILES.every((p) => Object.hasOwn(files, p)) ? files : undefined;
}
