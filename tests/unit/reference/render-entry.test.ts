import { describe, expect, it } from 'vitest';
import { callText, linkTypes, renderEntryPage, shortType, signatureCode, type RenderableEntry } from '../../../content/pipeline/api/render-entry.ts';

const resolver = { symbol: (ref: string) => (ref === 'Signal' ? '/api/core/Signal' : undefined), route: () => undefined, pageIds: new Set<string>() };

const CLASS: RenderableEntry = {
  name: 'Counter',
  entryType: 'undecorated_class',
  description: 'Counts things. Returns a {@link Signal}.',
  jsdocTags: [
    { name: 'deprecated', comment: '20.1 Use `counter()` instead.' },
    { name: 'usageNotes', comment: '## Example\n\n```ts\nnew Counter();\n```' },
  ],
  members: [
    { name: 'constructor', memberType: 'method', memberTags: [], signatures: [{ params: [{ name: 'start', type: 'number' }], returnType: 'Counter' }] },
    { name: 'count', memberType: 'property', memberTags: ['readonly'], type: 'number', description: 'Current count.' },
    { name: 'ngTemplateGuard_count', memberType: 'property', memberTags: ['static'], type: "'binding'" },
    {
      name: 'add',
      memberType: 'method',
      memberTags: [],
      signatures: [
        { params: [{ name: 'n', type: 'number', description: 'How many.' }], returnType: 'void', description: 'Adds n.' },
        { params: [], returnType: 'void', description: 'Adds one.' },
      ],
    },
  ],
};

