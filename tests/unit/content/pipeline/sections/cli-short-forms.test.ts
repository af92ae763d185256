// The short forms of a CLI command written on its search record (issue 28: `ng g c` finds `ng generate component`).
import { describe, expect, it } from 'vitest';
import type { CliPage } from '../../../../../content/pipeline/cli/cli-help.ts';
import { cliShortForms } from '../../../../../content/pipeline/sections/cli-section.ts';

const page = (name: string, aliases: string[], parent?: string) =>
  ({ path: parent ? `${parent}/${name}` : name, parent, help: { name, aliases } }) as unknown as CliPage;

describe('cliShortForms', () => {
  it("combines the command's and its parent's aliases, leaving out the full name", () => {
    expect(cliShortForms(page('component', ['c'], 'generate'), page('generate', ['g']))).toEqual(['ng generate c', 'ng g component', 'ng g c']);
    expect(cliShortForms(page('serve', ['dev', 's']))).toEqual(['ng dev', 'ng s']);
    expect(cliShortForms(page('version', []))).toEqual([]);
    expect(cliShortForms(page('clean', [], 'cache'), page('cache', []))).toEqual([]);
  });
});
