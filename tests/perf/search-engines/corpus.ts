// A synthetic but realistic corpus of ~2,200 pages for the engine benchmark: the real pages' records
// as they are, plus variants of them whose words are partly replaced by words drawn from the real
// vocabulary (same record structure, same text lengths, same term statistics).
import type { SearchRecord } from '../../../isomorphic/search/records.ts';

const WORD = /[\p{L}\p{N}_]+/gu;

/** Small deterministic PRNG (mulberry32), so every run benchmarks the same corpus. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticCorpus(real: readonly SearchRecord[], pageCount = 2200, replaceRatio = 0.35): SearchRecord[] {
  const rand = random(42);
  const vocabulary = [...new Set(real.flatMap((r) => [r.content ?? '', ...Object.values(r.hierarchy)].join(' ').match(WORD) ?? []))];
  const byPage = new Map<string, SearchRecord[]>();
  for (const record of real) {
    const page = record.url.split('#')[0];
    byPage.set(page, [...(byPage.get(page) ?? []), record]);
  }
  const pages = [...byPage.values()];
  const vary = (text: string | null): string | null =>
    text === null ? null : text.replace(WORD, (word) => (rand() < replaceRatio ? vocabulary[Math.floor(rand() * vocabulary.length)] : word));
  const sections = ['guide', 'api', 'cli', 'errors', 'tutorials', 'reference'];
  const out: SearchRecord[] = [...real];
  for (let n = pages.length; n < pageCount; n++) {
    const base = pages[n % pages.length];
    const pageUrl = `/${sections[n % sections.length]}/synthetic-${n}`;
    const titles = new Map<string, string | null>();
    const same = (value: string | null) => {
      if (value === null) return null;
      if (!titles.has(value)) titles.set(value, vary(value));
      return titles.get(value)!;
    };
    for (const record of base) {
      const [, anchor] = record.url.split('#');
      const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
      const h = record.hierarchy;
      out.push({
        ...record,
        objectID: record.objectID.replace(/^[^#~]+/, pageUrl),
        url,
        hierarchy: {
          lvl0: h.lvl0,
          lvl1: `${same(h.lvl1)} ${n}`,
          lvl2: same(h.lvl2),
          lvl3: same(h.lvl3),
          lvl4: same(h.lvl4),
          lvl5: same(h.lvl5),
          lvl6: same(h.lvl6),
        },
        content: vary(record.content),
      });
    }
  }
  return out;
}