describe('API entry page', () => {
  const html = renderEntryPage({
    entry: CLASS,
    manifest: { name: 'Counter', type: 'undecorated_class', deprecated: { version: '20.1' }, stable: { version: '18.0' } },
    moduleName: '@angular/core',
    sourceUrl: 'https://github.com/angular/angular/blob/22.2.0/packages/core/src/counter.ts#L3',
    resolver,
  });

  it('has the header: package, name, type badge, one status badge, source link', () => {
    expect(html).toContain('<p class="docs-api-package"><code>@angular/core</code></p><h1 tabindex="-1">Counter</h1>');
    expect(html).toContain('data-type="undecorated_class"><span aria-hidden="true" class="docs-api-type-letter">C</span> Class</span>');
    expect(html.match(/class="docs-api-status /g)).toHaveLength(1);
    // The deprecated badge links to the deprecation policy (developer preview and experimental likewise).
    expect(html).toContain('<a class="docs-api-status docs-api-status-deprecated" href="/reference/releases#deprecation-policy">');
    expect(html).toContain('>Deprecated since v20.1</a>');
    expect(html).toContain('href="https://github.com/angular/angular/blob/22.2.0/packages/core/src/counter.ts#L3"');
  });

  it('shows the deprecation message as an alert and resolves {@link}', () => {
    expect(html).toMatch(
      /docs-alert-important docs-api-deprecation" role="note"><p><strong class="docs-alert-label">Deprecated since v20\.1:<\/strong> Use <code>counter\(\)<\/code> instead\./,
    );
    expect(html).toContain('<a href="/api/core/Signal"><code>Signal</code></a>');
  });

  it('shows a compact signature (one line per member, linking to its section) and one section per member', () => {
    expect(html).toMatch(/<section class="docs-api-section" aria-labelledby="api-signature">.*<pre class="docs-api-compact"><code>class Counter \{/s);
    // One line per member; overloads are counted, not expanded; the undocumented constructor is not a link.
    expect(html).toContain('  readonly <a href="#count">count</a>: number;');
    expect(html).toContain('  <a href="#add">add</a>(n): void; <span class="docs-api-compact-note">// +1 overload</span>');
    expect(html).toContain('  constructor(start);');
    // Member sections: the heading carries the id, grouped under Properties and Methods.
    expect(html).toContain('<section class="docs-api-member" aria-labelledby="count"><header class="docs-api-member-header"><h3 id="count">');
    expect(html).toMatch(/<h2 id="api-properties">.*id="count".*<h2 id="api-methods">.*id="add"/s);
    expect(html).toMatch(/id="add".*2 overloads.*Adds n\..*How many\..*id="add-2".*Adds one\./s);
    expect(html).toMatch(/<table class="docs-api-params">.*<th scope="col">Parameter<\/th>.*<code>n<\/code>.*How many\./s);
    expect(html).toMatch(/aria-labelledby="api-usage-notes">.*<h3 id="example">/s);
  });

  it('writes TypeScript signatures', () => {
    expect(signatureCode(CLASS)).toBe('class Counter {\n  constructor(start: number);\n  readonly count: number;\n  add(n: number): void;\n  add(): void;\n}');
    expect(html).not.toContain('ngTemplateGuard_count');
    expect(
      callText('f', {
        params: [
          { name: 'a', type: 'A', isOptional: true },
          { name: 'b', type: 'B', isRestParam: true },
        ],
        returnType: 'R',
        generics: [{ name: 'T', constraint: 'object' }],
      }),
    ).toBe('f<T extends object>(a?: A, ...b: B): R');
  });
});

describe('API entry page: overloads, type links, history badges, used in', () => {
  const sig = (n: number) => ({ params: [{ name: 'x', type: `Opt${n} | Signal<number>` }], returnType: 'Signal<number>', description: `Variant ${n}.` });
  const ENTRY: RenderableEntry = {
    name: 'Store',
    entryType: 'undecorated_class',
    description: 'Stores.',
    jsdocTags: [],
    members: [
      { name: 'read', memberType: 'method', memberTags: [], signatures: [sig(1), sig(2), sig(3), sig(4)] },
      { name: 'value', memberType: 'property', memberTags: [], type: 'Signal<number>', jsdocTags: [{ name: 'developerPreview', comment: '' }] },
      { name: 'create', memberType: 'method', memberTags: ['static'], signatures: [{ params: [], returnType: 'Store' }] },
    ],
  };
  const symbol = (ref: string) => (ref === 'Signal' ? '/api/core/Signal' : ref === 'Store' ? '/api/core/Store' : undefined);
  const html = renderEntryPage({
    entry: ENTRY,
    manifest: { name: 'Store', type: 'undecorated_class' },
    moduleName: '@angular/core',
    resolver: { symbol, route: () => undefined, pageIds: new Set() },
    context: {
      history: { entry: '16.0p 20.0s', members: { read: '13.3s', value: '17.1p', create: '18.0s' } },
      baseline: '13.3',
      diffMajors: new Set([16, 17, 18, 20]),
      usedIn: [{ title: 'Signals › Reading', href: '/guide/signals#reading' }],
    },
  });

  it('collapses a long overload list after the first, prerendered in <details>, each overload with its own id', () => {
    expect(html).toContain('<details class="docs-api-more-overloads"><summary>Show 3 more overloads</summary>');
    const details = html.slice(html.indexOf('<details'), html.indexOf('</details>'));
    expect(details).toContain('id="read-2"');
    expect(details).toContain('id="read-4"');
    expect(details).not.toContain('Variant 1.');
    expect(html.indexOf('Variant 1.')).toBeLessThan(html.indexOf('<details'));
  });

  it('links the types of signatures and parameter tables to their entries, not the entry itself nor Observable', () => {
    expect(html).toContain('<a href="/api/core/Signal">Signal</a>&lt;number&gt;');
    expect(linkTypes('Observable<Signal<T>>', (n) => `/api/x/${n}`, new Set(['T']))).toBe('Observable&lt;<a href="/api/x/Signal">Signal</a>&lt;T&gt;&gt;');
    expect(linkTypes('{ Signal: string }', (n) => `/api/x/${n}`)).toBe('{ Signal: string }');
    expect(shortType('{ a: string; b: { c: number } } & Options', 20)).toBe('{…} & Options');
  });

  it('shows one status badge with the version from the history, and "Added in" on the entry and each member', () => {
    expect(html.match(/class="docs-api-status docs-api-status-/g)).toHaveLength(1);
    expect(html).toContain('<span class="docs-api-status docs-api-status-stable">Stable since v20.0</span>');
    expect(html).toContain('<a class="docs-api-added" href="/reference/api-changes/v16" title="API changes of v16">Added in v16.0</a>');
    expect(html).toMatch(/id="read".*Added before v14/s);
    expect(html).toMatch(/id="value".*Developer Preview.*Added in v17\.1/s);
    expect(html).toMatch(/<h2 id="api-static">.*id="create".*Added in v18\.0/s);
  });

  it('lists the guide sections that link to the entry', () => {
    expect(html).toContain(
      '<h2 id="api-used-in"><a class="docs-anchor" href="#api-used-in">Used in these guides</a></h2><ul class="docs-api-used-in"><li><a href="/guide/signals#reading">Signals › Reading</a></li></ul>',
    );
  });
});

describe('API entry page of a class extending a web platform type', () => {
  const member = (name: string, memberType: 'property' | 'method', memberTags: string[] = []) =>
    memberType === 'method'
      ? { name, memberType, memberTags, signatures: [{ params: [], returnType: 'void' }] }
      : { name, memberType, memberTags, type: 'string', description: `The ${name}.` };
  const entry = (base: string): RenderableEntry => ({
    name: 'MyElement',
    entryType: 'undecorated_class',
    extends: base,
    description: 'A custom element.',
    members: [
      { ...member('strategy', 'property'), description: 'Its own strategy.' },
      member('connectedCallback', 'method', ['abstract']),
      member('accessKey', 'property', ['override']),
      member('focus', 'method', ['override']),
    ],
  });
  const render = (base: string) =>
    renderEntryPage({ entry: entry(base), manifest: { name: 'MyElement', type: 'undecorated_class' }, moduleName: '@angular/elements', resolver });

  it('names the platform members in one list with their anchors, keeps cards for its own, and leaves them out of the signature', () => {
    const html = render('HTMLElement');
    expect(html).toContain('<h2 id="api-inherited"><a class="docs-anchor" href="#api-inherited">Inherited from HTMLElement</a></h2>');
    expect(html).toContain('2 members come from <code>HTMLElement</code>');
    expect(html).toContain('href="https://developer.mozilla.org/docs/Web/API/HTMLElement"');
    expect(html).toContain('<li><code id="accessKey">accessKey</code></li><li><code id="focus">focus()</code></li>');
    expect(html).not.toMatch(/<h3[^>]*id="accessKey"/);
    expect(html).toMatch(/<h3[^>]*id="strategy"/);
    expect(html).toMatch(/<h3[^>]*id="connectedCallback"/);
    const signature = html.slice(html.indexOf('docs-api-compact'), html.indexOf('</pre>', html.indexOf('docs-api-compact')));
    expect(signature).toContain('strategy');
    expect(signature).not.toContain('accessKey');
  });

  it('keeps every member a card when the base is an Angular class (documented nowhere else if internal)', () => {
    const html = render('AbstractFormDirective');
    expect(html).not.toContain('api-inherited');
    expect(html).toMatch(/<h3[^>]*id="accessKey"/);
    expect(html).toMatch(/<h3[^>]*id="focus"/);
  });
});
