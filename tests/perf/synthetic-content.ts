/**
 * Generates the scale benchmark's synthetic pages into a temporary folder (never into content/):
 * `count` Markdown pages in 10 sections of groups of at most 100 pages, each with headings, code
 * blocks, an alert, a table, a list and links to its neighbours, to a heading of another synthetic
 * page and to real pages. The content pipeline reads them when `DOCS_SYNTHETIC_DIR` points at the
 * folder (content/pipeline/synthetic.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { SiteTreeItem } from '../../isomorphic/navigation-types.ts';

const SECTIONS = 10;
const GROUP_SIZE = 100;
const WORDS =
  'signal component template render change detection service injector route module element binding event input output query effect resource form control directive pipe zone view host style'.split(
    ' ',
  );

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Deterministic filler prose: `count` words from the list, seeded by `seed`. */
function prose(seed: number, count: number): string {
  const words: string[] = [];
  for (let i = 0; i < count; i++) words.push(WORDS[(seed * 7 + i * 13 + (i >> 3)) % WORDS.length]!);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function page(index: number, path: string, all: string[], title: string): string {
  const prev = all[(index + all.length - 1) % all.length]!;
  const next = all[(index + 1) % all.length]!;
  const far = all[(index * 7919) % all.length]!;
  return `# ${title}

${prose(index, 60)} Read [the previous page](/${prev}) and [the next page](/${next}) too, or start at [the overview](/overview).

## Usage

${prose(index + 1, 80)}

\`\`\`ts
import { signal, computed } from '@angular/core';

export const count${index} = signal(${index});
export const doubled${index} = computed(() => count${index}() * 2);
\`\`\`

${prose(index + 2, 50)} See [the usage notes of another page](/${far}#usage).

NOTE: ${prose(index + 3, 25)}

### Options

| Option | Type | Description |
|---|---|---|
| \`first\` | \`string\` | ${prose(index + 4, 10)} |
| \`second\` | \`number\` | ${prose(index + 5, 10)} |
| \`third\` | \`boolean\` | ${prose(index + 6, 10)} |

## Examples

${prose(index + 7, 90)}

\`\`\`html
<section class="page-${index}">
  @if (visible()) {
    <p>{{ doubled${index}() }}</p>
  }
</section>
\`\`\`

- ${prose(index + 8, 12)}
- ${prose(index + 9, 12)}
- ${prose(index + 10, 12)}

## Next steps

${prose(index + 11, 70)} Continue with [the installation guide](/installation).
`;
}

/** Writes `count` pages and their `tree.json`; returns the folder. */
export function writeSyntheticContent(count: number, dir = join(tmpdir(), `docs-synthetic-${count}`)): string {
  rmSync(dir, { recursive: true, force: true });
  const perSection = Math.ceil(count / SECTIONS);
  const paths: string[] = [];
  const tree: SiteTreeItem[] = [];
  for (let s = 0; s < SECTIONS && paths.length < count; s++) {
    const section: SiteTreeItem = { label: `Synthetic section ${s + 1}`, children: [] };
    for (let g = 0; g * GROUP_SIZE < perSection && paths.length < count; g++) {
      const group: SiteTreeItem = { label: `Group ${s + 1}.${g + 1}`, children: [] };
      for (let p = 0; p < GROUP_SIZE && g * GROUP_SIZE + p < perSection && paths.length < count; p++) {
        const path = `synthetic/s${pad(s + 1, 2)}/g${pad(g + 1, 2)}/p${pad(p + 1, 3)}`;
        paths.push(path);
        group.children!.push({ label: `Synthetic page ${s + 1}.${g + 1}.${p + 1}`, path });
      }
      section.children!.push(group);
    }
    tree.push(section);
  }
  paths.forEach((path, index) => {
    const file = join(dir, `${path}.md`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page(index, path, paths, `Synthetic page ${index + 1}`));
  });
  writeFileSync(join(dir, 'tree.json'), JSON.stringify(tree));
  return dir;
}
