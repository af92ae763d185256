import { describe, expect, it } from 'vitest';
import { pageCrumbs, pageLabel, projectName, stepLinkLabel, stepPosition } from '../../../../shell/tutorials/step-labels.ts';

const tutorial = { name: 'signals', title: 'Signals' };
const intro = { tutorial, data: { step: 0, title: 'Signals', type: 'local', restrictedMode: false } } as const;
const step = { tutorial, data: { step: 2, title: 'Computed values', type: 'editor', restrictedMode: false } } as const;

describe('tutorial page labels', () => {
  it('names the tutorial on its introduction, and the step then the tutorial on a step', () => {
    expect(pageLabel(intro)).toBe('Signals tutorial');
    expect(pageLabel(step)).toBe('Computed values • Signals');
  });
  it('crumbs lead to the tutorials, and from a step to its tutorial', () => {
    expect(pageCrumbs(intro)).toEqual([{ label: 'Tutorials', path: 'tutorials' }]);
    expect(pageCrumbs(step)).toEqual([
      { label: 'Tutorials', path: 'tutorials' },
      { label: 'Signals', path: 'tutorials/signals' },
    ]);
  });
  it('counts steps without the introduction', () => {
    // Four pages: the introduction and three steps.
    expect(stepPosition(0, 4)).toBe(' · Introduction');
    expect(stepPosition(2, 4)).toBe(' · Step 2 of 3');
    expect(stepLinkLabel({ step: 0, title: 'Signals' })).toBe('Introduction');
    expect(stepLinkLabel({ step: 3, title: 'Effects' })).toBe('3. Effects');
  });
  it('names the project after the page path', () => {
    expect(projectName('tutorials/signals/2-computed')).toBe('tutorials-signals-2-computed');
  });
});
