/**
 * One CLI reference page → HTML fragment: usage lines (name and aliases), description, sub-commands,
 * argument and option cards (aliases, allowed values or value type, default, deprecated).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { renderCodeBlock } from '../markdown/code/highlight-block.ts';
import { escapeAttr, escapeText } from '../markdown/escape.ts';
import { renderDocText, renderInlineDocText, type LinkResolver } from '../api/doc-text.ts';
import type { CliOption, CliPage } from './cli-help.ts';

/** Route path of a CLI page: 'cli/generate/component'. */
export const cliRoute = (page: Pick<CliPage, 'path'>) => `cli/${page.path}`;

/** Content path of its fragment (spec §7: CLI pages resolve from '{path}.html'). */
export const cliContentPath = (page: Pick<CliPage, 'path'>) => `cli/${page.path}.html`;

/** Ids of the page's headings (for links and the TOC). */
export function cliHeadingIds(page: CliPage): string[] {
  const ids = ['usage'];
  if (page.help.longDescription) ids.push('description');
  if (page.help.subcommands?.length) ids.push('sub-commands');
  if (page.help.options.some((o) => o.positional !== undefined)) ids.push('arguments');
  if (page.help.options.some((o) => o.positional === undefined)) ids.push('options');
  for (const o of page.help.options) ids.push(optionId(o));
  return ids;
}

function optionId(option: CliOption): string {
  return `${option.positional !== undefined ? 'argument' : 'option'}-${option.name}`;
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `ng generate component [name]` → usage line with `[options]` (and the same for each alias). */
export function usageLines(page: CliPage): string[] {
  const command = page.help.command.replace(/^ng\s+/, '');
  const hasOptions = page.help.options.some((o) => o.positional === undefined && o.name !== 'help');
  const suffix = hasOptions ? ' [options]' : '';
  const names = [page.help.name, ...(page.help.aliases ?? [])];
  const rest = command.split(/\s+/);
  // The command text is 'parent name args' or 'name args': swap the name for each alias.
  const at = rest.indexOf(page.help.name);
  return names.map((name) => {
    const words = [...rest];
    if (at >= 0) words[at] = name;
    return `ng ${words.join(' ')}${suffix}`;
  });
}

function optionCard(option: CliOption, resolver: LinkResolver, file: string): string {
  const positional = option.positional !== undefined;
  const title = positional ? option.name : `--${option.name}`;
  const facts: string[] = [];
  if (option.aliases?.length)
    facts.push(`<dt>Alias</dt><dd>${option.aliases.map((a) => `<code>-${a.length > 1 ? '-' : ''}${escapeText(a)}</code>`).join(', ')}</dd>`);
  if (option.enum?.length) facts.push(`<dt>Allowed values</dt><dd>${option.enum.map((v) => `<code>${escapeText(valueText(v))}</code>`).join(', ')}</dd>`);
  else facts.push(`<dt>Value type</dt><dd><code>${escapeText(option.type)}</code></dd>`);
  if (option.default !== undefined) facts.push(`<dt>Default</dt><dd><code>${escapeText(valueText(option.default))}</code></dd>`);
  if (option.deprecated)
    facts.push(`<dt>Deprecated</dt><dd>${option.deprecated === true ? 'yes' : renderInlineDocText(String(option.deprecated), resolver, file)}</dd>`);
  const id = optionId(option);
  return `<section class="docs-cli-option${option.deprecated ? ' docs-cli-option-deprecated' : ''}" aria-labelledby="${escapeAttr(id)}"><h3 id="${escapeAttr(id)}"><code>${escapeText(
    title,
  )}</code></h3><dl class="docs-cli-option-facts">${facts.join('')}</dl>${option.description ? renderDocText(option.description, resolver, file, 4) : ''}</section>`;
}

function heading(id: string, text: string): string {
  return `<h2 id="${id}"><a class="docs-anchor" href="#${id}">${text}</a></h2>`;
}

/**
 * The CLI's descriptions give images as paths relative to the docs site's root
 * (`assets/images/guide/cli/completion.gif` in `ng completion`'s long-description.md). On our pages such
 * a path resolves under the page's own folder (/cli/assets/…: broken). It becomes the root path
 * (`/assets/images/…`) when the image is in `public/` (served at that path); the CLI package does not
 * ship its images, so an image that is not there is replaced by its description (alt text), never
 * left as a broken image or pointed at a host the build cannot check.
 */
export function resolveCliImages(html: string, hasPublicFile: (path: string) => boolean = (path) => existsSync(join('public', path))): string {
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(src)) return tag;
    const path = new URL(src, 'https://site.invalid/').pathname;
    if (hasPublicFile(path.slice(1))) return tag.replace(/(\ssrc=")[^"]*"/, `$1${path}"`);
    const alt = /\salt="([^"]*)"/.exec(tag)?.[1] ?? '';
    return alt ? `<em class="docs-cli-image-text">${alt}</em>` : '';
  });
}

export function renderCliPage(page: CliPage, resolver: LinkResolver): string {
  const { help } = page;
  const file = `cli:${page.path}`;
  const title = `ng ${page.parent ? `${page.parent} ` : ''}${help.name}`;
  const parts: string[] = [`<header class="docs-page-header"><h1 tabindex="-1">${escapeText(title)}</h1></header>`];
  if (help.shortDescription) parts.push(`<div class="docs-cli-summary">${renderDocText(help.shortDescription, resolver, file)}</div>`);
  if (help.deprecated)
    parts.push(
      '<div class="docs-alert docs-alert-important" role="note"><p><strong class="docs-alert-label">Deprecated:</strong> this command will be removed in a future version.</p></div>',
    );
  parts.push(heading('usage', 'Usage'), renderCodeBlock(usageLines(page).join('\n'), 'shell'));
  if (help.longDescription) parts.push(heading('description', 'Description'), resolveCliImages(renderDocText(help.longDescription, resolver, file)));
  if (help.subcommands?.length) {
    const items = help.subcommands.map((sub) => {
      const aliases = sub.aliases?.length
        ? ` <span class="docs-cli-aliases">(alias: ${sub.aliases.map((a) => `<code>${escapeText(a)}</code>`).join(', ')})</span>`
        : '';
      return `<li><a href="/cli/${escapeAttr(help.name)}/${escapeAttr(sub.name)}"><code>${escapeText(sub.name)}</code></a>${aliases} — ${renderInlineDocText(sub.shortDescription, resolver, file)}</li>`;
    });
    parts.push(heading('sub-commands', 'Sub-commands'), `<ul class="docs-cli-subcommands">${items.join('')}</ul>`);
  }
  const args = help.options.filter((o) => o.positional !== undefined).sort((a, b) => a.positional! - b.positional!);
  const options = help.options.filter((o) => o.positional === undefined);
  if (args.length) parts.push(heading('arguments', 'Arguments'), args.map((o) => optionCard(o, resolver, file)).join(''));
  if (options.length) parts.push(heading('options', 'Options'), options.map((o) => optionCard(o, resolver, file)).join(''));
  return `<article class="docs-cli-page">\n${parts.join('\n')}\n</article>\n`;
}
