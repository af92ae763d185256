/** The CLI reference overview (`/cli`): every command with its aliases and summary, from the same dump. */
import { escapeAttr, escapeText } from '../markdown/escape.ts';
import { renderInlineDocText, type LinkResolver } from '../api/doc-text.ts';
import type { CliDump } from './cli-help.ts';

export function renderCliOverview(cli: CliDump, resolver: LinkResolver): string {
  const rows = cli.pages
    .filter((page) => !page.parent)
    .map((page) => {
      const aliases = page.help.aliases?.length ? page.help.aliases.map((a) => `<code>${escapeText(a)}</code>`).join(', ') : '';
      return `<tr><td><a href="/cli/${escapeAttr(page.path)}"><code>ng ${escapeText(page.help.name)}</code></a></td><td>${aliases}</td><td>${renderInlineDocText(
        page.help.shortDescription,
        resolver,
        `cli:${page.path}`,
      )}</td></tr>`;
    })
    .join('');
  return [
    '<article class="docs-cli-page">',
    '<header class="docs-page-header"><h1 tabindex="-1">CLI Reference</h1></header>',
    `<p>The commands of the Angular CLI (<code>@angular/cli</code> ${escapeText(cli.version)}). Run <code>ng &lt;command&gt; --help</code> in a terminal for the same information.</p>`,
    '<h2 id="commands"><a class="docs-anchor" href="#commands">Commands</a></h2>',
    '<div class="docs-table-wrapper"><table><thead><tr><th scope="col">Command</th><th scope="col">Aliases</th><th scope="col">Description</th></tr></thead>',
    `<tbody>${rows}</tbody></table></div>`,
    '</article>',
    '',
  ].join('\n');
}
