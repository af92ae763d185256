// Public surface of docs-navigation-list: the element, its event and the item type of `items`.
// No side effects: import ./define.ts to register.
export { DocsNavigationList } from './navigation-list.ts';
export { DocsNavigateEvent, type NavigateTrigger } from './events.ts';
export type { NavListItem } from './nav-tree.ts';
