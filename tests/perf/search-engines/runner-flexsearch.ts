// Benchmark page script: FlexSearch (Document index, forward tokenizer for prefixes, LatinBalance
// encoder for some typo tolerance) over the same shards.
import { Charset, Document } from 'flexsearch';
import { decodeContent, decodeHeadings, type DecodedHeadings, type LocalRecord } from '../../../isomorphic/search/local-index.ts';
import { ownText, parentText } from '../../../elements/search-dialog/local/local-records.ts';

interface Doc {
  id: number;
  own: string;
  parents: string;
  [key: string]: string | number;
}
const records: LocalRecord[] = [];
let headings: DecodedHeadings;
const index = new Document<Doc>({
  document: {
    id: 'id',
    index: [
      { field: 'own', tokenize: 'forward', encoder: Charset.LatinBalance },
      { field: 'parents', tokenize: 'forward', encoder: Charset.LatinBalance },
    ],
  },
});
const add = (list: LocalRecord[]) => {
  for (const record of list) {
    const id = records.push(record) - 1;
    index.add({ id, own: ownText(record), parents: parentText(record) });
  }
};
let full: Promise<void>;
(window as unknown as { bench: unknown }).bench = {
  async init() {
    headings = decodeHeadings(await (await fetch('headings.json')).json());
    add(headings.records);
  },
  loadRest() {
    full ??= fetch('content.json').then(async (r) => add(decodeContent(await r.json(), headings)));
    return full;
  },
  async search(query: string) {
    const fields = index.search(query, { limit: 20, suggest: true }) as unknown as { field: string; result: number[] }[];
    const own = fields.find((f) => f.field === 'own')?.result ?? [];
    const parents = fields.find((f) => f.field === 'parents')?.result ?? [];
    const urls: string[] = [];
    for (const id of [...own, ...parents]) {
      const url = records[id].url;
      if (!urls.includes(url)) urls.push(url);
    }
    return urls.slice(0, 20);
  },
};
