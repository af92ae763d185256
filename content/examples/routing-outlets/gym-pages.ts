import { Component } from '@angular/core';
import { RouterLink } from '@angular/router';

@Component({
  selector: 'app-gym-home',
  template: `<h1>Welcome to Summit Hall</h1><p>Pick a wall, or book a coach in the side panel.</p>`,
})
export class GymHome {}

@Component({
  selector: 'app-wall-list',
  imports: [RouterLink],
  template: `
    <h1>Our walls</h1>
    <ul>
      <li><a routerLink="/walls/cave">The Cave</a></li>
      <li><a routerLink="/walls/slab">The Slab</a></li>
    </ul>
    <a [routerLink]="['/', { outlets: { panel: ['book', 'omar'] } }]">Book Omar for the Slab</a>
  `,
})
export class WallList {}
