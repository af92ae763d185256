import { describe, expect, it } from 'vitest';
import { md, render, renderError } from './helpers.ts';

describe('docs-callout', () => {
  it('renders a note box with title, markdown body and the severity (helpful by default)', () => {
    const { html } = render(md('<docs-callout title="Before you start">', 'Install **Node**.', '</docs-callout>'));
    expect(html).toBe(
      '<div class="docs-callout docs-callout-helpful" role="note"><p class="docs-callout-title">Before you start</p><p>Install <strong>Node</strong>.</p>\n</div>\n',
    );
    expect(render(md('<docs-callout critical title="x">', 'y', '</docs-callout>')).html).toContain('docs-callout-critical');
    expect(render(md('<docs-callout important>', 'y', '</docs-callout>')).html).toContain('docs-callout-important');
  });

  it('rejects two severities and unknown attributes', () => {
    expect(renderError(md('', '<docs-callout important critical>', 'x', '</docs-callout>')).message).toBe(
      'content/docs/test.md:2: <docs-callout> takes one severity, got important and critical',
    );
    expect(renderError(md('<docs-callout titel="x">', 'x', '</docs-callout>')).reason).toMatch(/no attribute "titel"/);
  });
});

describe('docs-card-container / docs-card', () => {
  const cards = md(
    '<docs-card-container>',
    '  <docs-card title="Components" href="/essentials/components" link="Read the guide">',
    '  Build with [components](/components) and `@Component`.',
    '  </docs-card>',
    '  <docs-card title="Signals" href="/signals">',
    '  Reactive state.',
    '  </docs-card>',
    '  <docs-card title="Plain" imgSrc="/assets/images/plain.svg">',
    '  No link, [inner link](/inner) kept.',
    '  </docs-card>',
    '</docs-card-container>',
  );

  it('makes a card with href one link, flattening links inside, with the CTA text', () => {
    const { html } = render(cards);
    expect(html).toContain(
      '<a class="docs-card docs-card-link" href="/essentials/components"><div class="docs-card-body"><p class="docs-card-title" role="heading" aria-level="2">Components</p>\n<p>Build with components and <code>@Component</code>.</p>\n<span class="docs-card-cta">Read the guide</span></div></a>',
    );
    expect(html).toContain('<span class="docs-card-cta">Learn more</span>');
    const firstCard = html.slice(html.indexOf('<a class="docs-card'), html.indexOf('</a>') + 4);
    expect(firstCard.match(/<a\b/g)).toHaveLength(1);
  });

  it('keeps a card without href a plain box, with links and an image', () => {
    const { html } = render(cards);
    expect(html).toContain(
      '<div class="docs-card"><img class="docs-card-image" src="/assets/images/plain.svg" alt="" loading="lazy"><div class="docs-card-body"><p class="docs-card-title" role="heading" aria-level="2">Plain</p>\n<p>No link, <a href="/inner">inner link</a> kept.</p>\n</div></div>',
    );
    expect(html.startsWith('<div class="docs-card-container">\n')).toBe(true);
  });

  it('records card hrefs (not the flattened inner links) with their lines', () => {
    expect(render(cards).links).toEqual([
      { href: '/essentials/components', line: 2 },
      { href: '/signals', line: 5 },
      { href: '/inner', line: 9 },
    ]);
  });

  it('sets the card title level below the current section', () => {
    const { html } = render(md('## Section', '', cards));
    expect(html).toContain('aria-level="3">Components</p>');
  });

  it('requires a title and the container', () => {
    expect(renderError(md('<docs-card-container>', '<docs-card href="/x">', 'x', '</docs-card>', '</docs-card-container>')).message).toBe(
      'content/docs/test.md:2: <docs-card> needs a title="…" attribute',
    );
    expect(renderError(md('<docs-card title="x">', 'x', '</docs-card>')).message).toBe(
      'content/docs/test.md:1: <docs-card> must be placed directly inside <docs-card-container>',
    );
  });

  it('accepts only cards inside the container', () => {
    expect(renderError(md('<docs-card-container>', '', 'Loose text.', '', '</docs-card-container>')).message).toBe(
      'content/docs/test.md:3: only <docs-card> elements may be placed inside <docs-card-container>',
    );
  });
});

