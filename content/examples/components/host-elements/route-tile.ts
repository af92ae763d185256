import { Component, HostAttributeToken, inject, input, model } from '@angular/core';

@Component({
  selector: 'app-route-tile',
  template: `
    <span class="grade">{{ grade() }}</span>
    <span class="name">{{ name() }}</span>
    <span class="wall">{{ wall }}</span>
  `,
  styles: `
    :host {
      display: flex;
      gap: 0.75rem;
      align-items: center;
      padding: 0.5rem 0.75rem;
      border-left: 0.5rem solid var(--hold-colour);
      cursor: pointer;
    }
    :host(.is-sent) {
      text-decoration: line-through;
      opacity: 0.7;
    }
    :host(:focus-visible) {
      outline: 2px solid currentColor;
    }
    .grade {
      font-weight: 700;
      min-width: 2.5rem;
    }
    .wall {
      margin-inline-start: auto;
      font-size: 0.85em;
    }
  `,
  host: {
    role: 'checkbox',
    tabindex: '0',
    '[attr.aria-checked]': 'sent()',
    '[class.is-sent]': 'sent()',
    '[style.--hold-colour]': 'holdColour()',
    '(click)': 'toggle()',
    '(keydown.space)': 'toggle($event)',
  },
})
export class RouteTile {
  readonly name = input.required<string>();
  readonly grade = input.required<string>();
  readonly holdColour = input('#888888');
  readonly sent = model(false);

  // A static attribute, read once: <app-route-tile wall="Cave">
  protected readonly wall = inject(new HostAttributeToken('wall'), { optional: true }) ?? 'Main wall';

  protected toggle(event?: Event) {
    event?.preventDefault();
    this.sent.update((sent) => !sent);
  }
}
