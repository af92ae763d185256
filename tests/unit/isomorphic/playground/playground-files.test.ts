import { describe, expect, it } from 'vitest';
import {
  addFile,
  canDelete,
  deleteFile,
  languageOf,
  parseStoredFiles,
  resolveRelative,
  sameFiles,
  sortPaths,
  validateNewFileName,
} from '../../../../isomorphic/playground/files.ts';
import { bodyOf } from '../../../../playground-runtime/runtime.ts';
import { parseSavedPlayground } from '../../../../shell/playground/storage.ts';

const project = { 'src/main.ts': 'main', 'src/index.html': '<app-root></app-root>', 'src/app/app.ts': 'app' };

describe('file names', () => {
  it('rejects names containing ".." with a message', () => {
    expect(validateNewFileName('../x.ts', [])).toBe('File names cannot contain "..".');
    expect(validateNewFileName('app/..secret.ts', [])).toBe('File names cannot contain "..".');
  });
  it('rejects empty, absolute, folder, odd-character and duplicate names', () => {
    expect(validateNewFileName('  ', [])).toBe('Enter a file name.');
    expect(validateNewFileName('/etc/x.ts', [])).toMatch(/relative path/);
    expect(validateNewFileName('app/', [])).toMatch(/folder/);
    expect(validateNewFileName('my file.ts', [])).toMatch(/letters, digits/);
    expect(validateNewFileName('app/app.ts', Object.keys(project))).toBe('src/app/app.ts already exists.');
  });
  it('accepts a good name and puts it under src/', () => {
    expect(validateNewFileName('app/item.ts', Object.keys(project))).toBeNull();
    const { files, path } = addFile(project, 'app/item.ts', 'x');
    expect(path).toBe('src/app/item.ts');
    expect(files['src/app/item.ts']).toBe('x');
    expect(project).not.toHaveProperty('src/app/item.ts');
    expect(addFile(project, 'src/styles.css').path).toBe('src/styles.css');
    expect(() => addFile(project, '../evil.ts')).toThrow('File names cannot contain "..".');
  });
});

describe('deleting files', () => {
  it('src/main.ts and src/index.html cannot be deleted', () => {
    expect(canDelete('src/main.ts')).toBe(false);
    expect(canDelete('src/index.html')).toBe(false);
    expect(() => deleteFile(project, 'src/main.ts')).toThrow(/cannot be deleted/);
    expect(() => deleteFile(project, 'src/index.html')).toThrow(/cannot be deleted/);
  });
  it('other files can', () => {
    expect(canDelete('src/app/app.ts')).toBe(true);
    expect(Object.keys(deleteFile(project, 'src/app/app.ts'))).toEqual(['src/main.ts', 'src/index.html']);
  });
});

describe('paths and languages', () => {
  it('resolves relative specifiers with or without extension, and index files', () => {
    const files = { ...project, 'src/app/util/index.ts': '', 'src/app/model.ts': '' };
    expect(resolveRelative('src/main.ts', './app/app', files)).toBe('src/app/app.ts');
    expect(resolveRelative('src/app/app.ts', './model.js', files)).toBe('src/app/model.ts');
    expect(resolveRelative('src/app/app.ts', './util', files)).toBe('src/app/util/index.ts');
    expect(resolveRelative('src/app/app.ts', '../main', files)).toBe('src/main.ts');
    expect(resolveRelative('src/app/app.ts', './nothing', files)).toBeUndefined();
  });
  it('orders tabs: main.ts first, app files, global styles, index.html last', () => {
    expect(sortPaths(['src/index.html', 'src/styles.css', 'src/app/b.ts', 'src/main.ts', 'src/app/a.html'])).toEqual([
      'src/main.ts',
      'src/app/a.html',
      'src/app/b.ts',
      'src/styles.css',
      'src/index.html',
    ]);
  });
  it('maps file names to editor languages', () => {
    expect(['a.ts', 'a.html', 'a.css', 'a.json', 'README'].map(languageOf)).toEqual(['typescript', 'html', 'css', 'json', 'text']);
  });
  it('compares projects', () => {
    expect(sameFiles(project, { ...project })).toBe(true);
    expect(sameFiles(project, { ...project, 'src/app/app.ts': 'changed' })).toBe(false);
    expect(sameFiles(project, { ...project, 'src/x.ts': '' })).toBe(false);
  });
  it('takes the body of index.html', () => {
    expect(bodyOf('<html><head><title>x</title></head><body class="a">\n<app-root></app-root>\n</body></html>')).toBe('\n<app-root></app-root>\n');
    expect(bodyOf('<app-root></app-root>')).toBe('<app-root></app-root>');
  });
});

describe('saved playground data', () => {
  it('reads a valid save', () => {
    expect(parseSavedPlayground(JSON.stringify({ template: 'signals', files: project }))).toEqual({ template: 'signals', files: project });
  });
  it('ignores corrupt or incomplete data', () => {
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      '"x"',
      JSON.stringify({ files: project }),
      JSON.stringify({ template: 'a', files: { 'src/main.ts': 1 } }),
      JSON.stringify({ template: 'a', files: { 'src/app.ts': 'x' } }),
      JSON.stringify({ template: 'a', files: [] }),
    ]) {
      expect(parseStoredFiles(undefined)).toBeUndefined();
      expect(parseSavedPlayground(raw)).toBeUndefined();
    }
  });
});
