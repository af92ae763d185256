import { describe, expect, it } from 'vitest';
import { IdRegistry, slugify } from '../../../../../content/pipeline/markdown/slug.ts';
import { md, render, renderError } from './helpers.ts';

describe('slugify', () => {
  it('lower-cases and turns spaces and slashes into hyphens', () => {
    expect(slugify('Getting Started')).toBe('getting-started');
    expect(slugify('Inputs/Outputs')).toBe('inputs-outputs');
    expect(slugify('Inputs / outputs')).toBe('inputs---outputs');
  });

  it('drops code, strong and em tags but keeps their text', () => {
    expect(slugify('The <code>inject()</code> function')).toBe('the-inject-function');
    expect(slugify('<strong>Bold</strong> and <em>em</em>')).toBe('bold-and-em');
  });

  it('drops HTML entities', () => {
    expect(slugify('Signals &amp; effects')).toBe('signals--effects');
    expect(slugify('A &#8212; B &lt;tag&gt;')).toBe('a--b-tag');
  });

  it('keeps Unicode letters, digits, hyphens and underscores only', () => {
    expect(slugify('Überblick über Änderungen')).toBe('überblick-über-änderungen');
    expect(slugify('版本 22 の新機能')).toBe('版本-22-の新機能');
    expect(slugify('snake_case? yes!')).toBe('snake_case-yes');
    expect(slugify('@if (…) { }')).toBe('if---');
  });
});

describe('IdRegistry', () => {
  it('suffixes repeats with -1, -2 and skips ids already taken', () => {
    const ids = new IdRegistry();
    expect(ids.unique('setup')).toBe('setup');
    expect(ids.unique('setup')).toBe('setup-1');
    expect(ids.claim('setup-2')).toBe(true);
    expect(ids.unique('setup')).toBe('setup-3');
    expect(ids.claim('setup')).toBe(false);
    expect(ids.unique('')).toBe('section');
  });
});

describe('heading ids in a page', () => {
  it('uses the {#custom-id} suffix and removes it from the text', () => {
    const { html, headings } = render(md('## Configure the app {#config}'));
    expect(html).toContain('<h2 id="config"><a class="docs-anchor" href="#config">Configure the app</a></h2>');
    expect(headings).toEqual([{ id: 'config', level: 2, text: 'Configure the app', line: 1 }]);
  });

  it('gives repeated headings -1, -2 within one page and starts again on the next page', () => {
    const source = md('## Example', '', '### Example', '', '#### Example');
    expect(render(source).headings.map((h) => h.id)).toEqual(['example', 'example-1', 'example-2']);
    expect(render(source).headings.map((h) => h.id)).toEqual(['example', 'example-1', 'example-2']);
  });

  it('strips inline code and emphasis markup and entities from generated ids', () => {
    const { headings } = render(md('## Using `signal()` with *care* &amp; **style**'));
    expect(headings[0].id).toBe('using-signal-with-care--style');
    expect(headings[0].text).toBe('Using signal() with care & style');
  });

  it('rejects a custom id that is already used on the page', () => {
    const error = renderError(md('## Setup', '', '## Other {#setup}'));
    expect(error.message).toBe('content/docs/test.md:3: heading id "setup" is already used on this page');
  });
});
