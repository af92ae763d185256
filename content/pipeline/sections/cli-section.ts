// The CLI reference: the overview and one page per `ng` command and subcommand, rendered from the
// dumped `--json-help` (cli/cli-help.ts, dumped in prepareReference).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LinkResolver } from '../api/doc-text.ts';
import { cliContentPath, cliHeadingIds, cliRoute, renderCliPage } from '../cli/render-cli.ts';
import type { CliPage } from '../cli/cli-help.ts';
import { renderCliOverview } from '../cli/render-cli-overview.ts';
import { memberHeadingsWithIds, REFERENCE_CATEGORY } from '../search/reference-pages.ts';
import { emptyOutput, type Section } from './section.ts';

export const cliSection: Section = {
  name: 'cli',
  async build(ctx) {
    const { cli } = ctx.reference;
    const started = performance.now();
    const resolver: LinkResolver = {
      symbol: () => undefined,
      route: (raw) => {
        const [path, anchor] = raw.split('#', 2) as [string, string | undefined];
        const clean = path.split('?')[0]!.replace(/\/+$/, '');
        const ids = ctx.route(clean);
        if (!ids) return undefined;
        return anchor && ids.includes(anchor) ? `/${clean}#${anchor}` : `/${clean}`;
      },
      pageIds: new Set(),
    };
    const write = async (contentPath: string, html: string) => {
      const out = join(ctx.paths.contentOut, contentPath);
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, html);
    };
    const output = emptyOutput();
    await write('cli.html', renderCliOverview(cli, resolver));
    output.headings.set('cli', []);
    output.prerender.push('/cli');
    const byName = new Map(cli.pages.filter((page) => !page.parent).map((page) => [page.help.name, page]));
    for (const page of cli.pages) {
      const ids = cliHeadingIds(page);
      const html = renderCliPage(page, { ...resolver, pageIds: new Set(ids) });
      await write(cliContentPath(page), html);
      const path = cliRoute(page);
      output.headings.set(path, ids);
      output.prerender.push(`/${path}`);
      output.searchBlocks.push({
        url: `/${path}`,
        category: REFERENCE_CATEGORY,
        title: `ng ${page.parent ? `${page.parent} ` : ''}${page.help.name}`,
        html: memberHeadingsWithIds(html),
        aliases: cliShortForms(page, page.parent ? byName.get(page.parent) : undefined),
      });
    }
    output.stats = [
      `CLI: ${cli.pages.length + 1} pages from @angular/cli ${cli.version} (dump ${Math.round(cli.ms)} ms${cli.cached ? ', cached' : ''}; rendering ${Math.round(performance.now() - started)} ms)`,
    ];
    return output;
  },
};

/**
 * The short forms of a command, from the CLI's own aliases: `ng g c`, `ng g component`, `ng generate c`
 * for `ng generate component` (not the full name itself, which is the page title).
 */
export function cliShortForms(page: CliPage, parent?: CliPage): string[] {
  const names = [page.help.name, ...(page.help.aliases ?? [])];
  const parents = page.parent ? [page.parent, ...(parent?.help.aliases ?? [])] : [undefined];
  const full = `ng ${page.parent ? `${page.parent} ` : ''}${page.help.name}`;
  const forms = parents.flatMap((p) => names.map((name) => `ng ${p ? `${p} ` : ''}${name}`));
  return forms.filter((form) => form !== full);
}
