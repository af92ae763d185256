/**
 * Gap 3 of running the extractor on `.d.ts`: for overloaded functions the `.d.ts` keeps only the
 * overloads' comments, and the implementation's comment (the main description, e.g. `inject`'s) is
 * dropped. The packages' FESM source maps carry the original sources (`sourcesContent`), so the
 * description is recovered from there at build time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from './entry-points.ts';

export interface RecoveredDoc {
  description: string;
  usageNotes?: string;
}

/** Parses a `/** … *\/` comment body: text before the first tag, and the `@usageNotes` block. */
export function parseDocComment(body: string): RecoveredDoc {
  const lines = body
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, ''))
    .join('\n')
    .trim();
  const tagAt = lines.search(/^@\w/m);
  const description = (tagAt < 0 ? lines : lines.slice(0, tagAt)).trim();
  const usage = /^@usageNotes\s*\n?([\s\S]*?)(?=^@\w|$(?![\s\S]))/m.exec(lines);
  return usage?.[1]?.trim() ? { description, usageNotes: usage[1].trim() } : { description };
}

/**
 * Descriptions of exported functions found in `sources` (TypeScript text): for each name, the last
 * doc comment before an `export function <name>` that has description text (the implementation's).
 */
export function functionDocsFromSources(sources: Iterable<string>): Map<string, RecoveredDoc> {
  const docs = new Map<string, RecoveredDoc>();
  const pattern = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export\s+(?:declare\s+)?function\s+([\w$]+)/g;
  for (const source of sources) {
    for (const match of source.matchAll(pattern)) {
      const doc = parseDocComment(match[1]!);
      if (doc.description) docs.set(match[2]!, doc);
    }
  }
  return docs;
}

export interface SourceLocation {
  /** Repository-relative path, e.g. 'packages/core/src/di/injector_compatibility.ts'. */
  path: string;
  /** 1-based line of the declaration. */
  line: number;
}

export interface PackageSources {
  functionDocs: Map<string, RecoveredDoc>;
  /** The original source files (repository-relative path and text). */
  files: { path: string; text: string }[];
  /** Where each exported declaration is written in the package's repository (every file declaring the name). */
  locations: Map<string, SourceLocation[]>;
}

/** Repository-relative path of a source-map `sources` entry ('../../bin/packages/core/src/x.ts'). */
export function repoPathOf(source: string): string | undefined {
  const m = /(?:^|\/)(?:bin\/)?((?:packages|src)\/.+\.ts)$/.exec(source);
  return m ? m[1] : undefined;
}

/** First line of each `export (declare) (abstract) class|function|interface|const|enum|type NAME` in a source. */
export function declarationLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  const pattern = /^export\s+(?:declare\s+)?(?:abstract\s+)?(?:class|function|interface|const|let|enum|type)\s+([\w$]+)/gm;
  for (const match of text.matchAll(pattern)) {
    if (lines.has(match[1]!)) continue;
    lines.set(match[1]!, text.slice(0, match.index).split('\n').length);
  }
  return lines;
}

const cache = new Map<string, PackageSources>();

/** The original sources of one package, from its `fesm2022/*.mjs.map` (read once per process). */
export function packageSources(nodeModules: string, pkg: string): PackageSources {
  const cached = cache.get(pkg);
  if (cached) return cached;
  const dir = join(packageDir(nodeModules, pkg), 'fesm2022');
  const texts: string[] = [];
  const files: { path: string; text: string }[] = [];
  const locations = new Map<string, SourceLocation[]>();
  if (existsSync(dir)) {
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.mjs.map')) continue;
      try {
        const map = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { sources?: string[]; sourcesContent?: (string | null)[] };
        (map.sourcesContent ?? []).forEach((text, i) => {
          if (!text) return;
          texts.push(text);
          const path = repoPathOf(map.sources?.[i] ?? '');
          if (!path) return;
          if (!files.some((f) => f.path === path)) files.push({ path, text });
          for (const [name, line] of declarationLines(text)) {
            const list = locations.get(name) ?? [];
            if (!list.some((l) => l.path === path)) list.push({ path, line });
            locations.set(name, list);
          }
        });
      } catch {
        // an unreadable map only means no recovered text
      }
    }
  }
  const result = { files, functionDocs: functionDocsFromSources(texts.filter((t) => t.includes('export function'))), locations };
  cache.set(pkg, result);
  return result;
}

/**
 * The best location of a name for an entry point: a file under the entry point's own folder
 * (`packages/common/http/…` for '@angular/common/http'), else one outside primitives and testing code.
 */
export function pickLocation(locations: SourceLocation[] | undefined, subpath: string): SourceLocation | undefined {
  if (!locations?.length) return undefined;
  if (subpath !== '.') {
    const own = locations.find((l) => l.path.includes(`/${subpath}/`));
    if (own) return own;
  }
  return locations.find((l) => !/\/(?:primitives|testing)\//.test(l.path)) ?? locations[0];
}
