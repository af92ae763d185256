// @lit/react wrappers of the elements in elements/, one module per element.
export { TableOfContents } from './table-of-contents.ts';
export { CodeExample } from './code-example.ts';
export { SearchDialog } from './search-dialog.ts';
