import { useEffect, useRef } from 'react';
import { enhanceContent } from '../lib/enhance-content.ts';
import { prerenderedFragment } from '../lib/prerendered-html.ts';
import { useLinkInterception } from '../lib/use-link-interception.ts';
import { siteConfig } from '../site.config.ts';

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
  return <div id={id} className={className} data-fragment={fragmentKey} ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}
