import { Component, computed, signal } from '@angular/core';
import { form, FormField, maxLength, min, pattern, required, submit } from '@angular/forms/signals';
import { EpisodeDraft, LAST_SAVED } from './episode';

@Component({
  selector: 'app-root',
  imports: [FormField],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly draft = signal<EpisodeDraft>(LAST_SAVED);
  protected readonly savedAt = signal<string | null>(null);

  protected readonly episodeForm = form(this.draft, (path) => {
    required(path.title, { message: 'Every episode needs a title.' });
    maxLength(path.title, 60, { message: 'Podcast apps cut titles after 60 characters.' });
    required(path.number, { message: 'Give the episode a number.' });
    min(path.number, 1, { message: 'Episode numbers start at 1.' });
    required(path.guest.name, { message: 'Name the guest, or clear the guest section.' });
    pattern(path.guest.website, /^https:\/\//, { message: 'Links must start with https://' });
  });

  protected readonly titleLength = computed(() => this.episodeForm.title().value().length);

  protected checkGuest() {
    this.episodeForm.guest().markAsTouched();
  }

  protected async save(event: Event) {
    event.preventDefault();
    const saved = await submit(this.episodeForm, async (field) => {
      this.savedAt.set(new Date().toLocaleTimeString());
      field().reset(field().value());
      return undefined;
    });
    if (!saved) {
      this.episodeForm().errorSummary()[0]?.fieldTree().focusBoundControl();
    }
  }

  protected discard() {
    this.episodeForm().reset(LAST_SAVED);
  }
}
