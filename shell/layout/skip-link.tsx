import type { MouseEvent } from 'react';

/** The page's own content, first found: a docs or reference page's article (not its sidebar), else the whole main. */
const CONTENT = ['main .docs-article', 'main article', 'main'];

/**
 * "Skip to main content": moves focus into the page's content, past the sidebar, so the next Tab
 * reaches the content's first link. Without JavaScript the link's fragment still scrolls to <main>.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = CONTENT.map((selector) => document.querySelector<HTMLElement>(selector)).find(Boolean);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <a className="docs-skip-link" href="#main-content" onClick={skip}>
      Skip to main content
    </a>
  );
}
