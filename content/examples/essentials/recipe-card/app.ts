import { Component, computed, signal } from '@angular/core';
import { Recipe } from './recipe';
import { RecipeCard } from './recipe-card';

@Component({
  selector: 'app-root',
  imports: [RecipeCard],
  templateUrl: './app.html',
})
export class App {
  protected readonly recipes = signal<Recipe[]>([
    { id: 1, title: 'Lemon risotto', minutes: 40, vegetarian: true },
    { id: 2, title: 'Chicken tagine', minutes: 90, vegetarian: false },
    { id: 3, title: 'Chickpea salad', minutes: 15, vegetarian: true },
  ]);
  protected readonly savedIds = signal<number[]>([]);
  protected readonly savedCount = computed(() => this.savedIds().length);

  protected toggleSaved(id: number) {
    this.savedIds.update((ids) =>
      ids.includes(id) ? ids.filter((savedId) => savedId !== id) : [...ids, id],
    );
  }
}
