// Syntax set D (issue 28, fourth round): Angular written as in a template or in code, by shape, written
// and committed before any ranking change of the round, and never tuned on beyond its own misses (it is
// the set the round's rules are judged on; set C and the held-out half stay held out). Shapes: an event
// binding `(name)` / `(name.modifier)`, a template reference variable `#name`, a block or sub-block
// `@name`, a pipe as used `| name`, and a camelCase code name that its guide spells as separate words
// in a heading. Each query's targets were judged by reading the pages (headings, text and code), not by
// running the search: the guide that teaches the syntax, and the reference entry that documents it when
// there is one (a sub-block's parent block, a pipe's class).
import type { QueryKind, RelevanceQuery } from './relevance-queries.ts';

const q = (kind: QueryKind, query: string, ...targets: string[]): RelevanceQuery => ({ q: query, targets, kind });

export const SYNTAX_SET_D: RelevanceQuery[] = [
  // ── event bindings: the event listeners guide (keyboard events, modifier keys, window and document) ──
  q('api', '(keydown.escape)', '/guide/templates/event-listeners'),
  q('api', '(keydown.shift.enter)', '/guide/templates/event-listeners'),
  q('api', '(keydown.control.enter)', '/guide/templates/event-listeners'),
  q('api', '(keydown.code.keyw)', '/guide/templates/event-listeners'),
  q('api', '(window:resize)', '/guide/templates/event-listeners'),
  q('api', '(document:keydown.escape)', '/guide/templates/event-listeners'),
  q('api', '(submit)', '/guide/templates/event-listeners'),
  q('api', '(input)', '/guide/templates/event-listeners'),
  q('api', '(blur)', '/guide/templates/event-listeners'),

  // ── template reference variables: the variables guide's section on them ───────────────────────────
  q('api', '#titleField', '/guide/templates/variables'),
  q('api', '#searchBox', '/guide/templates/variables'),
  q('api', '#ref', '/guide/templates/variables'),
  q('api', '#userForm', '/guide/templates/variables'),

  // ── blocks and sub-blocks: the guide of the parent block, and its reference entry ────────────────
  q('api', '@else', '/guide/templates/control-flow', '/api/core/@if'),
  q('api', '@else if', '/guide/templates/control-flow', '/api/core/@if'),
  q('api', '@case', '/guide/templates/control-flow', '/api/core/@switch'),
  q('api', '@default', '/guide/templates/control-flow', '/api/core/@switch'),
  q('api', '@loading', '/guide/templates/defer', '/api/core/@defer'),
  q('api', '@error', '/guide/templates/defer', '/api/core/@defer'),

  // ── pipes as used in a template: the pipe's class and the pipes guide ───────────────────────────
  q('api', '| date', '/api/common/DatePipe', '/guide/templates/pipes'),
  q('api', '| currency', '/api/common/CurrencyPipe', '/guide/templates/pipes'),
  q('api', '| json', '/api/common/JsonPipe', '/guide/templates/pipes'),
  q('api', '| keyvalue', '/api/common/KeyValuePipe', '/guide/templates/pipes'),
  q('api', '| uppercase', '/api/common/UpperCasePipe', '/guide/templates/pipes'),
  q('api', '| titlecase', '/api/common/TitleCasePipe', '/guide/templates/pipes'),
  q('api', '| percent', '/api/common/PercentPipe', '/guide/templates/pipes'),
  q('api', '| slice', '/api/common/SlicePipe', '/guide/templates/pipes'),
  q('api', '| number', '/api/common/DecimalPipe', '/guide/templates/pipes'),

  // ── camelCase names that a guide spells as words in a heading ─────────────────────────────────────
  q('api', 'allowedHosts', '/guide/ssr'),
  q('api', 'sourceLocale', '/guide/i18n/locale-id'),
  q('api', 'asyncValidators', '/guide/forms/form-validation'),
  q('api', 'versionUpdates', '/ecosystem/service-workers/communications', '/api/service-worker/SwUpdate'),
  q('api', 'abortSignal', '/guide/signals/resource'),
  q('api', 'extendedDiagnostics', '/extended-diagnostics', '/reference/configs/angular-compiler-options'),
];
