/**
 * Registers a custom element once. Safe to call any number of times (several bundles or
 * `define.ts` modules may run on one page) and inert where there is no registry.
 *
 * A different class already registered under the same tag is left in place: the first
 * registration wins, as the platform does not allow redefining a tag.
 */
export function defineElement(tagName: string, elementClass: CustomElementConstructor): void {
  const registry = globalThis.customElements;
  if (!registry || registry.get(tagName)) return;
  registry.define(tagName, elementClass);
}
