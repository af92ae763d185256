/**
 * The home page's code samples, highlighted by the content build with the docs' own Prism pipeline
 * and markup (`<figure class="docs-code-file">`) into `public/assets/content/home-samples.json`; the home
 * route reads that file (at prerender from disk, after a client navigation with fetch). The browser gets finished
 * HTML and no highlighter.
 */
import { renderCodeFile } from './markdown/code/markup.ts';
import { resolveLanguage } from './markdown/code/language.ts';

export interface HomeSample {
  id: 'signals' | 'control-flow' | 'defer' | 'hydration';
  /** Highlighted figures, one per file. */
  html: string;
}

interface SampleFile {
  header: string;
  language: 'ts' | 'html';
  code: string;
  /** 1-based inclusive line ranges to mark. */
  highlight?: [number, number][];
}

const SAMPLES: Record<HomeSample['id'], SampleFile[]> = {
  signals: [
    {
      header: 'src/app/basket-total.ts',
      language: 'ts',
      highlight: [[11, 13]],
      code: `import { Component, computed, signal } from '@angular/core';

@Component({
  selector: 'app-basket-total',
  template: \`
    <p>{{ count() }} plants · {{ total() }} €</p>
    <button type="button" (click)="add(14)">Add a fern</button>
  \`,
})
export class BasketTotal {
  protected readonly prices = signal<number[]>([]);
  protected readonly count = computed(() => this.prices().length);
  protected readonly total = computed(() => this.prices().reduce((sum, price) => sum + price, 0));

  protected add(price: number): void {
    this.prices.update((list) => [...list, price]);
  }
}`,
    },
  ],
  'control-flow': [
    {
      header: 'src/app/trail-list.html',
      language: 'html',
      code: `@if (trails().length === 0) {
  <p>No trails saved yet.</p>
} @else {
  <ul>
    @for (trail of trails(); track trail.id) {
      <li>{{ trail.name }}: {{ trail.km }} km</li>
    }
  </ul>
}

@switch (grade()) {
  @case ('easy') { <p>Fine for a family walk.</p> }
  @case ('steep') { <p>Bring walking poles.</p> }
  @default { <p>A steady climb.</p> }
}`,
    },
  ],
  defer: [
    {
      header: 'src/app/trail-page.html',
      language: 'html',
      highlight: [[3, 3]],
      code: `<app-trail-summary [trail]="trail()" />

@defer (on viewport) {
  <app-elevation-chart [points]="trail().points" />
} @placeholder {
  <div class="chart-slot">Elevation profile</div>
} @loading (minimum 300ms) {
  <p>Drawing the profile…</p>
}`,
    },
  ],
  hydration: [
    {
      header: 'src/app/app.config.ts',
      language: 'ts',
      highlight: [[7, 7]],
      code: `import { ApplicationConfig } from '@angular/core';
import { provideClientHydration, withEventReplay } from '@angular/platform-browser';
import { provideRouter } from '@angular/router';
import { routes } from './app.routes';

export const appConfig: ApplicationConfig = {
  providers: [provideRouter(routes), provideClientHydration(withEventReplay())],
};`,
    },
    {
      header: 'src/app/recipe-page.html',
      language: 'html',
      highlight: [[3, 3]],
      code: `<h1>{{ recipe().title }}</h1>

@defer (hydrate on interaction) {
  <app-rating-stars [recipeId]="recipe().id" />
}`,
    },
  ],
};

/** Every sample as highlighted HTML. */
export function homeSamples(): HomeSample[] {
  return (Object.keys(SAMPLES) as HomeSample['id'][]).map((id) => ({
    id,
    html: SAMPLES[id]
      .map((file) =>
        renderCodeFile({
          code: file.code,
          language: resolveLanguage(file.language),
          header: file.header,
          linenums: false,
          highlight: file.highlight ?? [],
          hideDollar: false,
        }),
      )
      .join('\n'),
  }));
}
