// Public surface of docs-navigation-list. No side effects: import ./define.ts to register.
export { DocsNavigationList } from './navigation-list.ts';
export { DocsNavigateEvent, type NavigateTrigger } from './events.ts';
export { firstPagePath, groupByCategory, slideChain, statusTag, toggleAction, trailTo, type NavListItem, type ToggleAction } from './nav-tree.ts';
export { SLIDE_TRANSITION_MS } from './navigation-list.ts';
