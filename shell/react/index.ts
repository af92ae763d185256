// @lit/react wrappers of the elements in elements/, one module per element (or per pair of notices).
// Every element in custom-elements.json has a wrapper here (tests/unit/shell/react/react-wrappers.test.ts).
export { TableOfContents } from './table-of-contents.ts';
export { CodeExample } from './code-example.ts';
export { SearchDialog } from './search-dialog.ts';
export { Menu } from './menu.ts';
export { NavigationList } from './navigation-list.ts';
export { Banner, CookiePopup } from './notices.ts';
export { SnackBar } from './snack-bar.ts';
export { Tooltip } from './tooltip.ts';
export { TabGroup } from './tab-group.ts';
