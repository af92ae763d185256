import { Component, computed, signal } from '@angular/core';
import { Combobox, ComboboxPopup, ComboboxWidget } from '@angular/aria/combobox';
import { Listbox, Option } from '@angular/aria/listbox';

interface Language {
  code: string;
  name: string;
}

@Component({
  selector: 'app-root',
  imports: [Combobox, ComboboxPopup, ComboboxWidget, Listbox, Option],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly languages: Language[] = [
    { code: 'cy', name: 'Welsh' },
    { code: 'de', name: 'German' },
    { code: 'en', name: 'English' },
    { code: 'es', name: 'Spanish' },
    { code: 'fr', name: 'French' },
    { code: 'it', name: 'Italian' },
    { code: 'ja', name: 'Japanese' },
    { code: 'nl', name: 'Dutch' },
  ];

  protected readonly open = signal(false);
  protected readonly spoken = signal<string[]>(['en']);

  /** The chosen languages, in list order. */
  protected readonly spokenLanguages = computed(() => this.languages.filter((language) => this.spoken().includes(language.code)));

  protected readonly summary = computed(() => {
    const names = this.spokenLanguages().map((language) => language.name);
    if (names.length === 0) return 'No languages';
    if (names.length <= 2) return names.join(', ');
    return `${names[0]}, ${names[1]} and ${names.length - 2} more`;
  });

  protected remove(code: string) {
    this.spoken.update((codes) => codes.filter((c) => c !== code));
  }
}
