// React wrapper of <docs-code-example> (see elements/code-example/code-example.ts).
import React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DocsCodeCopyEvent, DocsCodeExample, DocsCodeTabChangeEvent, DocsCodeToggleEvent } from '../../elements/code-example/index.ts';
import '../../elements/code-example/define.ts';

/**
 * `<CodeExample language="ts" header="app.ts">{code}</CodeExample>` (raw mode), or with the
 * build's figure markup as children. Doc pages don't need this wrapper: their content HTML
 * already contains the elements, enhanced after `enhanceContent()` (shell/article/enhance-content.ts).
 */
export const CodeExample = createComponent({
  tagName: 'docs-code-example',
  elementClass: DocsCodeExample,
  react: React,
  events: {
    onDocsCodeCopy: DocsCodeCopyEvent.eventName as EventName<DocsCodeCopyEvent>,
    onDocsCodeTabChange: DocsCodeTabChangeEvent.eventName as EventName<DocsCodeTabChangeEvent>,
    onDocsCodeToggle: DocsCodeToggleEvent.eventName as EventName<DocsCodeToggleEvent>,
  },
});
