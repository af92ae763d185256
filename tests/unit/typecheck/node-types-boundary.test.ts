/**
 * The browser project (tsconfig.browser.json) has no Node types: a module under shell/ that imports
 * `node:fs` or uses `process` fails the type check. Only the build-time modules (shell/**\/*.server.ts,
 * tsconfig.server.json) may. Checked with the projects' own options on a fixture module that exists
 * only in memory, at a path under shell/.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

function project(configName: string) {
  const configFile = join(ROOT, configName);
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, configFile);
}

/**
 * The errors (`TS<code>: <message>`) of `source` checked as the file `relativePath` inside the project
 * `configName`: its options and all its files (so a `/// <reference types="node" />` in any of them
 * would make Node's globals visible here too, and fail the test).
 */
function errors(configName: string, relativePath: string, source: string): string[] {
  const { options, fileNames } = project(configName);
  const checkOnly: ts.CompilerOptions = {
    ...options,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
    noEmit: true,
    tsBuildInfoFile: undefined,
  };
  const fileName = join(ROOT, relativePath);
  const host = ts.createCompilerHost(checkOnly);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) => (name === fileName ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest));
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  const program = ts.createProgram({ rootNames: [...fileNames, fileName], options: checkOnly, host });
  const fixture = program.getSourceFile(fileName)!;
  return [...program.getSyntacticDiagnostics(fixture), ...program.getSemanticDiagnostics(fixture)]
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

const READS_DISK = `import { readFileSync } from 'node:fs';\nexport const text = readFileSync(process.cwd() + '/x', 'utf8');\n`;

describe('Node types stay out of the browser project', () => {
  it('covers every module under shell/ except the build-time *.server.ts ones', () => {
    const browser = project('tsconfig.browser.json').fileNames;
    const server = project('tsconfig.server.json').fileNames;
    expect(browser).toContain(join(ROOT, 'shell/data/assets.ts').replaceAll('\\', '/'));
    expect(browser.some((f) => f.endsWith('.server.ts'))).toBe(false);
    expect(server).toContain(join(ROOT, 'shell/data/disk-assets.server.ts').replaceAll('\\', '/'));
  });

  // Each check builds a program with the project's types: a few seconds on a busy machine.
  it('fails a shell module that imports node:fs and uses process', { timeout: 120_000 }, () => {
    const found = errors('tsconfig.browser.json', 'shell/data/reads-disk.ts', READS_DISK);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^TS\d+: Cannot find (module|name) 'node:fs'/);
    expect(found[1]).toMatch(/^TS\d+: Cannot find name 'process'/);
  });

  it('accepts the same module as a build-time module (tsconfig.server.json)', { timeout: 120_000 }, () => {
    expect(errors('tsconfig.server.json', 'shell/data/reads-disk.server.ts', READS_DISK)).toEqual([]);
  });
});
