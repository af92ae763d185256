// The local engine's ranking rules (issue 22) on small, controlled pages; the relevance benchmark
// (search-relevance.test.ts) measures them on the real index.
import { describe, expect, it } from 'vitest';
import { redirectAlias, searchAliases } from '../../../content/pipeline/search/aliases.ts';
import { decodeContent, decodeHeadings, localIndexShards } from '../../../isomorphic/search/local-index.ts';
import { applyAliases, buildSearchRecords, type SearchPageInput } from '../../../content/pipeline/search/build-records.ts';
import { memberHeadingsWithIds } from '../../../content/pipeline/search/reference-pages.ts';
import {
  bindingWords,
  blockName,
  cliWithOptions,
  codeQuery,
  LocalSearchEngine,
  misspeltStem,
  namesSyntax,
  pipeName,
  STOP_WORDS,
  syntaxName,
  syntaxWords,
  WEAK_WORDS,
} from '../../../elements/search-dialog/local/local-engine.ts';
import { americanSpelling, identifierWords, processTerm, stem } from '../../../elements/search-dialog/local/terms.ts';
import { toSearchResults } from '../../../elements/search-dialog/results.ts';

const guide = (url: string, title: string, html: string): SearchPageInput => ({ url, category: 'Docs', title, html });
const api = (url: string, title: string, html = '<p>An API entry.</p>'): SearchPageInput => ({ url, category: 'Reference', title, html });

function engineOf(pages: SearchPageInput[], aliases = new Map<string, string[]>()) {
  const records = applyAliases(buildSearchRecords(pages), aliases);
  const { headings, content } = localIndexShards(records);
  const decoded = decodeHeadings(JSON.parse(JSON.stringify(headings)));
  const engine = new LocalSearchEngine(decoded.records);
  engine.add(decodeContent(JSON.parse(JSON.stringify(content)), decoded));
  return { engine, urls: (query: string) => toSearchResults(engine.search(query)).map((r) => r.url) };
}

describe('terms', () => {
  it('stems inflections (and -ation) but keeps API words apart', () => {
    for (const [a, b] of [
      ['binding', 'bindings'],
      ['routing', 'routes'],
      ['route', 'routed'],
      ['validation', 'validate'],
      ['creating', 'create'],
      ['signals', 'signal'],
    ]) {
      expect(processTerm(a), `${a} ~ ${b}`).toBe(processTerm(b));
    }
    for (const [a, b] of [
      ['provider', 'provide'],
      ['injector', 'inject'],
      ['directive', 'direct'],
      ['component', 'compose'],
    ]) {
      expect(processTerm(a), `${a} ≠ ${b}`).not.toBe(processTerm(b));
    }
    expect(processTerm('NG0100')).toBe('ng0100');
    expect(processTerm('i18n')).toBe('i18n');
    expect(stem('caresses')).toBe('caress');
  });

  it('reads British spellings as American ones by their endings, not a list of words', () => {
    for (const [a, b] of [
      ['internationalisation', 'internationalization'],
      ['customised', 'customized'],
      ['serialiser', 'serializer'],
      ['analyse', 'analyze'],
      ['behaviours', 'behaviors'],
      ['colour', 'color'],
      ['dialogue', 'dialog'],
      ['centre', 'center'],
    ]) {
      expect(americanSpelling(a), a).toBe(b);
      expect(processTerm(a), `${a} ~ ${b}`).toBe(processTerm(b));
    }
    // Short stems before the ending are words of their own.
    for (const word of ['promise', 'raise', 'your', 'hour', 'four', 'rogue', 'use']) expect(americanSpelling(word)).toBe(word);
  });

  it('joins a verb in -ate and its -ation noun to their root (Porter step 4, -ate only)', () => {
    for (const [a, b] of [
      ['installation', 'install'],
      ['configuration', 'configure'],
      ['validation', 'valid'],
      ['validated', 'validate'],
      ['compilation', 'compile'],
      ['declaration', 'declare'],
    ]) {
      expect(processTerm(a), `${a} ~ ${b}`).toBe(processTerm(b));
    }
    // A short stem keeps its -ate: create, update, template, state are not creat-, upd-, templ-, st-.
    expect(processTerm('update')).toBe('updat');
    expect(processTerm('create')).toBe('creat');
    expect(processTerm('template')).toBe('templat');
    expect(processTerm('validator')).not.toBe(processTerm('validate'));
  });

  it('finds the stem a misspelt word starts with, when the index lacks the word', () => {
    const vocabulary = new Set(['interpol', 'inter', 'configur', 'signal']);
    const known = (term: string) => vocabulary.has(term);
    expect(misspeltStem('interpolaton', known)).toBe('interpol');
    expect(misspeltStem('configuraton', known)).toBe('configur');
    // Too short a share of the word, too short a word, or a word the index has: none.
    expect(misspeltStem('interchangeably', known)).toBeUndefined();
    expect(misspeltStem('signalz', known)).toBe('signal');
    expect(misspeltStem('signl', known)).toBeUndefined();
    expect(misspeltStem('interpol', known)).toBeUndefined();
  });

  it('splits code names into words', () => {
    expect(identifierWords('provideHttpClient')).toBe('provide Http Client');
    expect(identifierWords('HTTP_INTERCEPTORS')).toBe('HTTP INTERCEPTORS');
    expect(identifierWords('inject')).toBe('');
  });

  it('never treats Angular keywords as stop words', () => {
    for (const word of ['for', 'if', 'let', 'defer', 'switch', 'else', 'case']) expect(STOP_WORDS.has(word), word).toBe(false);
    expect([...WEAK_WORDS]).toEqual(expect.arrayContaining(['for', 'if', 'let']));
  });
});

