// Barrel of the element library: classes, event classes and types. No side effects;
// import ./define.ts (or a folder's define.ts) to register the elements.
export * from './table-of-contents/index.ts';
export * from './code-example/index.ts';
export * from './search-dialog/index.ts';
