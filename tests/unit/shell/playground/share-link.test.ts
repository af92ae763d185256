import { deflateSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeShareFragment, encodeShareFragment, MAX_SHARE_CHARS, SHARE_PREFIX } from '../../../../shell/playground/share-link.ts';

const files = { 'src/main.ts': 'bootstrap();', 'src/index.html': '<app-root></app-root>', 'src/app/app.ts': 'export class App { emoji = "✓"; }' };
const fragmentOf = (json: string) => SHARE_PREFIX + Buffer.from(deflateSync(strToU8(json))).toString('base64url');

describe('share links', () => {
  it('round-trips a project with its template', async () => {
    const fragment = (await encodeShareFragment({ template: 'hello-world', files }))!;
    expect(fragment.startsWith(SHARE_PREFIX)).toBe(true);
    expect(fragment).toMatch(/^#share=[A-Za-z0-9_-]+$/);
    expect(await decodeShareFragment(fragment)).toEqual({ ok: true, project: { template: 'hello-world', files } });
  });

  it('gives a message for damaged, foreign, oversized and bomb links', async () => {
    const good = (await encodeShareFragment({ files }))!;
    for (const bad of [
      good.slice(0, good.length - 10),
      '#share=',
      '#share=!!!',
      fragmentOf('{"v":2,"f":{}}'),
      fragmentOf('[1,2]'),
      fragmentOf('{"v":1,"f":{"src/a.ts":1}}'),
    ]) {
      const result = await decodeShareFragment(bad);
      expect(result.ok, bad).toBe(false);
      expect(!result.ok && result.message).toMatch(/damaged/);
    }
    const long = await decodeShareFragment(SHARE_PREFIX + 'A'.repeat(MAX_SHARE_CHARS + 1));
    expect(!long.ok && long.message).toMatch(/too long/);
    // Small link, huge project: refused without unpacking it all.
    const bomb = await decodeShareFragment(fragmentOf(JSON.stringify({ v: 1, f: { ...files, 'src/big.ts': ' '.repeat(5_000_000) } })));
    expect(!bomb.ok && bomb.message).toMatch(/too large/);
  }, 60_000);
});