describe('ranking', () => {
  const pages = [
    api('/api/core/Inject', 'Inject', '<p>Parameter decorator on a dependency parameter: inject it.</p>'),
    api('/api/core/inject', 'inject', '<p>Injects a token from the currently active injector.</p>'),
    api('/api/core/testing/inject', 'inject', '<p>Testing helper to inject services.</p>'),
    api('/api/core/InjectionToken', 'InjectionToken', '<p>Creates a token for inject.</p>'),
    guide('/guide/di', 'Dependency injection in depth', '<p>How inject works.</p><h2 id="tokens">Tokens</h2><p>Every token.</p>'),
    guide(
      '/guide/pipes',
      'Pipes',
      '<p>Transform values.</p><h2 id="use">Use a pipe</h2><p>Write the pipe name.</p><h2 id="custom">Write a custom pipe</h2><p>A class with a transform method.</p>',
    ),
    api('/api/core/Pipe', 'Pipe', '<p>Decorator that marks a class as a pipe.</p>'),
    guide(
      '/guide/control-flow',
      'Control flow',
      '<h2 id="for">Repeat content with @for</h2><p>The track expression identifies items.</p><h2 id="if">Conditional content with @if</h2><p>Shows content.</p>',
    ),
    guide('/guide/list', 'Lists', '<p>Repeat content for each item in the list with a loop; track items.</p>'),
    guide('/guide/listeners', 'Adding event listeners', '<p>Listen to DOM events.</p>'),
    guide('/guide/life', 'Anatomy of a component', '<h2 id="life">Life of a component instance</h2><p>Angular calls hooks.</p>'),
    api('/api/core/OnInit', 'OnInit', '<p>A lifecycle hook.</p>'),
    api('/api/core/OnDestroy', 'OnDestroy', '<p>A lifecycle hook.</p>'),
    api('/api/common/http/HttpClient', 'HttpClient', '<p>Performs HTTP requests.</p>'),
  ];
  const aliases = searchAliases([{ from: 'guide/templates/event-binding', to: '/guide/listeners' }], new Set(['/guide/listeners', '/guide/life#life']), {
    '/guide/life#life': ['component lifecycle'],
  });
  const { engine, urls } = engineOf(pages, aliases);

  it('puts the exact name first, the same letter case before another (inject before Inject), shallower packages first', () => {
    expect(urls('inject').slice(0, 3)).toEqual(['/api/core/inject', '/api/core/testing/inject', '/api/core/Inject']);
    expect(urls('Inject')[0]).toBe('/api/core/Inject');
    expect(urls('ngOnInit')[0]).toBe('/api/core/OnInit');
    expect(urls('http client')[0]).toBe('/api/common/http/HttpClient');
  });

  it('lists one result per page, opening its best section', () => {
    const results = toSearchResults(engine.search('custom pipe'));
    expect(results.filter((r) => r.url.startsWith('/guide/pipes'))).toHaveLength(1);
    expect(results[0].url).toBe('/guide/pipes#custom');
    expect(results[0].sectionHtml).toContain('custom');
    // The page title counts for every record of the page: 'pipe transform' finds a section of 'Pipes'
    // (the one whose heading and text have the words, not the page's introduction, which has one).
    expect(urls('pipe transform')).toContain('/guide/pipes#custom');
  });

  it('puts guides ahead of reference for a concept query', () => {
    expect(urls('pipes')[0]).toBe('/guide/pipes');
    expect(urls('Pipe')[0]).toBe('/api/core/Pipe');
  });

  it("keeps 'for' searchable: alone it finds @for headings; with other words it ranks without filtering", () => {
    expect(urls('for')[0]).toBe('/guide/control-flow#for');
    expect(urls('for track')[0]).toBe('/guide/control-flow#for');
    expect(urls('for track')).toContain('/guide/list');
  });

  it('matches aliases from redirects and curated names, and synonyms', () => {
    expect(urls('event binding')[0]).toBe('/guide/listeners');
    expect(urls('component lifecycle')[0]).toBe('/guide/life#life');
    expect(urls('life cycle hook')).toEqual(expect.arrayContaining(['/api/core/OnInit', '/api/core/OnDestroy']));
  });

  it('tolerates typos and completes the word being typed', () => {
    expect(urls('HttpClinet')[0]).toBe('/api/common/http/HttpClient');
    expect(urls('contro')[0]).toBe('/guide/control-flow');
  });
});

