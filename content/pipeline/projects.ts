/**
 * Runnable projects: playground templates (content/playground/<n>-<id>/) and tutorials
 * (content/tutorials/<name>/). Writes JSON the playground and tutorial routes load
 * (public/assets/projects/, ignored by git) and returns the URLs to prerender.
 *
 * Tutorial layout (see content/tutorials/README.md):
 *   <name>/config.json          { "title", "summary" }
 *   <name>/common/              project files every page starts from (src/main.ts, src/index.html …)
 *   <name>/intro/               README.md, config.json { "title", "type" }, optional files/ overlay
 *   <name>/steps/<n>-<slug>/    README.md, config.json, files/ (start overlay), answer/ (answer overlay)
 * Playground template: content/playground/<n>-<id>/config.json { "title" } and files/.
 */
import ts from 'typescript';
import { PROJECT_FILES } from '../../isomorphic/paths.ts';
import { compileProject } from '../../isomorphic/playground/compile.ts';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type {
  CompiledProject,
  PlaygroundTemplate,
  PlaygroundTemplateSummary,
  ProjectFileMap,
  TutorialData,
  TutorialPage,
  TutorialSummary,
} from '../../isomorphic/tutorial-types.ts';
import { ContentError } from './errors.ts';
import { renderMarkdown } from './markdown/render.ts';
import type { SearchPageInput } from './search/build-records.ts';

/** lvl0 of the tutorial pages' search records (their results are of type 'code', spec §3). */
export const TUTORIALS_CATEGORY = 'Tutorials';

export interface ProjectPaths {
  root: string;
  out: string;
}

/** Reads every file under `dir` into a map keyed by path relative to `dir` with forward slashes. */
export async function readProjectDir(dir: string): Promise<ProjectFileMap> {
  const files: ProjectFileMap = {};
  if (!existsSync(dir)) return files;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    files[relative(dir, full).split(sep).join('/')] = await readFile(full, 'utf8');
  }
  return files;
}

const sortedDirs = async (dir: string) =>
  existsSync(dir)
    ? (await readdir(dir, { withFileTypes: true }))
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b))
    : [];

async function readJson<T>(file: string, errors: ContentError[], root: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    errors.push(new ContentError(relative(root, file), 1, `cannot read JSON: ${error instanceof Error ? error.message : String(error)}`));
    return undefined;
  }
}

const REQUIRED_FILES = ['src/main.ts', 'src/index.html'];

function checkProject(files: ProjectFileMap, where: string, errors: ContentError[]): void {
  for (const required of REQUIRED_FILES) {
    if (!Object.hasOwn(files, required)) errors.push(new ContentError(where, 1, `the project has no ${required}`));
  }
}

/** Compiles a project as the browser would (same code, same TypeScript); problems fail the build. */
function compile(files: ProjectFileMap, where: string, errors: ContentError[]): CompiledProject {
  const { modules, entry, problems } = compileProject(ts, files);
  for (const problem of problems) errors.push(new ContentError(where, 1, problem));
  return { modules, entry };
}

export async function buildPlaygroundTemplates(paths: ProjectPaths, errors: ContentError[]): Promise<PlaygroundTemplateSummary[]> {
  const base = join(paths.root, 'content/playground');
  const out = join(paths.out, 'playground');
  await mkdir(out, { recursive: true });
  const list: PlaygroundTemplateSummary[] = [];
  for (const dir of await sortedDirs(base)) {
    const config = await readJson<{ title: string }>(join(base, dir, 'config.json'), errors, paths.root);
    if (!config) continue;
    const id = dir.replace(/^\d+-/, '');
    const files = await readProjectDir(join(base, dir, 'files'));
    checkProject(files, `content/playground/${dir}/files`, errors);
    const template: PlaygroundTemplate = { id, title: config.title, files, compiled: compile(files, `content/playground/${dir}/files`, errors) };
    await writeFile(join(paths.out, PROJECT_FILES.playgroundTemplate(id)), JSON.stringify(template));
    list.push({ id, title: config.title });
  }
  await writeFile(join(paths.out, PROJECT_FILES.playgroundIndex), JSON.stringify(list));
  return list;
}

/** `<name>/config.json` */
interface TutorialConfig {
  title: string;
  summary: string;
  /** Each step starts from the previous page's start + answer, overlaid with its own files/. */
  chained?: boolean;
  /** The tutorial the last step points the reader to next (a folder name under content/tutorials/). */
  next?: string;
  /** Position on /tutorials (lowest first; unordered tutorials come last, by name). */
  order?: number;
}

interface StepSource {
  dir: string;
  path: string;
  title: string;
  type: 'editor' | 'local';
  markdownFile: string;
  files: ProjectFileMap;
  answerFiles: ProjectFileMap;
  /** A local page whose project is the finished app (config `"project": "final"`). */
  finalProject: boolean;
}

