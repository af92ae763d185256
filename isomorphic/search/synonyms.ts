// Query-side synonyms: groups of phrases a reader uses for the same thing. A query containing one
// phrase of a group also matches the others (the local engine; `npm run search:push` sends the same
// groups to Algolia as synonyms). Pages and headings have their own other names too (record aliases:
// content/pipeline/search/aliases.ts). Keep it small: stemming already joins word forms.
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['lifecycle', 'life cycle'],
  ['event binding', 'event listener'],
  ['two-way binding', 'banana in a box'],
  ['ssr', 'server-side rendering'],
  ['di', 'dependency injection'],
  ['i18n', 'internationalization'],
  ['cd', 'change detection'],
  ['e2e', 'end-to-end'],
  ['xss', 'cross-site scripting', 'sanitization'],
  ['loop', 'repeat'],
  ['router', 'routing'],
  ['param', 'parameter'],
  // Abbreviations Angular developers write for words the pages spell out (issue 28, third round).
  ['auth', 'authentication'],
  ['config', 'configuration'],
  ['env', 'environment'],
  ['prod', 'production'],
  ['dev', 'development'],
  ['perf', 'performance'],
  ['a11y', 'accessibility'],
  ['nav', 'navigation'],
  ['img', 'image'],
  ['ts', 'typescript'],
  ['js', 'javascript'],
  ['deps', 'dependencies'],
  ['pwa', 'progressive web app'],
  ['ssg', 'static site generation', 'prerendering'],
  // Verbs the pages use one of.
  ['modify', 'change'],
];