describe('aliases', () => {
  it('names a page by the old URLs that redirect to it', () => {
    expect(redirectAlias({ from: 'guide/templates/event-binding', to: '/guide/templates/event-listeners' })).toBe('event binding');
    expect(redirectAlias({ from: 'guide/signals/inputs', to: '/guide/components/inputs' })).toBe('signals inputs');
    expect(redirectAlias({ from: 'errors/ng0100', to: '/errors/NG0100' })).toBeUndefined();
    expect(redirectAlias({ from: 'api/core/defer', to: '/api/core/@defer' })).toBeUndefined();
    const aliases = searchAliases(
      [{ from: 'guide/templates/interpolation', to: '/guide/templates/binding#text' }],
      new Set(['/guide/templates/binding#text']),
      { '/missing': ['x'] },
    );
    expect([...aliases]).toEqual([['/guide/templates/binding#text', ['interpolation']]]);
  });

  it('gives API members their own heading records', () => {
    const html =
      '<section class="docs-api-member" id="ngOnInit" aria-label="ngOnInit"><header class="docs-api-member-header"><h3><code>ngOnInit</code></h3></header><p>Called once.</p></section>';
    const records = buildSearchRecords([api('/api/core/OnInit', 'OnInit', memberHeadingsWithIds(html))]);
    expect(records.map((r) => [r.type, r.url])).toEqual([
      ['lvl1', '/api/core/OnInit'],
      ['lvl3', '/api/core/OnInit#ngOnInit'],
      ['content', '/api/core/OnInit#ngOnInit'],
    ]);
  });

  it('travel through the shards to the browser', () => {
    const records = applyAliases(
      buildSearchRecords([guide('/g', 'G', '<h2 id="h">H</h2>')]),
      new Map([
        ['/g', ['a', 'b']],
        ['/g#h', ['c']],
      ]),
    );
    const decoded = decodeHeadings(JSON.parse(JSON.stringify(localIndexShards(records).headings)));
    expect(decoded.records.map((r) => [r.url, r.aliases])).toEqual([
      ['/g', 'a\nb'],
      ['/g#h', 'c'],
    ]);
  });
});

