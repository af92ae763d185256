// The API reference: one page per exported symbol of the documented entry points (extracted in
// prepareReference), its fragments, manifest and navigation JSON (api/build-api.ts).
import { apiEntryPath } from '../../../isomorphic/reference-model.ts';
import { readHistory, renderApi } from '../api/build-api.ts';
import { usedInIndex } from '../api/used-in.ts';
import { blockAliases } from '../api/manifest.ts';
import { memberHeadingsWithIds, REFERENCE_CATEGORY } from '../search/reference-pages.ts';
import { emptyOutput, type Section } from './section.ts';

export const apiSection: Section = {
  name: 'api',
  async build(ctx) {
    const { api } = ctx.reference;
    const guides = ctx.earlier?.get('guides');
    const rendered = await renderApi(ctx.paths.root, api, ctx.route, {
      history: readHistory(ctx.paths.root),
      usedIn: guides ? usedInIndex(guides.searchBlocks) : undefined,
    });
    ctx.errors.push(...rendered.errors);
    const output = emptyOutput();
    output.headings.set('api', []);
    for (const module of api.manifest) {
      for (const entry of module.entries) {
        const path = apiEntryPath(module.normalizedModuleName, entry.name);
        output.headings.set(path, []);
        const html = rendered.fragments.get(path);
        if (html !== undefined)
          output.searchBlocks.push({ url: `/${path}`, category: REFERENCE_CATEGORY, title: entry.name, html: memberHeadingsWithIds(html) });
      }
    }
    output.prerender.push('/api', ...api.routes.map((path) => `/${path}`));
    output.redirects.push(...blockAliases(api));
    const authored = api.manifest.flatMap((m) => m.entries).filter((e) => e.type === 'block' || e.type === 'element').length;
    const perModule = api.manifest.map((m) => `${m.moduleName} ${m.entries.length}`).join(', ');
    output.stats = [
      `API: ${rendered.pages} entry pages from ${api.manifest.length} modules, ${authored} of them authored blocks/elements (${perModule})`,
      `API: extraction ${Math.round(api.extractMs)} ms${api.cached ? ' (cached)' : ''}, rendering ${Math.round(rendered.ms)} ms, ${(rendered.bytes / 1024 / 1024).toFixed(1)} MB of HTML`,
      ...api.warnings.map((w) => `API note: ${w}`),
    ];
    return output;
  },
};
