/**
 * Types of the generated tutorial and playground data (public/assets/projects/), shared by the Node
 * pipeline and the browser shell. Pure types only: this file is part of both type-check projects.
 */

export type ProjectFileMap = Record<string, string>;

/** Build-time compile output of a project (same shape as the runtime's compiler gives). */
export interface CompiledProject {
  modules: { path: string; code: string; deps: string[] }[];
  entry: string;
}

/** Spec §3 "Tutorial data". `previousStep` / `nextStep` are route paths without leading slash. */
export interface TutorialData {
  step: number;
  title: string;
  type: 'editor' | 'local';
  restrictedMode: boolean;
  previousStep?: string;
  nextStep?: string;
}

export interface TutorialStepLink {
  path: string;
  title: string;
  step: number;
}

/** One tutorial page (intro = step 0), as `assets/projects/tutorials/<name>/<step>.json`. */
export interface TutorialPage {
  /** `next`: the tutorial to take after this one (its config's `next`). */
  tutorial: { name: string; title: string; next?: { name: string; title: string; path: string } };
  path: string;
  data: TutorialData;
  /** The step's text, rendered at build time. */
  html: string;
  files: ProjectFileMap;
  /** Files that differ in the answer (whole answer project = files overlaid with these). */
  answerFiles: ProjectFileMap;
  /** `files` and `files` + `answerFiles`, compiled at build time. */
  compiled: { start: CompiledProject; answer?: CompiledProject };
  steps: TutorialStepLink[];
}

/** `assets/projects/tutorials/index.json` */
export interface TutorialSummary {
  name: string;
  title: string;
  summary: string;
  path: string;
  steps: number;
  /** Name of the tutorial to take after this one. */
  next?: string;
  /** Position on /tutorials (lowest first). */
  order: number;
}

/** `assets/projects/playground/index.json` */
export interface PlaygroundTemplateSummary {
  id: string;
  title: string;
}

/** `assets/projects/playground/<id>.json` */
export interface PlaygroundTemplate extends PlaygroundTemplateSummary {
  files: ProjectFileMap;
  compiled: CompiledProject;
}
