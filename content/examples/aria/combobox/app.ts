import { Component, computed, signal } from '@angular/core';
import { Combobox, ComboboxPopup, ComboboxWidget } from '@angular/aria/combobox';
import { Listbox, Option } from '@angular/aria/listbox';

@Component({
  selector: 'app-root',
  imports: [Combobox, ComboboxPopup, ComboboxWidget, Listbox, Option],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  private readonly ports = ['Brackenholm', 'Gull Island', 'Harwick', 'Longstrand', 'Skerry Point', 'Stillwater'];

  protected readonly query = signal('');
  protected readonly open = signal(false);
  protected readonly chosen = signal<string[]>([]);

  protected readonly matches = computed(() => {
    const text = this.query().trim().toLowerCase();
    return this.ports.filter((port) => port.toLowerCase().includes(text));
  });

  protected choose(values: string[]) {
    const port = values[0];
    if (!port) return;
    this.chosen.set([port]);
    this.query.set(port);
    this.open.set(false);
  }
}
