// Prism grammars for Angular:
// - `angular-expression`: template expressions (TypeScript-ish, plus pipes and control-flow words);
// - `angular-html`: markup plus control-flow blocks (`@if (…) {`, `@for`, `@switch`, `@defer`, `@let`…),
//   interpolation `{{ … }}`, bindings `[prop]`, `(event)`, `[(model)]`, template references `#ref` and
//   structural directives `*ngIf`;
// - `angular-ts`: TypeScript whose `template:` backtick string is highlighted as angular-html.
// Each construct gets its own token type (aliased to a common one, so themes colour it).
import type Prism from 'prismjs';

/** Grammars handled as plain objects here (Prism's own type has no index signature). */
type Grammar = Record<string, unknown>;
type TokenObject = { pattern: RegExp; inside?: Grammar };

/** Inserts `insert` into `grammar` before the key `before` (at the end when absent), in place. */
function insertBefore(grammar: Grammar, before: string, insert: Grammar): void {
  const entries = Object.entries(grammar);
  for (const [key] of entries) delete grammar[key];
  let done = false;
  for (const [key, value] of entries) {
    if (key === before && !done) {
      Object.assign(grammar, insert);
      done = true;
    }
    if (!(key in insert)) grammar[key] = value;
  }
  if (!done) Object.assign(grammar, insert);
}

/** `="…"` / `='…'` holding an expression: punctuation around, expression tokens inside. */
function boundValue(expression: Grammar): Grammar {
  return {
    pattern: /=\s*(?:"[^"]*"|'[^']*')/,
    inside: {
      punctuation: /^=|^\s*["']|["']$/,
      expression: { pattern: /[\s\S]+/, inside: expression, alias: 'language-angular-expression' },
    },
    alias: 'attr-value',
  };
}

/** An attribute whose name matches `name` and whose value (if any) is an expression. */
function binding(name: string, alias: string, expression: Grammar): Grammar {
  return {
    pattern: new RegExp(`(^|\\s)${name}(?:\\s*=\\s*(?:"[^"]*"|'[^']*'))?`),
    lookbehind: true,
    alias,
    inside: {
      'binding-name': { pattern: new RegExp(`^${name}`), alias: 'attr-name' },
      'binding-value': boundValue(expression),
    },
  };
}

export function defineAngularGrammars(prism: typeof Prism): void {
  const languages = prism.languages;
  if (languages['angular-html']) return;

  // Template expressions.
  const expression = languages.extend('typescript', {}) as Grammar;
  insertBefore(expression, 'keyword', {
    'control-flow-keyword': {
      pattern: /\b(?:track|of|as|let|when|on|prefetch|never|hydrate|idle|viewport|interaction|hover|immediate|timer|minimum|after)\b/,
      alias: 'keyword',
    },
    pipe: { pattern: /((?:^|[^|])\|\s*)[A-Za-z_$][\w$]*/, lookbehind: true, alias: 'function' },
  });
  languages['angular-expression'] = expression as Prism.Grammar;

  // Templates.
  const html = languages.extend('markup', {}) as Grammar;
  const interpolation = {
    pattern: /\{\{[\s\S]*?\}\}/,
    inside: {
      'interpolation-punctuation': { pattern: /^\{\{|\}\}$/, alias: 'punctuation' },
      expression: { pattern: /[\s\S]+/, inside: expression, alias: 'language-angular-expression' },
    },
  };
  const tag = html.tag as TokenObject;
  const tagInside = tag.inside as Grammar;
  insertBefore(tagInside, 'special-attr', {
    'two-way-binding': binding('\\[\\([\\w.$@:-]+\\)\\]', 'attr-name', expression),
    'property-binding': binding('\\[[\\w.$@:%-]+\\]', 'attr-name', expression),
    'event-binding': binding('\\([\\w.$@:-]+\\)', 'attr-name', expression),
    'structural-directive': binding('\\*[\\w.$-]+', 'attr-name', expression),
    'template-reference': {
      pattern: /(^|\s)#[\w$-]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?/,
      lookbehind: true,
      alias: 'variable',
    },
  });
  const attrValue = tagInside['attr-value'] as TokenObject;
  insertBefore(attrValue.inside as Grammar, 'punctuation', { interpolation });

  const blockParameters = {
    pattern: /\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/,
    inside: {
      'block-parameters-punctuation': { pattern: /^\(|\)$/, alias: 'punctuation' },
      expression: { pattern: /[\s\S]+/, inside: expression, alias: 'language-angular-expression' },
    },
  };
  insertBefore(html, 'entity', {
    'let-declaration': {
      pattern: /(^|[^\w@.])@let\s+[A-Za-z_$][\w$]*\s*=[^;]*;/,
      lookbehind: true,
      inside: {
        'control-flow': { pattern: /^@let/, alias: 'keyword' },
        variable: { pattern: /^(\s+)[A-Za-z_$][\w$]*/, lookbehind: true },
        expression: { pattern: /(=)[\s\S]*(?=;$)/, lookbehind: true, inside: expression, alias: 'language-angular-expression' },
        punctuation: /[=;]/,
      },
    },
    'control-flow': {
      // Not after a word character, so e-mail addresses in text stay text.
      pattern:
        /(^|[^\w@.])@(?:else\s+if|if|for|switch|case|default|defer|placeholder|loading|error|empty|else)\b(?:\s*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?/,
      lookbehind: true,
      inside: {
        'control-flow-keyword': { pattern: /^@[a-z]+(?:\s+if)?/, alias: 'keyword' },
        'block-parameters': blockParameters,
      },
    },
    interpolation,
    'block-punctuation': { pattern: /[{}]/, alias: 'punctuation' },
  });
  languages['angular-html'] = html as Prism.Grammar;

  // Components with inline templates.
  const angularTs = languages.extend('typescript', {}) as Grammar;
  insertBefore(angularTs, 'template-string', {
    'angular-template': {
      pattern: /(\btemplate\s*:\s*)`(?:\\[\s\S]|\$\{(?:[^{}]|\{[^{}]*\})*\}|[^\\`$]|\$(?!\{))*`/,
      lookbehind: true,
      greedy: true,
      inside: {
        'template-punctuation': { pattern: /^`|`$/, alias: 'string' },
        'template-content': { pattern: /[\s\S]+/, inside: html, alias: 'language-angular-html' },
      },
    },
    'angular-styles': {
      pattern: /(\bstyles\s*:\s*\[?\s*)`(?:\\[\s\S]|[^\\`])*`/,
      lookbehind: true,
      greedy: true,
      inside: {
        'template-punctuation': { pattern: /^`|`$/, alias: 'string' },
        'styles-content': { pattern: /[\s\S]+/, inside: languages.css, alias: 'language-css' },
      },
    },
  });
  languages['angular-ts'] = angularTs as Prism.Grammar;
}
