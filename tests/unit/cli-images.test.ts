import { describe, expect, it } from 'vitest';
import { resolveCliImages } from '../../content/pipeline/cli/render-cli.ts';

describe('CLI description images (issue 20: ng completion’s image was broken)', () => {
  it('points paths relative to angular.dev’s root at angular.dev, leaves absolute ones alone', () => {
    expect(resolveCliImages('<p><img src="assets/images/guide/cli/completion.gif" alt="demo"></p>')).toBe(
      '<p><img src="https://angular.dev/assets/images/guide/cli/completion.gif" alt="demo"></p>',
    );
    for (const html of ['<img src="/assets/a.png">', '<img src="https://example.com/a.png">', '<img src="data:image/png;base64,AA==">']) {
      expect(resolveCliImages(html)).toBe(html);
    }
  });
});
