// React wrapper of <docs-snack-bar> (see elements/snack-bar/snack-bar.ts). Loaded by shell/layout/update-notice.tsx when a notice is to be shown.
import React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DocsSnackBar, DocsSnackBarActionEvent, DocsSnackBarDismissEvent } from '../../elements/snack-bar/index.ts';
import '../../elements/snack-bar/define.ts';

export const SnackBar = createComponent({
  tagName: 'docs-snack-bar',
  elementClass: DocsSnackBar,
  react: React,
  events: {
    onDocsSnackBarAction: DocsSnackBarActionEvent.eventName as EventName<DocsSnackBarActionEvent>,
    onDocsSnackBarDismiss: DocsSnackBarDismissEvent.eventName as EventName<DocsSnackBarDismissEvent>,
  },
});