describe('docs-pill-row / docs-pill', () => {
  it('renders pill links; external ones open a new window; hrefs are recorded', () => {
    const { html, links } = render(
      md(
        '<docs-pill-row>',
        '  <docs-pill href="/installation" title="Install Angular"/>',
        '  <docs-pill href="https://example.com/x" title="External &amp; more"/>',
        '  <docs-pill href="/files/app.zip" title="Download" download/>',
        '</docs-pill-row>',
      ),
    );
    expect(html).toBe(
      '<div class="docs-pill-row"><a class="docs-pill" href="/installation">Install Angular</a>\n' +
        '<a class="docs-pill" href="https://example.com/x" target="_blank" rel="noopener">External &amp; more</a>\n' +
        '<a class="docs-pill" href="/files/app.zip" download>Download</a></div>\n',
    );
    expect(links).toEqual([
      { href: '/installation', line: 2 },
      { href: 'https://example.com/x', line: 3 },
      { href: '/files/app.zip', line: 4 },
    ]);
  });

  it('requires href and title', () => {
    expect(renderError(md('<docs-pill-row>', '<docs-pill title="x"/>', '</docs-pill-row>')).message).toBe(
      'content/docs/test.md:2: <docs-pill> needs a href="…" attribute',
    );
  });
});

describe('docs-workflow / docs-step', () => {
  const workflow = md(
    '## Get started',
    '',
    '<docs-workflow>',
    '<docs-step title="Create a project">',
    'Run `ng new`.',
    '</docs-step>',
    '<docs-step title="Serve it {#serve}">',
    'Run `ng serve`.',
    '</docs-step>',
    '</docs-workflow>',
  );

  it('renders an ordered list whose step titles are h3 self-links with ids', () => {
    const { html } = render(workflow);
    expect(html).toContain(
      '<ol class="docs-workflow">\n<li class="docs-step"><h3 id="create-a-project"><a class="docs-anchor" href="#create-a-project">Create a project</a></h3>\n<div class="docs-step-body"><p>Run <code>ng new</code>.</p>\n</div></li>\n',
    );
    expect(html).toContain('<h3 id="serve"><a class="docs-anchor" href="#serve">Serve it</a></h3>');
  });

  it('lists the step titles among the headings', () => {
    expect(render(workflow).headings).toEqual([
      { id: 'get-started', level: 2, text: 'Get started', line: 1 },
      { id: 'create-a-project', level: 3, text: 'Create a project', line: 4 },
      { id: 'serve', level: 3, text: 'Serve it', line: 7 },
    ]);
  });

  it('rejects a step outside a workflow and content between steps', () => {
    expect(renderError(md('Text', '', '<docs-step title="x">', 'y', '</docs-step>')).message).toBe(
      'content/docs/test.md:3: <docs-step> must be placed directly inside <docs-workflow>',
    );
    expect(renderError(md('<docs-workflow>', '## Heading', '</docs-workflow>')).message).toBe(
      'content/docs/test.md:2: only <docs-step> elements may be placed inside <docs-workflow>',
    );
  });
});

describe('docs-tab-group / docs-tab', () => {
  it('renders a static fallback: one section per tab with a heading-like label that is not h2/h3', () => {
    const { html, headings } = render(
      md(
        '## Install',
        '',
        '<docs-tab-group>',
        '  <docs-tab label="npm">',
        '  ```shell',
        '  npm install @angular/core',
        '  ```',
        '  </docs-tab>',
        '  <docs-tab label="pnpm">Use **pnpm**.</docs-tab>',
        '</docs-tab-group>',
      ),
    );
    expect(html).toContain(
      '<docs-tab-group class="docs-tab-group">\n<section class="docs-tab" data-label="npm"><p class="docs-tab-label" role="heading" aria-level="3">npm</p><div class="docs-tab-body"><docs-code-example',
    );
    expect(html).toContain(
      '<section class="docs-tab" data-label="pnpm"><p class="docs-tab-label" role="heading" aria-level="3">pnpm</p><div class="docs-tab-body"><p>Use <strong>pnpm</strong>.</p>\n</div></section>\n</docs-tab-group>',
    );
    expect(html.match(/<h[23]\b/g)).toHaveLength(1);
    expect(headings).toHaveLength(1);
  });

  it('requires a label', () => {
    expect(renderError(md('<docs-tab-group>', '<docs-tab>x</docs-tab>', '</docs-tab-group>')).message).toBe(
      'content/docs/test.md:2: <docs-tab> needs a label="…" attribute',
    );
  });
});

