// Markup as the docs build emits it (content/pipeline/markdown/README.md, "Code").

/** One `span.line` per entry; `[text, classes]` or plain text. */
export function codeLines(lines: readonly (string | readonly [string, string])[]): string {
  return lines
    .map((entry, i) => {
      const [text, classes] = typeof entry === 'string' ? [entry, ''] : entry;
      return `<span class="line${classes ? ` ${classes}` : ''}" data-line="${i + 1}">${text}</span>`;
    })
    .join('\n');
}

export function figure(options: {
  language?: string;
  caption?: string;
  file?: string;
  visibleLines?: string;
  linenums?: boolean;
  lines: readonly (string | readonly [string, string])[];
}): string {
  const language = options.language ?? 'ts';
  const attrs = [
    `class="docs-code-file"`,
    `data-language="${language}"`,
    options.file ? `data-file="${options.file}"` : '',
    options.visibleLines ? `data-visible-lines="${options.visibleLines}"` : '',
    options.linenums ? 'data-linenums' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const caption = options.caption ? `<figcaption class="docs-code-header">${options.caption}</figcaption>` : '';
  return `<figure ${attrs}>${caption}<pre class="docs-code-pre" tabindex="0"><code class="language-${language}">${codeLines(options.lines)}</code></pre></figure>`;
}

export const singleTs = `<docs-code-example class="docs-code">
${figure({
  caption: 'src/app/app.ts',
  lines: [
    '<span class="token keyword">import</span> <span class="token punctuation">{</span> Component <span class="token punctuation">}</span> <span class="token keyword">from</span> <span class="token string">\'@angular/core\'</span><span class="token punctuation">;</span>',
    '',
    [
      '<span class="token keyword">export</span> <span class="token keyword">class</span> <span class="token class-name">App</span> <span class="token punctuation">{</span><span class="token punctuation">}</span>',
      'highlighted',
    ],
  ],
})}
</docs-code-example>`;

export const multi = (names: readonly [string, string][]) => `<docs-code-example class="docs-code" multifile>
${names.map(([caption, language]) => figure({ caption, language, file: `demo/${caption}`, lines: [`// ${caption}`, 'x'] })).join('\n')}
</docs-code-example>`;

export const diffExample = `<docs-code-example class="docs-code" diff>
${figure({
  linenums: true,
  lines: [
    ['const a = 1;', ''],
    ['const b = 2;', 'remove'],
    ['const b = 3;', 'add'],
    ['log(a, b);', 'highlighted'],
  ],
})}
</docs-code-example>`;

export const shellExample = `<docs-code-example class="docs-code" shell>
${figure({ language: 'shell', lines: [['npm install', 'prompt'], '# a comment', ['ng serve', 'prompt']] })}
</docs-code-example>`;

/** 12 lines, lines 1–3 and 8–9 visible: gaps 4–7 and 10–12. */
export const collapsedExample = `<docs-code-example class="docs-code">
${figure({
  caption: 'long.ts',
  visibleLines: '[[1,3],[8,9]]',
  lines: Array.from({ length: 12 }, (_, i) => `line ${i + 1}`),
})}
</docs-code-example>`;
