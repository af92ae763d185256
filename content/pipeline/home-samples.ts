/**
 * The home page's code samples, highlighted by the content build with the docs' own Prism pipeline
 * and markup (`<figure class="docs-code-file">`) into `public/assets/content/home-strengths.html`; the home
 * route reads that file (at prerender from disk, after a client navigation with fetch). The browser gets finished
 * HTML and no highlighter.
 */
import { renderCodeFile } from './markdown/code/block-markup.ts';
import { resolveLanguage } from '../../isomorphic/code/language.ts';
import { hasGrammar } from './markdown/highlight/prism.ts';

interface HomeSample {
  id: 'signals' | 'control-flow' | 'defer' | 'hydration';
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

interface Strength {
  id: HomeSample['id'];
  title: string;
  /** Trusted HTML (ours): may hold `<code>`. */
  text: string;
  link: { path: string; label: string };
}

/** The framework's strengths the home page shows, each beside its sample. */
export const STRENGTHS: Strength[] = [
  {
    id: 'signals',
    title: 'Reactive state with signals',
    text: 'A signal holds a value and knows who reads it. Derive totals and labels with <code>computed()</code>, and the framework updates only the parts of the page that depend on what changed, with no zone patching the browser.',
    link: { path: 'guide/signals', label: 'Learn about signals' },
  },
  {
    id: 'control-flow',
    title: 'Templates with built-in control flow',
    text: 'Write conditions, loops and switches as <code>@if</code>, <code>@for</code> and <code>@switch</code> blocks, right in the HTML. Every loop names a <code>track</code> key, so lists update row by row instead of being redrawn.',
    link: { path: 'essentials/templates', label: 'Learn about templates' },
  },
  {
    id: 'defer',
    title: 'Load heavy parts later with @defer',
    text: 'Wrap a chart, an editor or a map in a <code>@defer</code> block and the compiler moves it into a chunk of its own. It loads when a trigger fires: the block enters the viewport, the visitor interacts, or the browser is idle.',
    link: { path: 'guide/templates/defer', label: 'Learn about deferrable views' },
  },
  {
    id: 'hydration',
    title: 'Server rendering that hydrates, not repaints',
    text: 'Render pages on the server or at build time, then let the browser adopt the existing DOM. Clicks made before the app is ready are replayed, and <code>@defer</code> blocks can stay static until a visitor needs them.',
    link: { path: 'guide/hydration', label: 'Learn about hydration' },
  },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One sample as highlighted figures. */
function sampleHtml(id: HomeSample['id']): string {
  return SAMPLES[id]
    .map((file) =>
      renderCodeFile({
        code: file.code,
        language: resolveLanguage(file.language, hasGrammar),
        header: file.header,
        linenums: false,
        highlight: file.highlight ?? [],
        hideDollar: false,
      }),
    )
    .join('\n');
}

/**
 * The strengths section's body as static HTML: one article per strength, its text beside its
 * highlighted sample. The home page renders it as a prerendered fragment, so neither the prose nor
 * the code adds to the page's JavaScript.
 */
export function homeStrengthsHtml(): string {
  return STRENGTHS.map(
    (strength) =>
      `<article class="docs-home-strength" aria-labelledby="home-${strength.id}">` +
      `<div class="docs-home-strength-text"><h3 id="home-${strength.id}">${escapeHtml(strength.title)}</h3>` +
      `<p>${strength.text}</p><a href="/${strength.link.path}">${escapeHtml(strength.link.label)}</a></div>` +
      `<div class="docs-home-code docs-code" id="home-code-${strength.id}">${sampleHtml(strength.id)}</div></article>`,
  ).join('\n');
}

/** Site paths the strengths link to (checked by the build). */
export const homeLinks = () => STRENGTHS.map((strength) => strength.link.path);