describe('docs-video', () => {
  it('renders a lazy, credentialless, full-screen-capable iframe with a title', () => {
    const { html } = render(md('<docs-video src="https://www.youtube.com/embed/abc_12-3" title="Signals in 5 minutes"/>'));
    expect(html).toMatch(
      /^<div class="docs-video"><iframe src="https:\/\/www\.youtube\.com\/embed\/abc_12-3" title="Signals in 5 minutes" [^>]*><\/iframe><\/div>\n$/,
    );
    for (const attr of [' loading="lazy"', ' allowfullscreen', ' credentialless']) expect(html).toContain(attr);
  });

  it('rejects a source that is not a YouTube embed URL, at its line', () => {
    const error = renderError(md('# Video', '', '<docs-video src="https://www.youtube.com/watch?v=abc" title="x"/>'));
    expect(error.message).toBe(
      'content/docs/test.md:3: <docs-video> src must be a YouTube embed URL (https://www.youtube.com/embed/VIDEO_ID), got "https://www.youtube.com/watch?v=abc"',
    );
    expect(renderError(md('<docs-video src="https://evil.example/embed/x" title="x"/>')).line).toBe(1);
    expect(renderError(md('<docs-video src="https://www.youtube.com/embed/x"/>')).reason).toMatch(/needs a title/);
  });
});

describe('docs-decorative-header', () => {
  it('is the page header: h1 title, intro, decorative image, edit link', () => {
    const { html, title, headings } = render(
      md('<docs-decorative-header title="What is Angular?" imgSrc="/assets/images/hero.svg">', 'A web **framework**.', '</docs-decorative-header>'),
      { editUrl: 'https://example.com/edit' },
    );
    expect(html).toBe(
      '<header class="docs-page-header docs-decorative-header"><h1 tabindex="-1">What is Angular?</h1>' +
        '<div class="docs-decorative-header-intro"><p>A web <strong>framework</strong>.</p>\n</div>' +
        '<img class="docs-decorative-header-image" src="/assets/images/hero.svg" alt="">' +
        '<a class="docs-edit-link" href="https://example.com/edit" target="_blank" rel="noopener">Edit this page</a></header>\n',
    );
    expect(title).toBe('What is Angular?');
    expect(headings).toEqual([{ id: '', level: 1, text: 'What is Angular?', line: 1 }]);
  });
});

describe('images', () => {
  it('applies the attribute list, the size fragment and the docs-image class', () => {
    const { html } = render(md(`![A diagram](/assets/images/diagram.svg#small {loading: 'lazy', decoding: 'async'} "Data flow")`));
    expect(html).toBe(
      '<p><img src="/assets/images/diagram.svg" alt="A diagram" title="Data flow" class="docs-image docs-image-small" loading="lazy" decoding="async"></p>\n',
    );
  });

  it('styles plain markdown images too', () => {
    expect(render(md('![Logo](/logo.png#medium)')).html).toBe('<p><img src="/logo.png" alt="Logo" class="docs-image docs-image-medium"></p>\n');
  });

  it('rejects unknown image attributes at their line', () => {
    expect(renderError(md('Text', '', `![x](/x.png {style: 'big'})`)).message).toBe(
      'content/docs/test.md:3: image attribute "style" is not supported (use loading, decoding, fetchpriority, width, height)',
    );
  });
});