export async function buildTutorials(
  paths: ProjectPaths,
  errors: ContentError[],
): Promise<{ summaries: TutorialSummary[]; urls: string[]; search: SearchPageInput[] }> {
  const base = join(paths.root, 'content/tutorials');
  const out = join(paths.out, 'tutorials');
  await mkdir(out, { recursive: true });
  const summaries: TutorialSummary[] = [];
  const urls: string[] = ['/tutorials'];
  /** Every tutorial page's text, for the search records (category 'Tutorials'). */
  const search: SearchPageInput[] = [];
  /** Pages are written once every tutorial's title is known (for the link to the next tutorial). */
  const pending: { file: string; page: TutorialPage; next?: string }[] = [];
  for (const name of await sortedDirs(base)) {
    const dir = join(base, name);
    const config = await readJson<TutorialConfig>(join(dir, 'config.json'), errors, paths.root);
    if (!config) continue;
    const common = await readProjectDir(join(dir, 'common'));
    const sources: StepSource[] = [];
    const readStep = async (stepDir: string, path: string) => {
      const stepConfig = await readJson<{ title: string; type?: 'editor' | 'local'; project?: 'final' }>(join(stepDir, 'config.json'), errors, paths.root);
      if (!stepConfig) return;
      // A chained tutorial starts each step from the previous page's answer (its start when it has none);
      // a page that offers the finished app (`"project": "final"`) is not part of the chain.
      const previous = sources.filter((source) => !source.finalProject).at(-1);
      const base = config.chained && previous ? { ...previous.files, ...previous.answerFiles } : common;
      const files = { ...base, ...(await readProjectDir(join(stepDir, 'files'))) };
      const answerFiles = await readProjectDir(join(stepDir, 'answer'));
      checkProject(files, relative(paths.root, stepDir), errors);
      const finalProject = stepConfig.project === 'final';
      if (finalProject && (stepConfig.type ?? 'editor') !== 'local')
        errors.push(new ContentError(relative(paths.root, join(stepDir, 'config.json')), 1, '"project": "final" is for local pages'));
      sources.push({
        dir: stepDir,
        path,
        title: stepConfig.title,
        type: stepConfig.type ?? 'editor',
        markdownFile: join(stepDir, 'README.md'),
        files,
        answerFiles,
        finalProject,
      });
    };
    await readStep(join(dir, 'intro'), `tutorials/${name}`);
    for (const stepDir of await sortedDirs(join(dir, 'steps'))) await readStep(join(dir, 'steps', stepDir), `tutorials/${name}/${stepDir}`);
    // Pages marked `"project": "final"` (e.g. a local intro with a download) offer the finished app:
    // the last other page's answer.
    const finished = sources.filter((source) => !source.finalProject).at(-1);
    for (const source of sources) {
      if (source.finalProject && finished) source.files = { ...finished.files, ...finished.answerFiles };
    }
    const steps = sources.map((s, index) => ({ path: s.path, title: s.title, step: index }));
    await mkdir(join(out, name), { recursive: true });
    for (const [index, source] of sources.entries()) {
      const file = relative(paths.root, source.markdownFile);
      let html: string;
      try {
        html = renderMarkdown(await readFile(source.markdownFile, 'utf8'), { file }).html;
      } catch (error) {
        if (error instanceof ContentError) errors.push(error);
        else errors.push(new ContentError(file, 1, error instanceof Error ? error.message : String(error)));
        continue;
      }
      const data: TutorialData = {
        step: index,
        title: source.title,
        type: source.type,
        restrictedMode: index > 0,
        previousStep: sources[index - 1]?.path,
        nextStep: sources[index + 1]?.path,
      };
      const where = relative(paths.root, source.dir);
      const compiled = {
        start: compile(source.files, where, errors),
        answer: Object.keys(source.answerFiles).length ? compile({ ...source.files, ...source.answerFiles }, `${where}/answer`, errors) : undefined,
      };
      const page: TutorialPage = {
        tutorial: { name, title: config.title },
        path: source.path,
        data,
        html,
        files: source.files,
        answerFiles: source.answerFiles,
        compiled,
        steps,
      };
      const slug = index === 0 ? 'intro' : source.path.split('/').at(-1);
      pending.push({ file: join(paths.out, PROJECT_FILES.tutorialPage(name, slug!)), page, next: config.next });
      urls.push(`/${source.path}`);
      search.push({ url: `/${source.path}`, category: TUTORIALS_CATEGORY, title: index === 0 ? config.title : source.title, html });
    }
    summaries.push({
      name,
      title: config.title,
      summary: config.summary,
      path: `tutorials/${name}`,
      steps: sources.length - 1,
      ...(config.next ? { next: config.next } : {}),
      order: config.order ?? Number.MAX_SAFE_INTEGER,
    });
  }
  for (const summary of summaries) {
    if (summary.next && !summaries.some((s) => s.name === summary.next)) {
      errors.push(new ContentError(`content/tutorials/${summary.name}/config.json`, 1, `"next" names an unknown tutorial "${summary.next}"`));
    }
  }
  summaries.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  for (const { file, page, next } of pending) {
    const target = summaries.find((s) => s.name === next);
    if (target) page.tutorial.next = { name: target.name, title: target.title, path: target.path };
    await writeFile(file, JSON.stringify(page));
  }
  await writeFile(join(paths.out, PROJECT_FILES.tutorialsIndex), JSON.stringify(summaries));
  return { summaries, urls, search };
}
