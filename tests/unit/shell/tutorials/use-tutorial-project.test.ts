import { describe, expect, it } from 'vitest';
import { stepProject } from '../../../../shell/tutorials/use-tutorial-project.ts';
import { parseStepEdits } from '../../../../shell/tutorials/tutorial-edits.ts';

const page = {
  path: 'tutorials/t/1-a',
  files: { 'src/app/app.ts': 'start' },
  answerFiles: { 'src/app/app.ts': 'answer' },
  compiled: { start: { modules: [], entry: 'start' }, answer: { modules: [], entry: 'answer' } },
} as never;

describe('stepProject', () => {
  it("runs the reader's edits, and the build's compile only for the files it was made from", () => {
    const mine = stepProject(page, false, { 'src/app/app.ts': 'edited' }, 0);
    expect(mine.files).toEqual({ 'src/app/app.ts': 'edited' });
    // The precompiled output names the starting files: the runtime compiles edited files instead.
    expect(mine.precompiled?.files).toEqual({ 'src/app/app.ts': 'start' });
    const answer = stepProject(page, true, { 'src/app/app.ts': 'edited' }, 0);
    expect(answer.files).toEqual({ 'src/app/app.ts': 'answer' });
    expect(answer.precompiled?.files).toEqual(answer.files);
    expect(stepProject(page, false, undefined, 1).id).not.toBe(stepProject(page, false, undefined, 0).id);
  });
});

describe('parseStepEdits', () => {
  it('reads stored files and ignores corrupt data', () => {
    const files = { 'src/main.ts': 'm', 'src/index.html': '<app-root />', 'src/app/app.ts': 'x' };
    expect(parseStepEdits(JSON.stringify(files))).toEqual(files);
    expect(parseStepEdits('{oops')).toBeUndefined();
    expect(parseStepEdits(JSON.stringify({ 'src/a.ts': 1 }))).toBeUndefined();
    expect(parseStepEdits(null)).toBeUndefined();
  });
});
