import { Directive, output } from '@angular/core';

@Directive({
  selector: '[appActivatable]',
  host: {
    tabindex: '0',
    role: 'button',
    '(click)': 'activated.emit()',
    '(keydown.enter)': 'activated.emit()',
    '(keydown.space)': 'press($event)',
  },
})
export class Activatable {
  readonly activated = output<void>();

  protected press(event: Event) {
    event.preventDefault();
    this.activated.emit();
  }
}
