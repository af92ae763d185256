// The fixed quality queries: [query, expected URL among the top 3]. Used by the quality test and the
// engine benchmark (tests/perf/search-engines.ts).
/**
 * [query, expected URL, …other acceptable URLs]: one of them must be among the top 3. Alternatives
 * exist where the site has both an Essentials section and a dedicated guide on the topic.
 */
export const QUALITY_QUERIES: [string, string, ...string[]][] = [
  ['signal', '/essentials/signals'],
  ['computed', '/essentials/signals#computed-signals'],
  ['linked signals', '/essentials/signals#linked-signals'],
  ['effect', '/essentials/signals#effects', '/guide/signals/effect'],
  ['read-only signal', '/essentials/signals#expose-a-read-only-signal'],
  ['install the cli', '/installation#install-the-angular-cli'],
  ['development server', '/installation#run-the-development-server'],
  ['prerequisites', '/installation#prerequisites'],
  ['set up editor', '/installation#set-up-your-editor'],
  ['project layout', '/installation#project-layout'],
  ['inputs', '/essentials/components#pass-data-in-with-inputs', '/guide/components/inputs'],
  ['outputs events', '/essentials/components#send-events-out-with-outputs'],
  ['generate component', '/essentials/components#generate-a-component-with-the-cli'],
  ['template styles files', '/essentials/components#move-the-template-and-styles-to-their-own-files'],
  ['interpolation', '/essentials/templates#text-interpolation'],
  ['property binding', '/essentials/templates#property-binding'],
  ['two-way binding', '/essentials/templates#two-way-binding', '/guide/templates/two-way-binding'],
  ['pipes', '/essentials/templates#pipes', '/guide/templates/pipes'],
  ['local variables let', '/essentials/templates#local-variables-with-let'],
  ['event listeners', '/essentials/templates#event-listeners', '/guide/templates/event-listeners'],
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
  ['routing', '/essentials/next-steps#routing', '/guide/routing'],
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
