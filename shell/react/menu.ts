// React wrapper of <docs-menu> (see elements/menu/menu.ts). Loaded lazily by shell/layout/menu-button.tsx.
import React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DocsMenu, DocsMenuCloseEvent, DocsMenuSelectEvent } from '../../elements/menu/index.ts';
import '../../elements/menu/define.ts';

export const Menu = createComponent({
  tagName: 'docs-menu',
  elementClass: DocsMenu,
  react: React,
  events: {
    onDocsMenuClose: DocsMenuCloseEvent.eventName as EventName<DocsMenuCloseEvent>,
    onDocsMenuSelect: DocsMenuSelectEvent.eventName as EventName<DocsMenuSelectEvent>,
  },
});
