// <docs-video src="https://www.youtube.com/embed/ID" title="…"/>
// → <div class="docs-video"><iframe src title loading="lazy" allowfullscreen credentialless …></iframe></div>
import type { TokenizerAndRendererExtension } from 'marked';
import { checkAttributes, stringAttr, type RenderContext } from '../context.ts';
import { docsTagExtension } from '../docs-tag.ts';
import { decodeEntities, escapeAttr } from '../escape.ts';

export const VIDEO_PREFIX = 'https://www.youtube.com/embed/';

export function videoExtension(ctx: RenderContext): TokenizerAndRendererExtension {
  return docsTagExtension('docs-video', 'raw', function (token) {
    checkAttributes(ctx, token, ['src', 'title'], ['src', 'title']);
    const src = decodeEntities(stringAttr(token, 'src')!.trim());
    if (!src.startsWith(VIDEO_PREFIX) || !/^[\w-]+(?:[?#][^\s"'<>]*)?$/.test(src.slice(VIDEO_PREFIX.length))) {
      ctx.fail(token, `<docs-video> src must be a YouTube embed URL (${VIDEO_PREFIX}VIDEO_ID), got "${src}"`);
    }
    const title = decodeEntities(stringAttr(token, 'title')!);
    return (
      `<div class="docs-video"><iframe src="${escapeAttr(src)}" title="${escapeAttr(title)}" loading="lazy" ` +
      `allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" ` +
      `referrerpolicy="strict-origin-when-cross-origin" allowfullscreen credentialless></iframe></div>\n`
    );
  });
}
