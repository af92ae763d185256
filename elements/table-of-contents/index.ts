// Public surface of docs-table-of-contents: the element, its events and their types. No side effects: import ./define.ts to register.
export { DocsTableOfContents } from './table-of-contents.ts';
export { DocsTocChangeEvent } from './events.ts';
export type { TocItem, TocLevel } from './toc-items.ts';
