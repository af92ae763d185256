// Public surface of docs-menu. No side effects: import ./define.ts to register.
export { DocsMenu } from './menu.ts';
export { DocsMenuCloseEvent, DocsMenuSelectEvent, type MenuCloseReason } from './events.ts';
export { indexForKey, typeaheadIndex } from './menu-keys.ts';
export { closeAll, closeSubmenuAt, openSubmenuAt, type MenuStackChange } from './menu-stack.ts';
