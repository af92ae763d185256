import { useEffect, useRef, type RefObject } from 'react';
import { enhanceContent } from '../article/enhance-content.ts';
import { prerenderedFragment } from '../data/prerendered-html.ts';
import { useLinkInterception } from '../navigation/use-link-interception.ts';
import { useScrollableTables } from './scrollable-tables.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';

/** Where example files (content/examples) live in the source repository. */
const EXAMPLES_SOURCE = `${siteConfig.repository.url}/blob/${siteConfig.repository.branch}/content/examples`;

export interface ContentFragmentProps {
  /** The fragment when the loader returned it (client navigations); absent on a prerendered page's first render. */
  html: string | undefined;
  /** Names the fragment (`data-fragment`): the prerendered DOM is reused only when it is this fragment. */
  fragmentKey: string;
  id: string;
  className: string;
}

/**
 * The one way a route shows build-time HTML: the prerendered fragment is kept (not a second copy in the
 * hydration data, see prerendered-html.ts), plain links go through the router, and the elements the
 * fragment uses (code examples: copy button, tabs, collapsed lines, previews) are loaded and upgraded
 * after every change of content. Docs, reference (API entries) and tutorial pages all use it.
 */
export function ContentFragment({ html: given, fragmentKey, id, className }: ContentFragmentProps) {
  const html = given ?? prerenderedFragment(fragmentKey, id);
  const ref = useRef<HTMLDivElement>(null);
  useLinkInterception(ref);
  useEffect(() => {
    if (ref.current) void enhanceContent(ref.current, { sourceBase: EXAMPLES_SOURCE });
  }, [html]);
  useCopyMarkdown(ref, html);
  useScrollableTables(ref, html);
  return <div id={id} className={className} data-fragment={fragmentKey} ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** How long the copy button says "Copied" (or why it could not copy) before it reads as before. */
const FEEDBACK_MS = 2000;

/**
 * "Copy page as Markdown" (emitted hidden by the pipeline next to "View as Markdown"): shown once
 * JavaScript runs; a click fetches the page's `.md` and puts it on the clipboard.
 */
function useCopyMarkdown(ref: RefObject<HTMLDivElement | null>, html: string): void {
  useEffect(() => {
    const button = ref.current?.querySelector<HTMLButtonElement>('button.docs-copy-markdown');
    const url = button?.dataset.markdown;
    if (!button || !url || !navigator.clipboard) return;
    button.hidden = false;
    const label = button.textContent ?? '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const say = (text: string) => {
      button.textContent = text;
      clearTimeout(timer);
      timer = setTimeout(() => (button.textContent = label), FEEDBACK_MS);
    };
    const onClick = async () => {
      try {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        await navigator.clipboard.writeText(await response.text());
        say('Copied');
      } catch {
        say('Could not copy');
      }
    };
    button.addEventListener('click', onClick);
    return () => {
      clearTimeout(timer);
      button.removeEventListener('click', onClick);
      button.textContent = label;
    };
  }, [ref, html]);
}
