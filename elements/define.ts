// Registers every element (idempotent: each define.ts skips tags already registered).
import './table-of-contents/define.ts';
import './code-example/define.ts';
import './search-dialog/define.ts';
