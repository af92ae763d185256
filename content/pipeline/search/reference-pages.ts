// What the reference pages (API entries, CLI commands, errors, extended diagnostics) add to their
// search input: lvl0 'Reference', and member headings with ids (sections/api-section.ts, sections/cli-section.ts).

export const REFERENCE_CATEGORY = 'Reference';

/**
 * An API member's heading (`<h3><code>ngOnInit</code></h3>`) without an id of its own (markup where its
 * section has it): for search, the id moves onto the heading, so each member is a heading record
 * (`#ngOnInit`). Entry pages now put the id on the heading itself, which this leaves as it is.
 */
export function memberHeadingsWithIds(html: string): string {
  return html.replace(
    /(<section class="docs-api-member" id="([^"]+)"[^>]*>\s*<header class="docs-api-member-header">\s*)<h3>/g,
    (_, start: string, id: string) => `${start}<h3 id="${id}">`,
  );
}
