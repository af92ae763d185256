// React wrapper of <docs-table-of-contents> (see elements/table-of-contents/table-of-contents.ts).
import React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DocsTableOfContents, DocsTocChangeEvent } from '../../elements/table-of-contents/index.ts';
import '../../elements/table-of-contents/define.ts';

/**
 * `<TableOfContents for="docs-content" offset={24} onDocsTocChange={(e) => e.items} />`
 *
 * `for` names the element whose h2/h3 headings are listed; the element follows changes to that
 * element's children by itself, so keep the same container element across client navigations
 * (or call `ref.current.refresh()` after replacing it).
 */
export const TableOfContents = createComponent({
  tagName: 'docs-table-of-contents',
  elementClass: DocsTableOfContents,
  react: React,
  events: {
    onDocsTocChange: DocsTocChangeEvent.eventName as EventName<DocsTocChangeEvent>,
  },
});
