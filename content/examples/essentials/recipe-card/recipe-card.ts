import { Component, input, output } from '@angular/core';
import { Recipe } from './recipe';

@Component({
  selector: 'app-recipe-card',
  templateUrl: './recipe-card.html',
  styleUrl: './recipe-card.css',
})
export class RecipeCard {
  readonly recipe = input.required<Recipe>();
  readonly saved = input(false);
  readonly saveToggle = output<number>();

  protected toggleSave() {
    this.saveToggle.emit(this.recipe().id);
  }
}
