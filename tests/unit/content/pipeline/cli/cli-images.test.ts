import { describe, expect, it } from 'vitest';
import { resolveCliImages } from '../../../../../content/pipeline/cli/render-cli.ts';

describe('CLI description images (issue 20: ng completion’s image was broken)', () => {
  const html = '<p><img src="assets/images/guide/cli/completion.gif" alt="A demo of autocompletion."></p>';

  it('makes a relative image path a root path when the image is in public/', () => {
    expect(resolveCliImages(html, (path) => path === 'assets/images/guide/cli/completion.gif')).toBe(
      '<p><img src="/assets/images/guide/cli/completion.gif" alt="A demo of autocompletion."></p>',
    );
  });

  it('shows the description instead of a broken image when the image is not shipped', () => {
    expect(resolveCliImages(html, () => false)).toBe('<p><em class="docs-cli-image-text">A demo of autocompletion.</em></p>');
  });

  it('leaves absolute and root paths alone', () => {
    for (const tag of ['<img src="/assets/a.png">', '<img src="https://example.com/a.png">', '<img src="data:image/png;base64,AA==">']) {
      expect(resolveCliImages(tag, () => false)).toBe(tag);
    }
  });
});
