import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Why something was dismissed: the Escape key, or a press outside it. */
export type DismissReason = 'escape' | 'outside';

export interface DismissOptions {
  /** Called on Escape or on a press outside; the callback decides what to prevent or stop. */
  onDismiss(reason: DismissReason, event: Event): void;
  /**
   * Whether a press with this composed path is inside (not a dismissal). Default: the path
   * contains the element being watched.
   */
  isInside?(path: readonly EventTarget[], event: Event): boolean;
  /**
   * Where Escape dismisses: when the keydown reaches the watched element ('element', the default),
   * anywhere in its document ('document'), or never (false).
   */
  escape?: 'element' | 'document' | false;
  /** Whether a press outside dismisses (default true); a function is asked at each press. */
  outside?: boolean | (() => boolean);
  /**
   * When a press outside dismisses: at `pointerdown` (the default: popups, before focus moves) or
   * at the `click` of a press that also started outside (modal dialogs: the click must not fall
   * through to the page under the backdrop once the dialog has closed, and a drag that starts
   * inside, e.g. selecting text, does not dismiss).
   */
  outsideOn?: 'pointerdown' | 'click';
}

/**
 * Watches `element` for dismissal: Escape (see {@link DismissOptions.escape}) and presses outside
 * it (`pointerdown`, or `click` with {@link DismissOptions.outsideOn}, on its document in the
 * capture phase, so a press that some inner code stops still counts). Returns the function that
 * stops watching.
 *
 * The one implementation behind {@link DismissController}; plain code (the React shell) calls it
 * directly.
 */
export function watchDismissal(element: Element, options: DismissOptions): () => void {
  const doc = element.ownerDocument;
  const escapeTarget: EventTarget | null = options.escape === false ? null : options.escape === 'document' ? doc : element;
  const onKeydown = (event: Event): void => {
    if ((event as KeyboardEvent).key !== 'Escape' || (event as KeyboardEvent).isComposing) return;
    options.onDismiss('escape', event);
  };
  const isOutside = (event: Event): boolean => {
    const outside = options.outside ?? true;
    if (!(typeof outside === 'function' ? outside() : outside)) return false;
    const path = event.composedPath();
    return !(options.isInside ? options.isInside(path, event) : path.includes(element));
  };
  const onClick = options.outsideOn === 'click';
  let pressedOutside = false;
  const onPointerdown = (event: Event): void => {
    pressedOutside = isOutside(event);
    if (pressedOutside && !onClick) options.onDismiss('outside', event);
  };
  const onClickEvent = (event: Event): void => {
    const dismiss = pressedOutside && isOutside(event);
    pressedOutside = false;
    if (dismiss) options.onDismiss('outside', event);
  };
  escapeTarget?.addEventListener('keydown', onKeydown);
  doc.addEventListener('pointerdown', onPointerdown, true);
  if (onClick) doc.addEventListener('click', onClickEvent, true);
  return () => {
    escapeTarget?.removeEventListener('keydown', onKeydown);
    doc.removeEventListener('pointerdown', onPointerdown, true);
    doc.removeEventListener('click', onClickEvent, true);
  };
}

/**
 * Dismissal of a popup element (menu, dialog, drawer): while {@link active} and the host is
 * connected, Escape and presses outside the host call `onDismiss`. Listeners exist only then
 * (set `active` when the popup opens, clear it when it closes); disconnecting removes them.
 */
export class DismissController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #options: DismissOptions;
  #active = false;
  #connected = false;
  #stop: (() => void) | undefined;

  constructor(host: ReactiveControllerHost & Element, options: DismissOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** Whether Escape and outside presses are being watched (when the host is connected). */
  get active(): boolean {
    return this.#active;
  }

  set active(value: boolean) {
    this.#active = value;
    this.#sync();
  }

  hostConnected(): void {
    this.#connected = true;
    this.#sync();
  }

  hostDisconnected(): void {
    this.#connected = false;
    this.#sync();
  }

  #sync(): void {
    const watch = this.#active && this.#connected;
    if (watch && !this.#stop) this.#stop = watchDismissal(this.#host, this.#options);
    else if (!watch && this.#stop) {
      this.#stop();
      this.#stop = undefined;
    }
  }
}
