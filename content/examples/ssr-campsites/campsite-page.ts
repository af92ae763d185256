import { Component, inject, input, resource } from '@angular/core';
import { CampsiteCatalog } from './campsite-catalog';

@Component({
  selector: 'app-campsite-page',
  template: `
    @if (campsite.value(); as site) {
      <h1>{{ site.name }}</h1>
      <p>{{ site.pitches }} pitches</p>
    }
  `,
})
export class CampsitePage {
  readonly campsiteId = input.required<string>();
  private readonly catalog = inject(CampsiteCatalog);
  protected readonly campsite = resource({
    params: () => this.campsiteId(),
    loader: ({ params }) => this.catalog.find(params),
  });
}
