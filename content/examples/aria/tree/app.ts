import { Component, signal } from '@angular/core';
import { Tree, TreeItem, TreeItemGroup } from '@angular/aria/tree';

interface Shelf {
  name: string;
  games: string[];
}

@Component({
  selector: 'app-root',
  imports: [Tree, TreeItem, TreeItemGroup],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly shelves: Shelf[] = [
    { name: 'Strategy', games: ['Brass: Birmingham', 'Terra Mystica', 'Twilight Struggle'] },
    { name: 'Family', games: ['Carcassonne', 'Ticket to Ride', 'Kingdomino'] },
    { name: 'Party', games: ['Codenames', 'Dixit'] },
  ];
  protected readonly borrowed = signal<string[]>([]);
}
