// React wrapper of <docs-tab-group> (see elements/tab-group/tab-group.ts). Content pages get the
// element through shell/article/enhance-content.ts; this wrapper is for React code that renders tabs.
import React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DocsTabChangeEvent, DocsTabGroup } from '../../elements/tab-group/index.ts';
import '../../elements/tab-group/define.ts';

export const TabGroup = createComponent({
  tagName: 'docs-tab-group',
  elementClass: DocsTabGroup,
  react: React,
  events: { onDocsTabChange: DocsTabChangeEvent.eventName as EventName<DocsTabChangeEvent> },
});
