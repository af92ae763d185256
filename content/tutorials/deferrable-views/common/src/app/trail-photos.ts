import { Component, signal } from '@angular/core';

/**
 * Stands in for a heavy component: in a real app this could pull in a large library.
 * Deferring it keeps its code out of the initial load.
 */
@Component({
  selector: 'app-trail-photos',
  template: `
    <h2>Photos from the trail</h2>
    <ul>
      @for (photo of photos(); track photo) {
        <li>{{ photo }}</li>
      }
    </ul>
  `,
})
export class TrailPhotos {
  protected readonly photos = signal(['Sunrise over the ridge', 'Mossy bridge', 'Lake at the second camp']);
}
