import { Component, signal } from '@angular/core';
import { CdkDrag, CdkDragDrop, CdkDropList, CdkDropListGroup, moveItemInArray, transferArrayItem } from '@angular/cdk/drag-drop';

interface ClimbingRoute {
  id: string;
  name: string;
  grade: string | null;
}

type Column = 'backlog' | 'setting' | 'open';

@Component({
  selector: 'app-root',
  imports: [CdkDropListGroup, CdkDropList, CdkDrag],
  templateUrl: './app.html',
  styleUrl: './app.css',
})
export class App {
  protected readonly columns: { id: Column; title: string }[] = [
    { id: 'backlog', title: 'Backlog' },
    { id: 'setting', title: 'Being set' },
    { id: 'open', title: 'Open to climb' },
  ];

  protected readonly board = signal<Record<Column, ClimbingRoute[]>>({
    backlog: [
      { id: 'r5', name: 'Dyno Delight', grade: null },
      { id: 'r6', name: 'Sloper Sunday', grade: null },
    ],
    setting: [{ id: 'r7', name: 'Arete Alley', grade: '6c' }],
    open: [{ id: 'r8', name: 'Jug Haul', grade: '4' }],
  });

  // Only graded routes may open: the list rejects the rest while they are dragged over it.
  protected readonly onlyGraded = (drag: CdkDrag<ClimbingRoute>) => drag.data.grade !== null;
  protected readonly allowAll = () => true;

  protected drop(event: CdkDragDrop<ClimbingRoute[]>) {
    const board = structuredClone(this.board());
    const from = board[event.previousContainer.id as Column];
    const to = board[event.container.id as Column];
    if (event.previousContainer === event.container) {
      moveItemInArray(to, event.previousIndex, event.currentIndex);
    } else {
      transferArrayItem(from, to, event.previousIndex, event.currentIndex);
    }
    this.board.set(board);
  }

  protected grade(route: ClimbingRoute) {
    this.board.update((board) => ({
      ...board,
      setting: board.setting.map((item) => (item.id === route.id ? { ...item, grade: '6a' } : item)),
    }));
  }
}
