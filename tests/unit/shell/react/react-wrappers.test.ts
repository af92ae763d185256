// `./react` (package.json exports) must wrap every element the library declares, so React users are
// not left with some elements only. Checked on the sources: the wrappers import Lit, which needs a DOM.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Manifest {
  modules: { declarations?: { customElement?: boolean; tagName?: string }[] }[];
}

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;
const declaredTags = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .filter((d) => d.customElement && d.tagName)
  .map((d) => d.tagName!);

describe('React wrappers (./react)', () => {
  it('wrap every element in custom-elements.json, and the barrel exports every wrapper module', () => {
    const dir = 'shell/react';
    const barrel = readFileSync(`${dir}/index.ts`, 'utf8');
    const wrapped = new Set<string>();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const source = readFileSync(`${dir}/${file}`, 'utf8');
      const tags = [...source.matchAll(/tagName:\s*'([a-z-]+)'/g)].map((m) => m[1]!);
      const exported = [...source.matchAll(/export const (\w+) = createComponent/g)].map((m) => m[1]!);
      for (const name of exported) expect(barrel, `${file} exports ${name}`).toMatch(new RegExp(`\\b${name}\\b[^;]*from '\\./${file}'`));
      for (const tag of tags) wrapped.add(tag);
    }
    expect(declaredTags.length).toBeGreaterThan(5);
    expect([...declaredTags].sort()).toEqual([...wrapped].filter((t) => declaredTags.includes(t)).sort());
    expect(declaredTags.filter((t) => !wrapped.has(t))).toEqual([]);
  });
});
