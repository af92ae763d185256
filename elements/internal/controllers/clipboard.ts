import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The indication after a copy: which outcome, and what the host attached to it (e.g. a message). */
export interface CopyFeedback<T> {
  readonly state: 'success' | 'failure';
  readonly detail: T;
}

export interface ClipboardOptions {
  /** How long the indication stays, in ms (asked at each copy). */
  duration(): number;
}

/**
 * Copy with feedback: {@link copy} writes text to the clipboard (`navigator.clipboard.writeText`;
 * no clipboard or a refusal counts as a failure) and sets {@link feedback} for `duration()` ms,
 * updating the host when it appears and when it clears. A new copy restarts the delay;
 * disconnecting the host clears the timer and the indication.
 */
export class ClipboardController<T = undefined> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: ClipboardOptions;
  #feedback: CopyFeedback<T> | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost, options: ClipboardOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The indication of the last copy, or null once its delay has passed. */
  get feedback(): CopyFeedback<T> | null {
    return this.#feedback;
  }

  /**
   * Copies `text`; resolves to whether the clipboard took it. `detail` picks what the indication
   * carries for each outcome (e.g. 'Copied' / 'Copy failed').
   */
  async copy(text: string, detail: (success: boolean) => T): Promise<boolean> {
    let success: boolean;
    try {
      const clipboard = globalThis.navigator?.clipboard;
      if (!clipboard?.writeText) throw new Error('No clipboard');
      await clipboard.writeText(text);
      success = true;
    } catch {
      success = false;
    }
    this.#show({ state: success ? 'success' : 'failure', detail: detail(success) });
    return success;
  }

  hostDisconnected(): void {
    this.#clear();
  }

  #show(feedback: CopyFeedback<T>): void {
    clearTimeout(this.#timer);
    this.#feedback = feedback;
    this.#host.requestUpdate();
    this.#timer = setTimeout(() => this.#clear(), this.#options.duration());
  }

  #clear(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#feedback) return;
    this.#feedback = null;
    this.#host.requestUpdate();
  }
}
