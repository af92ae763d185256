import { Component, inject } from '@angular/core';
import { ListeningQueue } from './listening-queue';

@Component({
  selector: 'app-up-next',
  template: `
    <ol>
      @for (episode of queue.episodes(); track episode.id) {
        <li>
          {{ episode.title }}
          <button type="button" (click)="queue.remove(episode.id)">Remove</button>
        </li>
      } @empty {
        <li>Nothing queued.</li>
      }
    </ol>
  `,
})
export class UpNext {
  protected readonly queue = inject(ListeningQueue);
}
