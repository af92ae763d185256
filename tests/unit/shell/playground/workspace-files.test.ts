import { describe, expect, it } from 'vitest';
import {
  errorsLabel,
  fileLabel,
  filePaths,
  firstFile,
  neighbourTab,
  totalErrors,
  withCount,
  withoutFile,
} from '../../../../shell/playground/workspace-files.ts';

const files = { 'src/main.ts': 'm', 'src/index.html': '<app-root />', 'src/app/app.ts': 'a', 'src/app/app.css': '' };

describe('firstFile', () => {
  it('opens the file the project names, when it exists', () => {
    expect(firstFile({ files, openFile: 'src/main.ts' })).toBe('src/main.ts');
    expect(firstFile({ files, openFile: 'src/app/missing.ts' })).toBe('src/app/app.ts');
  });
  it('else the first TypeScript file of the app, else the first file, else main.ts', () => {
    expect(firstFile({ files })).toBe('src/app/app.ts');
    expect(firstFile({ files: { 'src/main.ts': 'm', 'src/index.html': '' } })).toBe(filePaths({ 'src/main.ts': 'm', 'src/index.html': '' })[0]);
    expect(firstFile({ files: {} })).toBe('src/main.ts');
  });
});

describe('tabs', () => {
  it('labels a file without src/, and only that prefix', () => {
    expect(fileLabel('src/app/app.ts')).toBe('app/app.ts');
    expect(fileLabel('public/src/x.ts')).toBe('public/src/x.ts');
  });
  it('moves with the arrow keys and stops at either end', () => {
    const paths = ['a', 'b', 'c'];
    expect(neighbourTab(paths, 'b', 'ArrowRight')).toBe('c');
    expect(neighbourTab(paths, 'b', 'ArrowLeft')).toBe('a');
    expect(neighbourTab(paths, 'c', 'ArrowRight')).toBeUndefined();
    expect(neighbourTab(paths, 'a', 'ArrowLeft')).toBeUndefined();
    expect(neighbourTab(paths, 'b', 'Enter')).toBeUndefined();
  });
  it('orders the tabs as sortPaths does, whatever the files’ order', () => {
    expect(filePaths(files)).toEqual(filePaths({ 'src/app/app.css': '', 'src/app/app.ts': 'a', 'src/index.html': '', 'src/main.ts': 'm' }));
    expect(filePaths(files)).toHaveLength(4);
  });
});

describe('type error counts', () => {
  it('keeps the same object when a count does not change (no re-render)', () => {
    const counts = { 'src/a.ts': 2 };
    expect(withCount(counts, 'src/a.ts', 2)).toBe(counts);
    expect(withCount(counts, 'src/a.ts', 0)).toEqual({ 'src/a.ts': 0 });
    expect(withCount(counts, 'src/b.ts', 1)).toEqual({ 'src/a.ts': 2, 'src/b.ts': 1 });
    expect(counts).toEqual({ 'src/a.ts': 2 });
  });
  it('drops a deleted file and sums the rest', () => {
    const counts = { 'src/a.ts': 2, 'src/b.ts': 3 };
    expect(withoutFile(counts, 'src/a.ts')).toEqual({ 'src/b.ts': 3 });
    expect(totalErrors(counts)).toBe(5);
    expect(totalErrors({})).toBe(0);
  });
  it('says error or errors', () => {
    expect(errorsLabel(1)).toBe('1 error');
    expect(errorsLabel(3)).toBe('3 errors');
    expect(errorsLabel(1, 'type ')).toBe('1 type error');
    expect(errorsLabel(2, 'type ')).toBe('2 type errors');
  });
});
