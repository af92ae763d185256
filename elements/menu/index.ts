// Public surface of docs-menu: the element, its events and their types. No side effects: import ./define.ts to register.
export { DocsMenu } from './menu.ts';
export { DocsMenuCloseEvent, DocsMenuSelectEvent, type MenuCloseReason } from './events.ts';
