/** Pure rules of the workspace's files: the project it is given, which file opens first, tab order, error counts. */
import { sortPaths, type ProjectFiles } from '../../isomorphic/playground/files.ts';
import type { Precompiled } from '../../playground-runtime/runtime.ts';

export interface WorkspaceProject {
  id: string;
  files: ProjectFiles;
  /** File shown first; defaults to the first app file. */
  openFile?: string;
  /**
   * Build-time compile output and the files it was compiled from: runs skip TypeScript while the
   * files equal these (edited files are compiled, even when the project started from them).
   */
  precompiled?: Precompiled;
}

export function firstFile(project: Pick<WorkspaceProject, 'files' | 'openFile'>): string {
  if (project.openFile && Object.hasOwn(project.files, project.openFile)) return project.openFile;
  const paths = sortPaths(Object.keys(project.files));
  return paths.find((p) => p.startsWith('src/app/') && p.endsWith('.ts')) ?? paths[0] ?? 'src/main.ts';
}

/** The tabs, in order. */
export const filePaths = (files: ProjectFiles): string[] => sortPaths(Object.keys(files));

/** A file's name on its tab and its Delete button (`src/` left out). */
export const fileLabel = (path: string): string => path.replace(/^src\//, '');

/** The tab an arrow key moves to from `path` (none past either end, none for other keys). */
export function neighbourTab(paths: readonly string[], path: string, key: string): string | undefined {
  const index = paths.indexOf(path);
  return key === 'ArrowRight' ? paths[index + 1] : key === 'ArrowLeft' ? paths[index - 1] : undefined;
}

/** Type errors per file. */
export type ErrorCounts = Readonly<Record<string, number>>;

/** `counts` with `path`'s count set (the same object when it does not change, so React skips the render). */
export const withCount = (counts: ErrorCounts, path: string, errors: number): ErrorCounts => (counts[path] === errors ? counts : { ...counts, [path]: errors });

/** `counts` without a deleted file. */
export function withoutFile(counts: ErrorCounts, path: string): ErrorCounts {
  const { [path]: _removed, ...rest } = counts;
  return rest;
}

export const totalErrors = (counts: ErrorCounts): number => Object.values(counts).reduce((sum, n) => sum + n, 0);

/** "1 error", "2 errors". */
export const errorsLabel = (count: number, kind = ''): string => `${count} ${kind}${count === 1 ? 'error' : 'errors'}`;
