// Public surface of docs-search-dialog. No side effects: import ./define.ts to register.
export { DocsSearchDialog, SEARCH_DEBOUNCE_MS } from './search-dialog.ts';
export { DocsSearchCloseEvent, DocsSearchNavigateEvent } from './events.ts';
export { createSearchBackend, type SearchConfig } from './create-backend.ts';
export { createAlgoliaBackend, algoliaSearchRequest, type AlgoliaConfig, type AlgoliaClientOptions } from './algolia-backend.ts';
export { createLocalBackend, type LocalBackend, type LocalBackendOptions } from './local/local-backend.ts';
export { LocalSearchEngine } from './local/local-engine.ts';
export { toSearchResults, filterHits, safeResultUrl, packageFromUrl } from './results.ts';
export { SearchHistoryStore, HISTORY_STORAGE_KEY, MAX_RECENT_ITEMS } from './history.ts';
export { HIGHLIGHT_PRE, HIGHLIGHT_POST, highlightParts, stripHighlight } from './highlight.ts';
export { isApplePlatform, isSearchShortcut, shortcutLabel, ariaKeyShortcuts } from './shortcut.ts';
export type { HistoryItem, RawHit, SearchBackend, SearchResult, SnippetValue } from './types.ts';
