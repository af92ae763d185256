import { describe, expect, it } from 'vitest';
import { callText, renderEntryPage, signatureCode, type RenderableEntry } from '../../../content/pipeline/api/render-entry.ts';

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

  it('highlights the signature and renders members as linkable cards with overloads', () => {
    expect(html).toMatch(/<section class="docs-api-section" aria-labelledby="api-signature">.*<docs-code-example class="docs-code">/s);
    expect(html).toContain('<span class="token keyword">class</span>');
    expect(html).toContain('<section class="docs-api-member" id="count"');
    expect(html).toMatch(/id="add".*2 overloads.*Adds n\..*How many\..*Adds one\./s);
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
