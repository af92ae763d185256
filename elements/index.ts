// Barrel of the element library: the public API only (element classes, event classes, public types,
// the search backend factory). No side effects; import ./define.ts (or a folder's define.ts) to register
// the elements. Internals (rules, constants, engines, stores) are imported from their modules.
export * from './table-of-contents/index.ts';
export * from './code-example/index.ts';
export * from './menu/index.ts';
export * from './navigation-list/index.ts';
export * from './banner/index.ts';
export * from './cookie-popup/index.ts';
export * from './snack-bar/index.ts';
export * from './tooltip/index.ts';
export * from './search-dialog/index.ts';
export * from './tab-group/index.ts';
