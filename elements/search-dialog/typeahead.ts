// Keystrokes typed before the search dialog can take them (issue 31): on a cold page, Cmd/Ctrl K
// starts loading the dialog, and whatever the reader types meanwhile would land on the page and be
// lost ("inject" searched as "ject"). Kept here and handed to `show(typed)`. Free of Lit: the shell
// runs it before the dialog's chunk has loaded.

export interface KeystrokeBuffer {
  /** Stops listening and returns the text typed since the buffer started. */
  stop(): string;
}

/**
 * Keeps the text typed in `doc` from now until `stop()`: printable keys (kept in order, their default
 * action prevented so they do not reach the page) and Backspace (removes the last one). Shortcuts
 * (with Ctrl, Cmd or Alt), IME composition and other keys pass through untouched.
 */
export function bufferKeystrokes(doc: Document = document): KeystrokeBuffer {
  let text = '';
  const onKeydown = (event: KeyboardEvent) => {
    if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace') text = text.slice(0, -1);
    else if ([...event.key].length === 1) text += event.key;
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  doc.addEventListener('keydown', onKeydown, true);
  let stopped = false;
  return {
    stop() {
      if (!stopped) doc.removeEventListener('keydown', onKeydown, true);
      stopped = true;
      return text;
    },
  };
}
