import { Component, signal } from '@angular/core';
import { CdkDrag, CdkDragDrop, CdkDragHandle, CdkDragPlaceholder, CdkDropList, moveItemInArray } from '@angular/cdk/drag-drop';

interface ClimbingRoute {
  id: string;
  name: string;
  grade: string;
}

@Component({
  selector: 'app-root',
  imports: [CdkDropList, CdkDrag, CdkDragHandle, CdkDragPlaceholder],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly routes = signal<ClimbingRoute[]>([
    { id: 'r1', name: 'Crimp Cathedral', grade: '6b' },
    { id: 'r2', name: 'Slab Happy', grade: '5c' },
    { id: 'r3', name: 'The Overhang', grade: '7a' },
    { id: 'r4', name: 'Pinch Me', grade: '6a+' },
  ]);

  protected drop(event: CdkDragDrop<ClimbingRoute[]>) {
    this.move(event.previousIndex, event.currentIndex);
  }

  // The keyboard alternative: the same change, one step at a time.
  protected move(from: number, to: number) {
    if (to < 0 || to >= this.routes().length) return;
    this.routes.update((list) => {
      const copy = [...list];
      moveItemInArray(copy, from, to);
      return copy;
    });
  }
}