describe('filters (issue 28)', () => {
  const { engine } = engineOf([
    guide('/guide/pipes', 'Pipes', '<p>Pipes transform values in a template.</p>'),
    guide('/tutorials/learn-angular/22-pipes', 'Pipes', '<p>Use a pipe in this lesson.</p>'),
    api('/api/core/Pipe', 'Pipe', '<p>Decorator that marks a class as a pipe.</p>'),
    api('/api/common/AsyncPipe', 'AsyncPipe', '<p>Unwraps a value; a pipe.</p>'),
    api('/cli/generate/pipe', 'ng generate pipe', '<p>Creates a pipe.</p>'),
    api('/errors/NG0302', 'NG0302: Pipe not found', '<p>The pipe is not declared.</p>'),
  ]);

  it('counts the pages of each category over all matches, and lists only the chosen one, in the same order', () => {
    const all = engine.searchFiltered('pipe', 'all');
    expect(all.counts).toEqual({ all: 6, guides: 1, tutorials: 1, api: 2, cli: 1, errors: 1 });
    const order = all.hits.map((hit) => String(hit.url).split('#')[0]);
    const api = engine.searchFiltered('pipe', 'api');
    expect(api.counts).toEqual(all.counts);
    expect(api.hits.map((hit) => String(hit.url).split('#')[0])).toEqual(order.filter((url) => url.startsWith('/api/')));
    expect(engine.searchFiltered('pipe', 'errors').hits.map((hit) => hit.url)).toEqual(['/errors/NG0302']);
    expect(engine.searchFiltered('pipe', 'tutorials').hits.map((hit) => hit.hierarchy?.lvl0)).toEqual(['Docs']);
    expect(engine.search('pipe')).toEqual(all.hits);
  });

  it('keeps MAX_HITS pages of the chosen category even when other categories rank above them', () => {
    expect(engine.searchFiltered('pipe', 'api', 1).hits).toHaveLength(1);
    expect(engine.searchFiltered('zzzz', 'api').counts.all).toBe(0);
  });
});

