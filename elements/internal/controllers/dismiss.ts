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
}

/**
 * Watches `element` for dismissal: Escape (see {@link DismissOptions.escape}) and presses outside
 * it (`pointerdown` on its document, in the capture phase, so a press that some inner code stops
 * still counts, and before focus moves). Returns the function that stops watching.
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
  const onPointerdown = (event: Event): void => {
    const outside = options.outside ?? true;
    if (!(typeof outside === 'function' ? outside() : outside)) return;
    const path = event.composedPath();
    const inside = options.isInside ? options.isInside(path, event) : path.includes(element);
    if (!inside) options.onDismiss('outside', event);
  };
  escapeTarget?.addEventListener('keydown', onKeydown);
  doc.addEventListener('pointerdown', onPointerdown, true);
  return () => {
    escapeTarget?.removeEventListener('keydown', onKeydown);
    doc.removeEventListener('pointerdown', onPointerdown, true);
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
