/**
 * Angular Aria playground: an observatory's open-night planner built from the headless patterns in
 * @angular/aria. The directives add roles, ARIA states and keyboard handling; the styles are ours.
 * - Tabs (@angular/aria/tabs): Left/Right switch between the three panels.
 * - Listbox (@angular/aria/listbox): a multi-selection list in target-picker.ts and a single-selection
 *   list below, where the selection follows the arrow keys.
 * - Accordion (@angular/aria/accordion): Enter or Space opens a question, Up/Down move between them.
 * Try it with the keyboard only, then change a pattern's options (wrap, orientation, selectionMode).
 */
import { Component, computed, signal } from '@angular/core';
import { AccordionContent, AccordionGroup, AccordionPanel, AccordionTrigger } from '@angular/aria/accordion';
import { Listbox, Option } from '@angular/aria/listbox';
import { Tab, TabContent, TabList, TabPanel, Tabs } from '@angular/aria/tabs';
import type { SkyObject, Telescope } from './sky-object';
import { TargetPicker } from './target-picker';

@Component({
  selector: 'app-root',
  imports: [Tabs, TabList, Tab, TabPanel, TabContent, Listbox, Option, AccordionGroup, AccordionTrigger, AccordionPanel, AccordionContent, TargetPicker],
  template: `
    <h1>Open night at the observatory</h1>
    <div ngTabs>
      <div ngTabList [(selectedTab)]="tab" aria-label="Planner">
        <button ngTab value="targets">Targets</button>
        <button ngTab value="telescope">Telescope</button>
        <button ngTab value="questions">Questions</button>
      </div>

      <div ngTabPanel value="targets">
        <ng-template ngTabContent>
          <app-target-picker [objects]="tonight" [(picked)]="targets" />
        </ng-template>
      </div>

      <div ngTabPanel value="telescope">
        <ng-template ngTabContent>
          <h2 id="telescope-label">Which telescope?</h2>
          <ul ngListbox aria-labelledby="telescope-label" [(value)]="telescope">
            @for (scope of telescopes; track scope.id) {
              <li ngOption [value]="scope.id" [label]="scope.name">
                <strong>{{ scope.name }}</strong> <small>{{ scope.detail }}</small>
              </li>
            }
          </ul>
        </ng-template>
      </div>

      <div ngTabPanel value="questions">
        <ng-template ngTabContent>
          <div ngAccordionGroup [multiExpandable]="false">
            @for (item of questions; track item.question; let first = $first) {
              <h2>
                <button ngAccordionTrigger [panel]="answer" [expanded]="first">{{ item.question }}</button>
              </h2>
              <div ngAccordionPanel #answer="ngAccordionPanel">
                <ng-template ngAccordionContent>
                  <p>{{ item.answer }}</p>
                </ng-template>
              </div>
            }
          </div>
        </ng-template>
      </div>
    </div>

    <p role="status" class="plan">{{ plan() }}</p>
  `,
  styles: `
    [role='tablist'] {
      display: flex;
      gap: 0.25rem;
      border-bottom: 2px solid #b9c3e0;
    }
    [role='tab'] {
      padding: 0.5rem 1rem;
      background: none;
      border: none;
      border-bottom: 3px solid transparent;
      cursor: pointer;
    }
    [role='tab'][aria-selected='true'] {
      border-bottom-color: #3949ab;
      font-weight: 600;
    }
    /* Hidden panels are marked inert by the directives; hiding them is up to the app's CSS. */
    [role='tabpanel'][inert] {
      display: none;
    }
    h2 {
      font-size: 1rem;
      margin: 1rem 0 0.5rem;
    }
    button[aria-expanded] {
      width: 100%;
      padding: 0.5rem;
      text-align: start;
      background: #f1f3fb;
      border: 1px solid #b9c3e0;
      border-radius: 4px;
      cursor: pointer;
    }
    .plan {
      margin-top: 1.5rem;
      padding: 0.75rem;
      background: #f1f3fb;
      border-radius: 6px;
    }
  `,
})
export class App {
  protected readonly tab = signal<string | undefined>('targets');
  protected readonly tonight: SkyObject[] = [
    { id: 'moon', name: 'The Moon', kind: 'moon' },
    { id: 'saturn', name: 'Saturn', kind: 'planet' },
    { id: 'venus', name: 'Venus', kind: 'planet', set: true },
    { id: 'pleiades', name: 'Pleiades', kind: 'cluster' },
    { id: 'orion-nebula', name: 'Orion Nebula', kind: 'nebula' },
    { id: 'andromeda', name: 'Andromeda Galaxy', kind: 'galaxy' },
  ];
  protected readonly telescopes: Telescope[] = [
    { id: 'dome', name: 'Dome refractor', detail: '150 mm, best for planets and the Moon' },
    { id: 'dobson', name: 'Lawn Dobsonian', detail: '300 mm, best for faint clusters and galaxies' },
    { id: 'binoculars', name: 'Tripod binoculars', detail: '15×70, wide views, no queue' },
  ];
  protected readonly targets = signal<string[]>(['moon']);
  /** A listbox's value is an array even when one option can be selected. */
  protected readonly telescope = signal<string[]>(['dome']);

  protected readonly questions = [
    { question: 'What if it is cloudy?', answer: 'The night moves to the next clear Friday; your plan is kept.' },
    { question: 'Can children come?', answer: 'Yes. The dome has a step for the eyepiece, and the binoculars need no queue.' },
    { question: 'Should I bring a torch?', answer: 'Only one with a red light: white light spoils everyone’s night vision for twenty minutes.' },
  ];

  protected readonly plan = computed(() => {
    const names = this.tonight.filter((object) => this.targets().includes(object.id)).map((object) => object.name);
    const scope = this.telescopes.find((telescope) => telescope.id === this.telescope()[0]);
    return `Your plan: ${names.length ? names.join(', ') : 'nothing picked yet'} through the ${scope?.name ?? 'telescope of your choice'}.`;
  });
}