describe('Angular syntax and topics (issue 28)', () => {
  const cliPage = (url: string, title: string, aliases: string[]): SearchPageInput => ({ ...api(url, title, '<p>Runs a command.</p>'), aliases });

  it("finds a CLI command by its short forms (the CLI's own aliases, written on the page record)", () => {
    const { urls } = engineOf([
      cliPage('/cli/generate/component', 'ng generate component', ['ng g component', 'ng generate c', 'ng g c']),
      cliPage('/cli/generate/class', 'ng generate class', ['ng g class', 'ng generate cl', 'ng g cl']),
      guide('/guide/components', 'Components', '<p>Generate a component with ng g c, then edit it.</p>'),
    ]);
    expect(urls('ng g c')[0]).toBe('/cli/generate/component');
    expect(urls('ng g cl')[0]).toBe('/cli/generate/class');
  });

  // Issue 28 (third round).
  it('reads a CLI command written with options as that command, opened at the option', () => {
    expect(cliWithOptions('ng build --configuration production')).toEqual({ command: 'ng build', options: ['configuration'] });
    expect(cliWithOptions('ng g c --skip-tests --flat')).toEqual({ command: 'ng g c', options: ['skip tests', 'flat'] });
    expect(cliWithOptions('ng serve --port=4300')).toEqual({ command: 'ng serve', options: ['port'] });
    for (const query of ['ng build', '--configuration', 'ng --version', 'ng add @angular/pwa', 'build --prod'])
      expect(cliWithOptions(query), query).toBeUndefined();
    const { urls } = engineOf([
      cliPage('/cli/build', 'ng build', ['ng b']),
      api(
        '/cli/test',
        'ng test',
        '<h2 id="option-build-target">--build-target</h2><p>The build target of ng build, with its configuration for production.</p>',
      ),
      guide('/guide/deploy', 'Deployment', '<p>Run ng build with the production configuration before you deploy.</p>'),
    ]);
    // The command's page has no text with 'production': the query still names it.
    expect(urls('ng build --configuration production')[0]).toBe('/cli/build');
    const withOption = engineOf([
      api('/cli/build', 'ng build', '<h2 id="options">Options</h2><h3 id="option-configuration">--configuration</h3><p>A named build configuration.</p>'),
      guide('/guide/deploy', 'Deployment', '<p>Run ng build with the production configuration before you deploy.</p>'),
    ]);
    expect(withOption.urls('ng build --configuration production')[0]).toBe('/cli/build#option-configuration');
  });

  it('reads the abbreviations developers write as the words the pages spell out (auth, env)', () => {
    const { urls } = engineOf([
      guide('/guide/http/interceptors', 'Interceptors', '<p>Add authentication headers to every request.</p>'),
      guide('/guide/http/setup', 'Setup', '<h2 id="headers">Default headers</h2><p>Headers for every request.</p>'),
      guide('/tools/cli/environments', 'Build environments', '<p>Environment files replace each other per build.</p>'),
      guide('/guide/files', 'Project files', '<h2 id="files">Files</h2><p>The files of a project.</p>'),
    ]);
    expect(urls('auth headers')[0]).toBe('/guide/http/interceptors');
    expect(urls('env files')[0]).toBe('/tools/cli/environments');
  });

  it('weighs how many words a page covers strongly but not absolutely: a section titled by most of them passes prose that has them all', () => {
    const { urls } = engineOf([
      guide('/guide/defer', 'Deferred loading', '<h2 id="prefetch">Prefetch before showing</h2><p>Load the code early.</p>'),
      api('/errors/NG9999', 'NG9999: Two triggers', '<p>A note on watching an element: defer blocks, viewport and prefetch watchers share it.</p>'),
    ]);
    expect(urls('defer viewport prefetch')[0]).toBe('/guide/defer#prefetch');
    // Prose with every word still passes a page that names only one of them.
    const other = engineOf([
      guide('/guide/loading', 'Loading', '<h2 id="early">Load early</h2><p>Load the code early.</p>'),
      api('/errors/NG9999', 'NG9999: Two triggers', '<p>A note on watching an element: defer blocks, viewport and prefetch watchers share it.</p>'),
    ]);
    expect(other.urls('defer viewport prefetch loading')[0]).toBe('/errors/NG9999');
  });

  it('ranks a guide with a section titled by a code name above reference pages that only have it as a member', () => {
    const { urls } = engineOf([
      api('/api/core/FactoryProvider', 'FactoryProvider', '<h2 id="props">Properties</h2><h3 id="useFactory">useFactory</h3><p>A function to call.</p>'),
      guide('/guide/di/providers', 'Defining providers', '<h2 id="factory">Compute a value with useFactory</h2><p>A factory computes the value.</p>'),
    ]);
    expect(urls('useFactory')[0]).toBe('/guide/di/providers#factory');
    // A page named after it stays first.
    const named = engineOf([
      api('/api/core/useFactory', 'useFactory', '<p>A function to call.</p>'),
      guide('/guide/di/providers', 'Defining providers', '<h2 id="factory">Compute a value with useFactory</h2><p>A factory computes the value.</p>'),
    ]);
    expect(named.urls('useFactory')[0]).toBe('/api/core/useFactory');
  });

  it('reads an error code without its prefix, and a call with arguments as its function', () => {
    const { urls } = engineOf([
      api('/errors/NG0100', 'NG0100: Expression changed after checked'),
      api('/api/router/provideRouter', 'provideRouter', '<p>Sets up the router with routes.</p>'),
      guide('/guide/routing', 'Routing', '<p>Pass your routes to provideRouter in the application config.</p>'),
    ]);
    expect(urls('0100')[0]).toBe('/errors/NG0100');
    expect(urls('ng0100')[0]).toBe('/errors/NG0100');
    expect(urls('provideRouter(routes)')[0]).toBe('/api/router/provideRouter');
  });

  // Issue 28 (second round): the guide that teaches the syntax now comes before its reference entry
  // (before, the reference entry was first); both stay above names that only contain the word (NgIf).
  it('ranks the guide naming the syntax in a heading, then the page named with punctuation, first for that name (`@if`)', () => {
    const { urls } = engineOf([
      guide('/guide/templates/control-flow', 'Control flow', '<h2 id="if">Conditionals with @if</h2><p>Show content if a condition holds.</p>'),
      guide('/guide/templates/other', 'Other blocks', '<h2 id="else">Conditionals with @if-else</h2><p>Show content if a condition holds.</p>'),
      api('/api/common/NgIf', 'NgIf'),
      api('/api/core/@if', '@if', '<p>Renders content while a condition holds.</p>'),
    ]);
    expect(urls('@if').slice(0, 3)).toEqual(['/guide/templates/control-flow#if', '/api/core/@if', '/api/common/NgIf']);
    // No guide names `@switch` as written: its reference entry is first.
    const other = engineOf([
      guide('/guide/templates/switching', 'Switching', '<h2 id="s">Switch between views</h2><p>Switch the view.</p>'),
      api('/api/core/@switch', '@switch', '<p>Chooses a case.</p>'),
    ]);
    expect(other.urls('@switch')[0]).toBe('/api/core/@switch');
  });

  it('reads code as the name it uses: without type arguments, a call without its arguments', () => {
    expect(codeQuery('signal<string>()')).toBe('signal');
    expect(codeQuery(' EventEmitter<Map<string, number>> ')).toBe('EventEmitter');
    expect(codeQuery('provideRouter(routes)')).toBe('provideRouter');
    expect(codeQuery('input<number>(0)')).toBe('input');
    // Not code: an element as written and words stay as they are.
    expect(codeQuery('<ng-content>')).toBe('<ng-content>');
    expect(codeQuery('a < b > c')).toBe('a < b > c');
  });

  it('reads a class, style or attribute binding as written as that kind of binding', () => {
    expect(bindingWords('[class.active]')).toEqual({ required: ['class', 'binding'], optional: ['active'] });
    expect(bindingWords(' [style.width.px] ')).toEqual({ required: ['style', 'binding'], optional: ['width', 'px'] });
    expect(bindingWords('[attr.aria-label]')).toEqual({ required: ['attr', 'binding'], optional: ['aria', 'label'] });
    for (const query of ['[value]', '[(ngModel)]', '(click)', 'class active', '[class]']) expect(bindingWords(query), query).toBeUndefined();
    const { urls } = engineOf([
      guide('/guide/templates/binding', 'Binding', '<h2 id="css">CSS class and style bindings</h2><p>Toggle a class on an element from a condition.</p>'),
      guide('/guide/routing/links', 'Links', '<h2 id="active">Active links</h2><p>The link gets the class active when its route is active.</p>'),
    ]);
    expect(urls('[class.active]')[0]).toBe('/guide/templates/binding#css');
  });

  // Issue 28, fourth round: syntax read by its shape (each test fails without its rule).
  it('reads an event binding as written as being about events, its event and key names ranking without filtering', () => {
    expect(syntaxWords('(keydown.escape)')).toEqual({ required: ['event'], optional: ['keydown', 'escape'] });
    expect(syntaxWords('(window:resize)')).toEqual({ required: ['event'], optional: ['window', 'resize'] });
    expect(syntaxWords('(click)')).toEqual({ required: ['event'], optional: ['click'] });
    for (const query of ['[value]', '(click', 'click', '()', '(a b)']) expect(syntaxWords(query), query).toBeUndefined();
    const { urls } = engineOf([
      guide('/guide/dialogs', 'Close a dialog with escape', '<p>Pressing escape on keydown closes the dialog.</p>'),
      guide(
        '/guide/templates/event-listeners',
        'Adding event listeners',
        '<h2 id="keys">Keyboard events</h2><p>Append a key name to keydown, such as escape.</p>',
      ),
    ]);
    expect(urls('(keydown.escape)')[0]).toBe('/guide/templates/event-listeners#keys');
  });

  it('reads a template reference variable (#name) as being about template reference variables, whatever its name', () => {
    expect(syntaxWords('#searchBox')).toEqual({ required: ['template', 'reference', 'variable'], optional: ['search', 'box'] });
    expect(syntaxWords('#')).toBeUndefined();
    const { urls } = engineOf([
      guide('/guide/search', 'Search box', '<p>A search box filters the list.</p>'),
      guide(
        '/guide/templates/variables',
        'Variables in templates',
        '<h2 id="refs">Template reference variables</h2><p>Declare a variable with # and a name.</p>',
      ),
    ]);
    expect(urls('#searchBox')[0]).toBe('/guide/templates/variables#refs');
  });

  it('reads a pipe as used (| name) as the reference entry whose pipe name it is', () => {
    expect(pipeName('| number')).toBe('number');
    expect(pipeName("|currency:'EUR'")).toBe('currency');
    for (const query of ['number', '|', '| 2', 'a | b']) expect(pipeName(query), query).toBeUndefined();
    const { urls } = engineOf([
      api('/api/forms/NumberValueAccessor', 'NumberValueAccessor', '<p>Writes a number to an input.</p>'),
      api('/api/common/DecimalPipe', 'DecimalPipe', '<h2 id="api">API</h2><p>Pipe name</p><p>number</p><h2 id="use">Description</h2><p>Formats a value.</p>'),
    ]);
    expect(urls('| number')[0]).toBe('/api/common/DecimalPipe');
  });

  it('reads a sub-block no heading names as part of the block whose reference entry names it: its guide, then its entry', () => {
    expect(blockName('@else if')).toBe('@else');
    expect(blockName('@empty')).toBe('@empty');
    expect(blockName('email@example')).toBeUndefined();
    const { urls } = engineOf([
      guide('/guide/forms/model', 'Model design', '<h2 id="empty">Represent empty values</h2><p>An empty string is a value.</p>'),
      guide(
        '/guide/templates/control-flow',
        'Control flow',
        '<h2 id="for">Repeat content with @for</h2><p>The @empty block renders when the collection is empty.</p>',
      ),
      api('/api/core/@for', '@for', '<h2 id="sub">Sub-blocks</h2><p>@empty: shown when the collection has no items.</p>'),
      api('/api/core/@switch', '@switch', '<h2 id="sub">Sub-blocks</h2><p>@default: shown when no case matches.</p>'),
    ]);
    expect(urls('@empty').slice(0, 2)).toEqual(['/guide/templates/control-flow#for', '/api/core/@for']);
  });

  it('reads a camelCase member that its guide spells in words in a heading (hostDirectives: host directives) as that guide first', () => {
    const { urls } = engineOf([
      api(
        '/api/core/Component',
        'Component',
        '<h2 id="props">Properties</h2><h3 id="hostDirectives">hostDirectives</h3><p>Directives applied to the host.</p>',
      ),
      guide('/guide/directives/composition', 'Directive composition', '<h2 id="host">Add host directives to a component</h2><p>List them in the metadata.</p>'),
    ]);
    expect(urls('hostDirectives').slice(0, 2)).toEqual(['/guide/directives/composition#host', '/api/core/Component#hostDirectives']);
  });

  it('does not read a camelCase name as its words in text that has neither the name nor a heading spelling it', () => {
    const { urls } = engineOf([
      guide(
        '/guide/signals',
        'Signals',
        '<h2 id="components">Signals in components</h2><p>The <code>visibleBikes</code> computed signal filters the list.</p>',
      ),
      guide('/errors/NG0751', 'NG0751', '<h2 id="example">Example</h2><p>Only the visible rows of bikes are shown; the bikes list stays visible.</p>'),
    ]);
    expect(urls('visibleBikes')).toEqual(['/guide/signals#components']);
  });

  it('reads template syntax as written and finds it in headings as a whole token', () => {
    expect(syntaxName('@if')).toBe('@if');
    expect(syntaxName(' ng-template ')).toBe('ng-template');
    expect(syntaxName('[(ngModel)]')).toBe('[(ngModel)]');
    for (const query of ['inject()', '$localize', 'HttpClient', 'if else', '@', '()']) expect(syntaxName(query), query).toBeUndefined();
    expect(namesSyntax('Conditional content with @if', '@if')).toBe(true);
    expect(namesSyntax('Render with @for and @switch', '@switch')).toBe(true);
    expect(namesSyntax('@IF blocks', '@if')).toBe(true);
    expect(namesSyntax('The @if-else chain', '@if')).toBe(false);
    expect(namesSyntax('Using ng-templates', 'ng-template')).toBe(false);
    expect(namesSyntax('Conditionals with if', '@if')).toBe(false);
  });

  it('ranks the page about a topic (its title has every word) above pages that mention it, and a topic overview above its subpages', () => {
    const { urls } = engineOf([
      guide('/guide/testing/harness', 'Test harnesses', '<h2 id="cd">Harnesses and change detection</h2><p>Change detection runs after each action.</p>'),
      guide('/guide/change-detection', 'Change detection', '<p>How the views update.</p>'),
      guide('/ecosystem/workers/devops', 'Worker devops', '<p>Workers in production; worker debugging.</p><h2 id="w">Worker state</h2><p>Worker worker.</p>'),
      guide('/ecosystem/workers', 'Worker overview', '<p>What workers do.</p>'),
    ]);
    expect(urls('change detection')[0]).toBe('/guide/change-detection');
    expect(urls('worker')[0]).toBe('/ecosystem/workers');
  });
});

