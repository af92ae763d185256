// Public surface of docs-code-example: the element, its events and their types. No side effects: import ./define.ts to register.
export { DocsCodeExample } from './code-example.ts';
export type { CodeExampleFile, PreviewLoader } from './code-example.ts';
export { DocsCodeCopyEvent, DocsCodeTabChangeEvent, DocsCodeToggleEvent } from './events.ts';
export type { CodeCopyKind, CodeToggleKind } from './events.ts';
