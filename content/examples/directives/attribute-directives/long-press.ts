import { DestroyRef, Directive, inject, input, output } from '@angular/core';

@Directive({
  selector: '[appLongPress]',
  host: {
    '(pointerdown)': 'start()',
    '(pointerup)': 'cancel()',
    '(pointerleave)': 'cancel()',
  },
})
export class LongPress {
  readonly pressMs = input(600);
  readonly appLongPress = output<void>();

  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    inject(DestroyRef).onDestroy(() => this.cancel());
  }

  protected start() {
    this.cancel();
    this.timer = setTimeout(() => this.appLongPress.emit(), this.pressMs());
  }

  protected cancel() {
    clearTimeout(this.timer);
  }
}
