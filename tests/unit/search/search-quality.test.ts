// Search quality on the real content: each query must list its expected URL in the top 3 results
// (local engine + the dialog's result processing). Covers prefixes and typos.
import { describe, expect, it } from 'vitest';
import { localIndexShards } from '../../../content/pipeline/search/local-index.ts';
import { LocalSearchEngine } from '../../../elements/search-dialog/local/local-engine.ts';
import { decodeShard } from '../../../elements/search-dialog/local/local-records.ts';
import { toSearchResults } from '../../../elements/search-dialog/results.ts';
import { realSearchRecords } from './real-records.ts';

/** [query, expected URL among the top 3]. Exported for the engine benchmark (tests/perf). */
export const QUALITY_QUERIES: [string, string][] = [
  ['signal', '/essentials/signals'],
  ['computed', '/essentials/signals#computed-signals'],
  ['linked signals', '/essentials/signals#linked-signals'],
  ['effect', '/essentials/signals#effects'],
  ['read-only signal', '/essentials/signals#expose-a-read-only-signal'],
  ['install the cli', '/installation#install-the-angular-cli'],
  ['development server', '/installation#run-the-development-server'],
  ['prerequisites', '/installation#prerequisites'],
  ['set up editor', '/installation#set-up-your-editor'],
  ['project layout', '/installation#project-layout'],
  ['inputs', '/essentials/components#pass-data-in-with-inputs'],
  ['outputs events', '/essentials/components#send-events-out-with-outputs'],
  ['generate component', '/essentials/components#generate-a-component-with-the-cli'],
  ['template styles files', '/essentials/components#move-the-template-and-styles-to-their-own-files'],
  ['interpolation', '/essentials/templates#text-interpolation'],
  ['property binding', '/essentials/templates#property-binding'],
  ['two-way binding', '/essentials/templates#two-way-binding'],
  ['pipes', '/essentials/templates#pipes'],
  ['local variables let', '/essentials/templates#local-variables-with-let'],
  ['event listeners', '/essentials/templates#event-listeners'],
  ['class binding', '/essentials/templates#attribute-class-and-style-bindings'],
  ['conditional content', '/essentials/templates#conditional-content'],
  ['switch cases', '/essentials/templates#switch-between-cases'],
  ['create a service', '/essentials/dependency-injection#create-a-service'],
  ['inject dependency', '/essentials/dependency-injection#inject-a-dependency'],
  ['injection context', '/essentials/dependency-injection#the-injection-context'],
  ['injection tokens', '/essentials/dependency-injection#injection-tokens'],
  ['dependency injection', '/essentials/dependency-injection'],
  ['hydration', '/essentials/next-steps#server-side-rendering-and-hydration'],
  ['deferred loading', '/essentials/next-steps#deferred-loading'],
  ['routing', '/essentials/next-steps#routing'],
  ['what is angular', '/overview'],
  // prefixes
  ['interpol', '/essentials/templates#text-interpolation'],
  ['hydrat', '/essentials/next-steps#server-side-rendering-and-hydration'],
  ['prereq', '/installation#prerequisites'],
  // typos
  ['signnals', '/essentials/signals'],
  ['dependncy injection', '/essentials/dependency-injection'],
  ['interpolaton', '/essentials/templates#text-interpolation'],
  ['prerequisits', '/installation#prerequisites'],
];

describe('search quality on the real content', () => {
  const { headings, content } = localIndexShards(realSearchRecords());
  const engine = new LocalSearchEngine(decodeShard(JSON.parse(JSON.stringify(headings))));
  engine.add(decodeShard(JSON.parse(JSON.stringify(content))));

  it('has at least 30 queries', () => {
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(30);
  });

  for (const [query, expected] of QUALITY_QUERIES) {
    it(`"${query}" lists ${expected} in the top 3`, () => {
      const top = toSearchResults(engine.search(query)).slice(0, 3).map((r) => r.url);
      expect(top).toContain(expected);
    });
  }
});