describe('links', () => {
  it('opens external links in a new window and leaves internal ones plain', () => {
    const { html, links } = render(
      md('See [signals](/essentials/signals#writable), [below](#below),', '[MDN](https://developer.mozilla.org "Docs") and <team@example.com>.'),
    );
    expect(html).toContain('<a href="/essentials/signals#writable">signals</a>');
    expect(html).toContain('<a href="#below">below</a>');
    expect(html).toContain('<a href="https://developer.mozilla.org" title="Docs" target="_blank" rel="noopener">MDN</a>');
    expect(html).toContain('<a href="mailto:team@example.com">team@example.com</a>');
    expect(links).toEqual([
      { href: '/essentials/signals#writable', line: 1 },
      { href: '#below', line: 1 },
      { href: 'https://developer.mozilla.org', line: 2 },
      { href: 'mailto:team@example.com', line: 2 },
    ]);
  });

  it('records links in raw HTML and gives external ones a new-window target', () => {
    const { html, links } = render(md('<p>', 'Go <a href="https://example.com">there</a> or <a href="/here">here</a>.', '</p>'));
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener">there</a>');
    expect(html).toContain('<a href="/here">here</a>');
    expect(links).toEqual([
      { href: 'https://example.com', line: 2 },
      { href: '/here', line: 2 },
    ]);
  });

  it('finds the line of links deep in lists and containers', () => {
    const { links } = render(md('- one', '- two', '  and [deep](/deep)', '', '<docs-callout>', '', '> quoted [q](/q)', '', '</docs-callout>'));
    expect(links).toEqual([
      { href: '/deep', line: 3 },
      { href: '/q', line: 7 },
    ]);
  });

  it('rejects javascript: links', () => {
    expect(renderError(md('[x](javascript:alert(1))')).reason).toMatch(/unsafe link/);
  });
});

describe('raw HTML', () => {
  it('rejects inline style attributes, scripts and event handlers (CSP)', () => {
    expect(renderError(md('Text', '', '<div style="color: red">x</div>')).message).toMatch(
      /^content\/docs\/test\.md:3: inline style="…" attributes are not allowed/,
    );
    expect(renderError(md('<script>alert(1)</script>')).reason).toMatch(/<script> is not allowed/);
    expect(renderError(md('<img src="x" onerror="alert(1)">')).reason).toMatch(/event-handler/);
  });

  it('rejects a docs tag written inline', () => {
    expect(renderError(md('Some text <docs-video src="https://www.youtube.com/embed/x" title="x"/> inline.')).reason).toMatch(
      /must start on a line of its own/,
    );
  });
});

describe('tag parsing', () => {
  it('finds the closing tag past fenced code that mentions it', () => {
    const { html } = render(
      md('<docs-tab-group>', '<docs-tab label="Markup">', '', '```md', '</docs-tab>', '```', '', 'After the fence.', '</docs-tab>', '</docs-tab-group>'),
    );
    expect(html).toContain('<p>After the fence.</p>\n</div></section>\n</docs-tab-group>');
    expect(html.match(/<section /g)).toHaveLength(1);
  });

  it('starts a tag right after a paragraph line, without a blank line', () => {
    const { html } = render(md('Some text', '<docs-callout title="T">', 'Body', '</docs-callout>'));
    expect(html).toBe('<p>Some text</p>\n<div class="docs-callout docs-callout-helpful" role="note"><p class="docs-callout-title">T</p><p>Body</p>\n</div>\n');
  });

  it('reads attributes across lines, in either quote style, case-insensitively', () => {
    const { html } = render(
      md('<docs-card-container>', '<docs-card', "  title='Multi-line'", '  HREF="/x">', 'Body', '</docs-card>', '</docs-card-container>'),
    );
    expect(html).toContain('<a class="docs-card docs-card-link" href="/x">');
    expect(html).toContain('>Multi-line</p>');
  });

  it('renders tags nested in list items and code in lists', () => {
    const { html, links } = render(
      md(
        '1. First',
        '',
        '   ```ts',
        '   const a = 1;',
        '   ```',
        '',
        '2. Second',
        '',
        '   <docs-pill-row>',
        '   <docs-pill href="/p" title="P"/>',
        '   </docs-pill-row>',
      ),
    );
    expect(html).toContain('<li><p>First</p>\n<docs-code-example');
    expect(html).toContain('<div class="docs-pill-row"><a class="docs-pill" href="/p">P</a></div>');
    expect(links).toEqual([{ href: '/p', line: 10 }]);
  });
});
