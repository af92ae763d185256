// Public surface of docs-search-dialog: the element, its events, the backend factory its `backend`
// property takes, and the public types. No side effects: import ./define.ts to register.
export { DocsSearchDialog } from './search-dialog.ts';
export { DocsSearchCloseEvent, DocsSearchNavigateEvent } from './events.ts';
export { createSearchBackend, type SearchConfig } from './create-backend.ts';
export type { AlgoliaClientOptions, AlgoliaConfig } from './algolia-backend.ts';
export type { LocalBackendOptions } from './local/local-backend.ts';
export type { HistoryItem, RawHit, SearchBackend, SearchResult, SnippetValue } from './types.ts';
