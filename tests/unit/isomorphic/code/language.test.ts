import { describe, expect, it } from 'vitest';
import { languageForPath, resolveLanguage } from '../../../../isomorphic/code/language.ts';

/** Names of properties every plain object inherits (or carries as its prototype link). */
const INHERITED = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__', 'propertyIsEnumerable'];

describe('resolveLanguage', () => {
  it('maps the names authors write to the table', () => {
    expect(resolveLanguage('TypeScript')).toEqual({ id: 'ts', prism: 'angular-ts', shell: false });
    expect(resolveLanguage('sh').shell).toBe(true);
    expect(resolveLanguage(undefined).id).toBe('text');
  });

  it('treats inherited object properties as unknown names: plain text under their own name (issue 26)', () => {
    for (const name of INHERITED) {
      const language = resolveLanguage(name);
      expect(language, name).toEqual({ id: name.replace(/[^a-z0-9+#-]/gi, '').toLowerCase(), prism: undefined, shell: false });
    }
    // Even where the side's Prism says it has no such grammar, nothing inherited is returned.
    expect(resolveLanguage('constructor', () => false).prism).toBeUndefined();
  });

  it('gives files with inherited-property extensions the plain-text language', () => {
    for (const name of INHERITED) expect(languageForPath(`a.${name}`), name).toEqual({ id: 'text', prism: undefined, shell: false });
    expect(languageForPath('src/app.ts').id).toBe('ts');
  });
});
