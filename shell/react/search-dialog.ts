// React wrapper of <docs-search-dialog> (see elements/search-dialog/search-dialog.ts).
import React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DocsSearchDialog } from '../../elements/search-dialog/search-dialog.ts';
import { DocsSearchCloseEvent, DocsSearchNavigateEvent } from '../../elements/search-dialog/events.ts';
import '../../elements/search-dialog/define.ts';

/**
 * `<SearchDialog ref={ref} backend={backend} siteOrigin="https://angular.dev" onDocsSearchNavigate={(e) => …} />`
 * Open it with `ref.current.show()` / `toggle()`.
 */
export const SearchDialog = createComponent({
  tagName: 'docs-search-dialog',
  elementClass: DocsSearchDialog,
  react: React,
  events: {
    onDocsSearchNavigate: DocsSearchNavigateEvent.eventName as EventName<DocsSearchNavigateEvent>,
    onDocsSearchClose: DocsSearchCloseEvent.eventName as EventName<DocsSearchCloseEvent>,
  },
});
