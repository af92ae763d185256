// Registers every element (idempotent: each define.ts skips tags already registered).
import './table-of-contents/define.ts';
import './code-example/define.ts';
import './menu/define.ts';
import './navigation-list/define.ts';
import './banner/define.ts';
import './cookie-popup/define.ts';
import './snack-bar/define.ts';
import './tooltip/define.ts';
import './search-dialog/define.ts';
import './tab-group/define.ts';
