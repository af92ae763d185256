// Public surface of docs-tab-group: the element, its events and their types. No side effects: import ./define.ts to register.
export { DocsTabGroup } from './tab-group.ts';
export { DocsTabChangeEvent } from './events.ts';
