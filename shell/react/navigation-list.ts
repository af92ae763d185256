// React wrapper of <docs-navigation-list> (see elements/navigation-list/navigation-list.ts). Loaded lazily by shell/layout/secondary-nav.tsx.
import React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DocsNavigateEvent, DocsNavigationList } from '../../elements/navigation-list/index.ts';
import '../../elements/navigation-list/define.ts';

export const NavigationList = createComponent({
  tagName: 'docs-navigation-list',
  elementClass: DocsNavigationList,
  react: React,
  events: {
    onDocsNavigate: DocsNavigateEvent.eventName as EventName<DocsNavigateEvent>,
  },
});
