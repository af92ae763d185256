// React wrappers of <docs-banner> and <docs-cookie-popup>. Loaded lazily by shell/layout/site-notices.tsx.
import React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DocsBanner, DocsBannerCloseEvent } from '../../elements/banner/index.ts';
import { DocsCookiePopup, DocsCookiesAcceptedEvent } from '../../elements/cookie-popup/index.ts';
import '../../elements/banner/define.ts';
import '../../elements/cookie-popup/define.ts';

export const Banner = createComponent({
  tagName: 'docs-banner',
  elementClass: DocsBanner,
  react: React,
  events: { onDocsBannerClose: DocsBannerCloseEvent.eventName as EventName<DocsBannerCloseEvent> },
});

export const CookiePopup = createComponent({
  tagName: 'docs-cookie-popup',
  elementClass: DocsCookiePopup,
  react: React,
  events: { onDocsCookiesAccepted: DocsCookiesAcceptedEvent.eventName as EventName<DocsCookiesAcceptedEvent> },
});