describe('the right section (issue 28)', () => {
  const { urls } = engineOf([
    guide(
      '/guide/interop',
      'RxJS interop with signals',
      '<p>Signals and observables side by side.</p>' +
        '<h2 id="to-signal">Read an observable as a signal with toSignal</h2><p>toSignal subscribes and keeps the latest value.</p>' +
        '<h2 id="to-observable">Turn a signal into an observable with toObservable</h2><p>To convert a signal, call toObservable; it emits each new value.</p>',
    ),
    guide(
      '/guide/binding',
      'Binding dynamic text, properties and attributes',
      '<p>Templates bind values.</p>' +
        '<h2 id="properties">Binding dynamic properties and attributes</h2><p>Square brackets.</p>' +
        '<h3 id="attributes">Bind attributes</h3><p>Prefix the name with attr.</p>',
    ),
    guide(
      '/guide/interceptors',
      'Interceptors',
      '<p>Interceptors run around each request.</p>' +
        '<h2 id="order">Order</h2><p>They run in the order they are provided.</p>' +
        '<h2 id="classes">Class-based interceptors</h2><p>Interceptors written as classes, provided in order with a multi provider.</p>',
    ),
  ]);

  it('weighs a heading above text: two adjacent words written as one code name in a heading (`to signal`: toSignal) name that section', () => {
    expect(urls('convert observable to signal')[0]).toBe('/guide/interop#to-signal');
    expect(urls('signal to observable')[0]).toBe('/guide/interop#to-observable');
  });

  it('opens at a section whose heading names the query with fewer other words than the page title', () => {
    expect(urls('bind attribute')[0]).toBe('/guide/binding#attributes');
    // A query the title names as well as any heading opens the page.
    expect(urls('binding dynamic text')[0]).toBe('/guide/binding');
  });

  it("counts the page title's words little in the choice of a section (they are on every section)", () => {
    expect(urls('interceptor order')[0]).toBe('/guide/interceptors#order');
  });
});
