// The playground (its starter templates) and the tutorials (intro and steps, with their projects),
// written as JSON for the routes (projects.ts).
import { rm } from 'node:fs/promises';
import { buildPlaygroundTemplates, buildTutorials } from '../projects.ts';
import { emptyOutput, type Section } from './section.ts';

export const playgroundSection: Section = {
  name: 'playground',
  async build(ctx) {
    const paths = { root: ctx.paths.root, out: ctx.paths.projectsOut };
    await rm(paths.out, { recursive: true, force: true });
    await buildPlaygroundTemplates(paths, ctx.errors);
    const output = emptyOutput();
    output.headings.set('playground', []);
    output.prerender.push('/playground');
    return output;
  },
};

export const tutorialsSection: Section = {
  name: 'tutorials',
  async build(ctx) {
    const { urls, search } = await buildTutorials({ root: ctx.paths.root, out: ctx.paths.projectsOut }, ctx.errors);
    const output = emptyOutput();
    for (const url of urls) output.headings.set(url.slice(1), []);
    output.prerender.push(...urls);
    output.searchBlocks.push(...search);
    return output;
  },
};
