import { describe, expect, it } from 'vitest';
import { apiLinkOptOuts, mentionedName, unambiguousApiLinks } from '../../../../../content/pipeline/markdown/api-links.ts';
import { renderMarkdown } from '../../../../../content/pipeline/markdown/render.ts';

const LINKS = unambiguousApiLinks([
  { name: 'signal', path: '/api/core/signal' },
  { name: 'HttpClient', path: '/api/common/http/HttpClient' },
  { name: 'Location', path: '/api/common/Location' },
  { name: 'TestRequest', path: '/api/common/http/testing/TestRequest' },
  { name: 'TestRequest', path: '/api/other/TestRequest' },
  { name: '@if', path: '/api/core/@if' },
]);
const render = (md: string) => renderMarkdown(md, { file: 'content/docs/x.md', apiLinks: LINKS }).html;

describe('first inline-code mention of an API links to its entry', () => {
  it('keeps only names that belong to one entry and are not DOM/JavaScript globals', () => {
    expect(LINKS).toEqual({ signal: '/api/core/signal', HttpClient: '/api/common/http/HttpClient', '@if': '/api/core/@if' });
    expect(mentionedName('inject()')).toBe('inject');
    expect(mentionedName('@if')).toBe('@if');
    expect(mentionedName('signal(0)')).toBeUndefined();
  });

  it('links the first mention only, with the code inside the link', () => {
    const html = render('Call `signal()` to create one. Then `signal` again, and `@if` in a template.\n\nUse `HttpClient`.');
    expect(html).toContain('<a href="/api/core/signal"><code>signal()</code></a>');
    expect(html.match(/href="\/api\/core\/signal"/g)).toHaveLength(1);
    expect(html).toContain('<a href="/api/core/@if"><code>@if</code></a>');
    expect(html).toContain('<a href="/api/common/http/HttpClient"><code>HttpClient</code></a>');
  });

  it('leaves headings, existing links, ambiguous names and code blocks alone', () => {
    const html = render('## The `signal` function\n\nSee [`HttpClient`](/guide/http). `TestRequest` and `Location`.\n\n```ts\nsignal(1);\n```\n');
    expect(html).not.toContain('href="/api/core/signal"');
    expect(html).toContain('href="/guide/http"');
    expect(html).not.toContain('/api/common/http/HttpClient');
    expect(html).not.toContain('/api/other/TestRequest');
  });

  it('has an opt-out for a page and for names', () => {
    expect(apiLinkOptOuts('<!-- api-links: off -->')).toEqual(new Set(['*']));
    expect(render('<!-- api-links: off -->\n\n`signal` and `HttpClient`')).not.toContain('href="/api/');
    const some = render('<!-- api-links: off signal -->\n\n`signal` and `HttpClient`');
    expect(some).not.toContain('/api/core/signal');
    expect(some).toContain('/api/common/http/HttpClient');
  });
});
