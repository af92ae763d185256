import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { renderMarkdown } from '../../../content/pipeline/markdown/render.ts';
import { checkLinks } from '../../../content/pipeline/links.ts';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : f.endsWith('.md') ? [join(dir, f)] : []));
}
it('content', () => {
  const pages = [];
  for (const f of walk('content/docs')) {
    const rel = f;
    try {
      const r = renderMarkdown(readFileSync(f, 'utf8'), { file: rel, editUrl: 'https://x/edit/' + rel });
      pages.push({ file: rel, route: '/' + rel.replace(/^content\/docs\//, '').replace(/\.md$/, ''), headingIds: r.headings.map((h) => h.id).filter(Boolean), links: r.links });
      console.log(rel, r.title, r.headings.length, r.links.length, r.html.length);
      if (rel.includes(process.env.SHOW ?? '@@')) console.log(r.html);
    } catch (e) {
      console.log('ERROR', (e as Error).message);
    }
  }
  console.log(checkLinks(pages, () => false).map((e) => e.message).join('\n'));
});
