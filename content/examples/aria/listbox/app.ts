import { Component, computed, signal } from '@angular/core';
import { Listbox, Option } from '@angular/aria/listbox';

interface Port {
  code: string;
  name: string;
  closed?: boolean;
}

@Component({
  selector: 'app-root',
  imports: [Listbox, Option],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly ports: Port[] = [
    { code: 'BRK', name: 'Brackenholm' },
    { code: 'GUL', name: 'Gull Island' },
    { code: 'HAR', name: 'Harwick', closed: true },
    { code: 'LNG', name: 'Longstrand' },
    { code: 'SKR', name: 'Skerry Point' },
  ];
  protected readonly extras = ['Bicycle', 'Cabin', 'Dog on board', 'Meal voucher', 'Priority boarding'];

  // A listbox's value is always an array, even with single selection.
  protected readonly destination = signal<string[]>(['GUL']);
  protected readonly chosenExtras = signal<string[]>([]);

  protected readonly summary = computed(() => {
    const port = this.ports.find((p) => p.code === this.destination()[0]);
    const extras = this.chosenExtras();
    return `${port?.name ?? 'No destination'}${extras.length ? ' with ' + extras.join(', ') : ''}`;
  });
}
