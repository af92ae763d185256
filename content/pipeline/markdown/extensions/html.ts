// Raw HTML written in Markdown: links in it are recorded (and external ones get a new-window
// target), and what would break the page's guarantees fails the build: inline `style=` (CSP),
// scripts and event-handler attributes, and `<docs-*>` tags not on a line of their own.
import type { RendererExtension, Tokens } from 'marked';
import type { RenderContext } from '../context.ts';
import { opensNewWindow } from '../escape.ts';

export function htmlExtension(ctx: RenderContext): RendererExtension {
  return {
    name: 'html',
    renderer(token) {
      const html = (token as unknown as Tokens.HTML).text;
      const lineAt = (offset: number): number => ctx.positions.lineWithin(token, offset);
      const code = stripComments(html);
      const docsTag = /<\/?docs-[a-z0-9-]*/i.exec(code);
      if (docsTag) {
        ctx.fail(lineAt(docsTag.index), `<${docsTag[0].replace(/^<\/?/, '')}> must start on a line of its own, with a blank line between it and other HTML`);
      }
      const problem = /<script\b|\sstyle\s*=|\son[a-z]+\s*=/i.exec(code);
      if (problem) {
        const what = problem[0].trim().startsWith('<script')
          ? '<script> is not allowed in content'
          : problem[0].includes('style')
            ? 'inline style="…" attributes are not allowed (the Content-Security-Policy blocks them); use a class'
            : 'event-handler attributes are not allowed in content';
        ctx.fail(lineAt(problem.index), what);
      }
      // Anchors cannot nest: inside a link, raw <a> tags are dropped and their text kept.
      if (ctx.flattenLinks > 0) return html.replace(/<\/?a\b[^>]*>/gi, '');
      return html.replace(/<a\b([^>]*)>/gi, (whole, attrs: string, offset: number) => {
        const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
        if (!href) return whole;
        const value = href[1] ?? href[2] ?? href[3];
        ctx.addLink(value, lineAt(offset));
        if (opensNewWindow(value) && !/\starget\s*=/i.test(attrs)) {
          return `<a${attrs} target="_blank" rel="noopener">`;
        }
        return whole;
      });
    },
  };
}

function stripComments(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, (c) => ' '.repeat(c.length));
}
