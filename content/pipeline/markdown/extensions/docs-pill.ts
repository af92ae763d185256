// <docs-pill href="…" title="…" [download] [target="…"]/> → <a class="docs-pill" href="…">title</a>
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, stringAttr, type RenderContext } from '../context.ts';
import { docsTagExtension } from '../docs-tag.ts';
import { attrToText, encodeHref, escapeAttr, opensNewWindow } from '../escape.ts';
import { checkHref } from './link.ts';

export function pillExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-pill', 'raw', function (token) {
    checkAttributes(ctx, token, ['href', 'title', 'download', 'target'], ['href', 'title']);
    if (token.body !== null && token.body.trim() !== '') ctx.fail(token, '<docs-pill> takes its text from title="…"; leave the body empty');
    const href = stringAttr(token, 'href')!;
    const title = attrToText(stringAttr(token, 'title')!);
    if (ctx.flattenLinks > 0) return `<span class="docs-pill">${title}</span>\n`;
    const line = ctx.positions.lineOf(token);
    checkHref(ctx, href, line);
    ctx.addLink(href, line);
    const download = token.attributes.get('download');
    const downloadAttr = download === undefined ? '' : download === true ? ' download' : ` download="${escapeAttr(download)}"`;
    const target = stringAttr(token, 'target') ?? (opensNewWindow(href) ? '_blank' : undefined);
    const targetAttr = target ? ` target="${escapeAttr(target)}"${target === '_blank' ? ' rel="noopener"' : ''}` : '';
    return `<a class="docs-pill" href="${escapeAttr(encodeHref(href))}"${downloadAttr}${targetAttr}>${title}</a>\n`;
  });
}
