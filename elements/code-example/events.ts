/** What a copy button copied: the code of the shown file, or the link to the example. */
export type CodeCopyKind = 'code' | 'link';

/**
 * Fired by `docs-code-example` after a copy attempt (code or link), whether it worked or not.
 * Bubbles and is composed.
 */
export class DocsCodeCopyEvent extends Event {
  static readonly eventName = 'docs-code-copy' as const;

  /** What was copied. */
  readonly kind: CodeCopyKind;
  /** The text handed to the clipboard. */
  readonly text: string;
  /** Whether the clipboard accepted it. */
  readonly success: boolean;

  constructor(kind: CodeCopyKind, text: string, success: boolean) {
    super(DocsCodeCopyEvent.eventName, { bubbles: true, composed: true });
    this.kind = kind;
    this.text = text;
    this.success = success;
  }
}

/**
 * Fired by a multi-file `docs-code-example` when the reader selects another file tab.
 * Bubbles and is composed.
 */
export class DocsCodeTabChangeEvent extends Event {
  static readonly eventName = 'docs-code-tab-change' as const;

  /** Index of the selected file (0-based). */
  readonly index: number;
  /** Label of the selected tab ('TS', 'HTML', or a file name). */
  readonly label: string;

  constructor(index: number, label: string) {
    super(DocsCodeTabChangeEvent.eventName, { bubbles: true, composed: true });
    this.index = index;
    this.label = label;
  }
}

/** Which toggle changed: the collapsed/expanded lines, or the shown/hidden code. */
export type CodeToggleKind = 'expanded' | 'code-shown';

/**
 * Fired by `docs-code-example` when the reader expands/collapses the lines or shows/hides the
 * code. Bubbles and is composed.
 */
export class DocsCodeToggleEvent extends Event {
  static readonly eventName = 'docs-code-toggle' as const;

  /** Which toggle changed. */
  readonly kind: CodeToggleKind;
  /** Its new state (true = expanded / code shown). */
  readonly open: boolean;

  constructor(kind: CodeToggleKind, open: boolean) {
    super(DocsCodeToggleEvent.eventName, { bubbles: true, composed: true });
    this.kind = kind;
    this.open = open;
  }
}

declare global {
  interface HTMLElementEventMap {
    'docs-code-copy': DocsCodeCopyEvent;
    'docs-code-tab-change': DocsCodeTabChangeEvent;
    'docs-code-toggle': DocsCodeToggleEvent;
  }
}
