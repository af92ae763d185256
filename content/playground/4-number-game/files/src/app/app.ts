import { Component, computed, signal } from '@angular/core';

const MAX = 50;

@Component({
  selector: 'app-root',
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly max = MAX;
  private readonly secret = signal(this.pick());
  protected readonly guesses = signal<number[]>([]);
  protected readonly last = computed(() => this.guesses().at(-1));
  protected readonly won = computed(() => this.last() === this.secret());
  protected readonly hint = computed(() => {
    const last = this.last();
    if (last === undefined) return `I picked a number from 1 to ${MAX}. Your turn!`;
    if (last < this.secret()) return `${last} is too low.`;
    if (last > this.secret()) return `${last} is too high.`;
    return `${last} it is! Found in ${this.guesses().length} ${this.guesses().length === 1 ? 'try' : 'tries'}.`;
  });

  protected guess(field: HTMLInputElement): void {
    const value = Number(field.value);
    if (!Number.isInteger(value) || value < 1 || value > MAX) return;
    this.guesses.update((list) => [...list, value]);
    field.value = '';
    field.focus();
  }

  protected restart(): void {
    this.secret.set(this.pick());
    this.guesses.set([]);
  }

  private pick(): number {
    return 1 + Math.floor(Math.random() * MAX);
  }
}
