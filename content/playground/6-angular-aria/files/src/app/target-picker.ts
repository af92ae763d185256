import { Component, input, model } from '@angular/core';
import { Listbox, Option } from '@angular/aria/listbox';
import type { SkyObject } from './sky-object';

/**
 * Several sky objects, picked with a multi-selection listbox. Keyboard: arrow keys move, Space
 * toggles the option you are on (explicit selection), Home/End jump, typing a letter finds an object.
 */
@Component({
  selector: 'app-target-picker',
  imports: [Listbox, Option],
  template: `
    <h2 id="targets-label">What do you want to see?</h2>
    <ul ngListbox aria-labelledby="targets-label" multi selectionMode="explicit" softDisabled [(value)]="picked">
      @for (object of objects(); track object.id) {
        <li ngOption [value]="object.id" [label]="object.name" [disabled]="object.set ?? false">
          <span class="check" aria-hidden="true"></span>
          {{ object.name }} <small>{{ object.set ? '(set below the horizon)' : object.kind }}</small>
        </li>
      }
    </ul>
  `,
})
export class TargetPicker {
  readonly objects = input.required<SkyObject[]>();
  /** Ids of the picked objects; the parent binds it with [(picked)]. */
  readonly picked = model<string[]>([]);
}
