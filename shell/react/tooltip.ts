// React wrapper of <docs-tooltip> (see elements/tooltip/tooltip.ts). Loaded lazily on first hover or focus of its anchor.
import React from 'react';
import { createComponent } from '@lit/react';
import { DocsTooltip } from '../../elements/tooltip/index.ts';
import '../../elements/tooltip/define.ts';

export const Tooltip = createComponent({ tagName: 'docs-tooltip', elementClass: DocsTooltip, react: React });
