/**
 * "Last updated" dates of the docs pages: the date of the last commit that changed each page's
 * Markdown file, read from the repository's history in one `git log`. Never a wrong date: without git
 * or history nothing is dated, and in a shallow clone a file whose last change found is a boundary
 * commit (its parents were not fetched, so it seems to add every file) gets no date.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { NavigationItem } from '../../isomorphic/navigation-types.ts';

const git = (root: string, args: string[]): string =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * Parses `git log --format=%x00%H %cs --name-only` output into the newest date of each file, leaving
 * out files whose newest commit is one of `boundary` (the shallow clone's cut). Pure.
 */
export function newestDates(log: string, boundary: ReadonlySet<string>): Map<string, string> {
  const dates = new Map<string, string>();
  const seen = new Set<string>();
  for (const block of log.split('\0')) {
    const [head = '', ...files] = block.split('\n');
    const [hash, date] = head.trim().split(' ');
    if (!hash || !date) continue;
    for (const file of files.map((line) => line.trim()).filter(Boolean)) {
      if (seen.has(file)) continue;
      seen.add(file);
      if (!boundary.has(hash)) dates.set(file, date);
    }
  }
  return dates;
}

/** The newest commit date (YYYY-MM-DD) of each file under `dir` (repo-relative paths), or an empty map without git history. */
export function readLastUpdated(root: string, dir: string): Map<string, string> {
  try {
    const log = git(root, ['log', '--format=%x00%H %cs', '--name-only', '--no-renames', '--', dir]);
    const shallowFile = resolve(root, git(root, ['rev-parse', '--git-path', 'shallow']).trim());
    const boundary = new Set(existsSync(shallowFile) ? readFileSync(shallowFile, 'utf8').split('\n').filter(Boolean) : []);
    return newestDates(log, boundary);
  } catch {
    return new Map();
  }
}

/** Sets `updated` on every item whose Markdown file has a date. */
export function dateTree(tree: NavigationItem[], dates: ReadonlyMap<string, string>, sourceFile: (contentPath: string) => string): void {
  for (const item of tree) {
    const date = item.contentPath && !item.isExternal ? dates.get(sourceFile(item.contentPath)) : undefined;
    if (date) item.updated = date;
    if (item.children) dateTree(item.children, dates, sourceFile);
  }
}
