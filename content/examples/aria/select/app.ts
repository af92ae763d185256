import { Component, signal } from '@angular/core';
import { Combobox, ComboboxPopup, ComboboxWidget } from '@angular/aria/combobox';
import { Listbox, Option } from '@angular/aria/listbox';

@Component({
  selector: 'app-root',
  imports: [Combobox, ComboboxPopup, ComboboxWidget, Listbox, Option],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly cabins = ['Deck seat', 'Reclining seat', 'Inside cabin', 'Sea-view cabin'];
  protected readonly open = signal(false);
  protected readonly cabin = signal<string[]>(['Deck seat']);

  protected choose(values: string[]) {
    // Choosing the current option again deselects it in the listbox: keep the choice instead.
    this.cabin.set(values.length ? values : [...this.cabin()]);
    this.open.set(false);
  }
}
