import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectFiles } from '../../../../isomorphic/playground/files.ts';
import type { EditorDiagnostic } from '../../../../isomorphic/playground/language-service.ts';
import type { TemplateDiagnostics } from '../../../../isomorphic/playground/template-check.ts';
import type { LanguageRequest } from '../../../../playground-runtime/protocol.ts';
import type { PlaygroundRuntime } from '../../../../playground-runtime/runtime.ts';
import { languageFeatures, TEMPLATE_SOURCE, TEMPLATE_START_MS } from '../../../../shell/playground/language-features.ts';

type Question = Omit<LanguageRequest, 'id' | 'kind'>;

/** A runtime whose language workers answer when the test says so. */
function fakeRuntime(answers: { ts: EditorDiagnostic[]; templates: (files: ProjectFiles) => TemplateDiagnostics }) {
  const asked: Question[] = [];
  const pending: (() => void)[] = [];
  const runtime = {
    ask: (question: Question) =>
      new Promise((resolve) => {
        asked.push(question);
        pending.push(() => resolve(question.op === 'templates' ? answers.templates(question.files) : answers.ts));
      }),
  } as unknown as PlaygroundRuntime;
  /** Answers every question asked so far, then lets the promises settle. */
  const answerAll = async () => {
    while (pending.length) pending.shift()!();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { runtime, asked, answerAll };
}

const app = (template: string) => `@Component({ template: '${template}' })\nexport class App {}\n`;
const typo = app('{{ titel }}');
const error = (from: number, message: string): EditorDiagnostic => ({ from, to: from + 5, severity: 'error', message });

describe('languageFeatures: template diagnostics beside TypeScript', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the template check only once TypeScript has answered and been quiet, then merges its diagnostics, counts them and refreshes the editor', async () => {
    let files: ProjectFiles = { 'src/app/app.ts': typo };
    const counts: Record<string, number> = {};
    let refreshed = 0;
    const fake = fakeRuntime({
      ts: [error(0, 'A TypeScript error')],
      templates: (checked): TemplateDiagnostics =>
        checked['src/app/app.ts'] === typo ? { 'src/app/app.ts': [error(typo.indexOf('titel'), "Property 'titel' does not exist")] } : {},
    });
    const features = languageFeatures(
      () => fake.runtime,
      () => files,
      (path, errors) => (counts[path] = errors),
      () => (refreshed += 1),
    );

    const first = features.diagnostics('src/app/app.ts', typo);
    expect(fake.asked.map((q) => q.op)).toEqual(['diagnostics']);
    await fake.answerAll();
    // TypeScript's diagnostics come back without waiting for the template check.
    expect((await first).map((d) => d.source)).toEqual(['ts']);
    expect(counts['src/app/app.ts']).toBe(1);
    // Another TypeScript question before the quiet time is over postpones the template worker's start.
    vi.advanceTimersByTime(TEMPLATE_START_MS - 1);
    const again = features.diagnostics('src/app/app.ts', typo);
    await fake.answerAll();
    await again;
    vi.advanceTimersByTime(TEMPLATE_START_MS - 1);
    expect(fake.asked.map((q) => q.op)).toEqual(['diagnostics', 'diagnostics']);
    vi.advanceTimersByTime(1);
    expect(fake.asked.map((q) => q.op)).toEqual(['diagnostics', 'diagnostics', 'templates']);
    await fake.answerAll();
    expect(refreshed).toBe(1);
    expect(counts['src/app/app.ts']).toBe(2);

    // The editor's second check: both, the template one marked as such; the same files are not checked again.
    const second = features.diagnostics('src/app/app.ts', typo);
    await fake.answerAll();
    const merged = await second;
    expect(merged.map((d) => [d.source, d.message])).toEqual([
      ['ts', 'A TypeScript error'],
      [TEMPLATE_SOURCE, "Property 'titel' does not exist"],
    ]);
    expect(merged[1]!.from).toBe(typo.indexOf('titel'));
    expect(fake.asked.filter((q) => q.op === 'templates')).toHaveLength(1);

    // Edited: the old template diagnostics no longer apply to the new text; a new check starts beside TypeScript's.
    const fixed = app('{{ title }}');
    files = { 'src/app/app.ts': fixed };
    const third = features.diagnostics('src/app/app.ts', fixed);
    expect(fake.asked.slice(-2).map((q) => q.op)).toEqual(['templates', 'diagnostics']);
    await fake.answerAll();
    expect((await third).map((d) => d.source)).toEqual(['ts']);
    await fake.answerAll();
    expect(counts['src/app/app.ts']).toBe(1);
  });

  it('checks one set of files at a time, then only the latest of those that waited', async () => {
    let files: ProjectFiles = { 'src/app/app.ts': app('a') };
    const fake = fakeRuntime({ ts: [], templates: () => ({}) });
    const features = languageFeatures(
      () => fake.runtime,
      () => files,
      () => undefined,
    );
    void features.diagnostics('src/app/app.ts', app('a'));
    await fake.answerAll();
    vi.advanceTimersByTime(TEMPLATE_START_MS); // the check of `a` starts (and is not answered yet)
    for (const text of [app('b'), app('c'), app('d')]) {
      files = { 'src/app/app.ts': text };
      void features.diagnostics('src/app/app.ts', text);
    }
    await Promise.resolve();
    const templateChecks = () => fake.asked.filter((q) => q.op === 'templates').map((q) => q.files['src/app/app.ts']);
    // While `a` is checked, `b`, `c` and `d` wait; only `d`, the latest, is checked next.
    expect(templateChecks()).toEqual([app('a')]);
    await fake.answerAll();
    await fake.answerAll();
    expect(templateChecks()).toEqual([app('a'), app('d')]);
  });

  it('never asks for a template check of a project without a component', async () => {
    const files = { 'src/util.ts': 'export const x = 1;\n' };
    const fake = fakeRuntime({ ts: [], templates: () => ({}) });
    const features = languageFeatures(
      () => fake.runtime,
      () => files,
      () => undefined,
    );
    void features.diagnostics('src/util.ts', files['src/util.ts']);
    await fake.answerAll();
    void features.diagnostics('src/util.ts', files['src/util.ts']);
    await fake.answerAll();
    vi.advanceTimersByTime(TEMPLATE_START_MS);
    await fake.answerAll();
    expect(fake.asked.map((q) => q.op)).toEqual(['diagnostics', 'diagnostics']);
  });
});
