import { afterRenderEffect, Component, computed, signal, viewChild } from '@angular/core';
import { Combobox, ComboboxPopup, ComboboxWidget } from '@angular/aria/combobox';
import { Listbox, Option } from '@angular/aria/listbox';

const PLANTS = [
  'Rock rose',
  'Rosemary',
  'Rowan',
  'Royal fern',
  'Sea holly',
  'Sea kale',
  'Snowdrop',
  'Solomon’s seal',
  'Sweet cicely',
  'Wild garlic',
];

@Component({
  selector: 'app-root',
  imports: [Combobox, ComboboxPopup, ComboboxWidget, Listbox, Option],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly query = signal('');
  protected readonly open = signal(false);
  protected readonly chosen = signal<string[]>([]);

  /** Names that start with the text come first, then names that contain it. */
  protected readonly matches = computed(() => {
    const text = this.query().trim().toLowerCase();
    if (!text) return PLANTS;
    const starts = PLANTS.filter((plant) => plant.toLowerCase().startsWith(text));
    const contains = PLANTS.filter((plant) => !starts.includes(plant) && plant.toLowerCase().includes(text));
    return [...starts, ...contains];
  });

  /** The completion shown in the input: the first name that starts with the text. */
  protected readonly completion = computed(() => {
    const text = this.query().trim().toLowerCase();
    const first = this.matches()[0];
    return text && first?.toLowerCase().startsWith(text) ? first : undefined;
  });

  private readonly listbox = viewChild<Listbox<string>>(Listbox);

  constructor() {
    // After each render of a new list, highlight its first option, so Enter picks the best match.
    afterRenderEffect(() => {
      const listbox = this.listbox();
      if (listbox && this.matches().length > 0) {
        listbox.gotoFirst();
      }
    });
  }

  protected choose(values: string[]) {
    const plant = values[0];
    if (!plant) return;
    this.chosen.set([plant]);
    this.query.set(plant);
    this.open.set(false);
  }
}
