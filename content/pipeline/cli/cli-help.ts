/**
 * The CLI reference data: `ng <command> [<sub>] --help --json-help` from the installed @angular/cli,
 * run under our Node 24 inside a throwaway workspace (`.generated/cli-workspace`, created offline with
 * `ng new --skip-install`) whose builders resolve from the project's own node_modules. No network.
 * The dump is cached in `.generated/cli-help/` per installed CLI/build/schematics versions.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GENERATED } from '../../../isomorphic/paths.ts';

const run = promisify(execFile);

export interface CliOption {
  name: string;
  type: string;
  description?: string;
  default?: unknown;
  aliases?: string[];
  enum?: unknown[];
  positional?: number;
  deprecated?: boolean | string;
}

export interface CliSubcommandRef {
  name: string;
  command: string;
  shortDescription: string;
  aliases?: string[];
  deprecated?: boolean;
}

export interface CliCommand {
  name: string;
  command: string;
  shortDescription: string;
  longDescription?: string;
  options: CliOption[];
  subcommands?: CliSubcommandRef[];
  /** From the top-level listing (the per-command JSON has no aliases). */
  aliases?: string[];
  deprecated?: boolean;
}

/** One page of the CLI reference: a command, or a subcommand under its parent. */
export interface CliPage {
  /** 'build', 'generate/component' */
  path: string;
  parent?: string;
  help: CliCommand;
}

/** The commands the reference documents (spec §2), in menu order. */
export const CLI_COMMANDS = [
  'add',
  'analytics',
  'build',
  'cache',
  'completion',
  'config',
  'deploy',
  'e2e',
  'extract-i18n',
  'generate',
  'lint',
  'new',
  'run',
  'serve',
  'test',
  'update',
  'version',
] as const;

function versionOf(root: string, pkg: string): string {
  return (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

async function ng(root: string, cwd: string, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(root, 'node_modules/@angular/cli/bin/ng.js'), ...args], {
    cwd,
    env: { ...process.env, NG_CLI_ANALYTICS: 'false', NG_DISABLE_VERSION_CHECK: '1', CI: '1', NO_COLOR: '1' },
    maxBuffer: 16 * 1024 * 1024,
    timeout: 60_000,
  });
  return stdout;
}

async function jsonHelp(root: string, cwd: string, command: string[]): Promise<CliCommand> {
  const out = await ng(root, cwd, [...command, '--help', '--json-help']);
  const start = out.indexOf('{');
  if (start < 0) throw new Error(`ng ${command.join(' ')} --help --json-help printed no JSON`);
  return JSON.parse(out.slice(start)) as CliCommand;
}

/** Runs `tasks` with at most `limit` at a time. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export interface CliDump {
  pages: CliPage[];
  ms: number;
  cached: boolean;
  version: string;
}

/** Dumps every command and subcommand page (or reads the cache). Throws with the failing command. */
export async function dumpCliHelp(root: string): Promise<CliDump> {
  const started = performance.now();
  const version = versionOf(root, '@angular/cli');
  const key = `cli-${version}_build-${versionOf(root, '@angular/build')}_schematics-${versionOf(root, '@schematics/angular')}`;
  const cacheFile = join(root, GENERATED.cliHelp, `${key}.json`);
  if (existsSync(cacheFile)) {
    const pages = JSON.parse(await readFile(cacheFile, 'utf8')) as CliPage[];
    return { pages, ms: performance.now() - started, cached: true, version };
  }

  const generated = join(root, GENERATED.dir);
  const workspace = join(generated, 'cli-workspace');
  await rm(workspace, { recursive: true, force: true });
  await mkdir(generated, { recursive: true });
  await ng(root, generated, ['new', 'cli-workspace', '--skip-install', '--skip-git', '--defaults', '--interactive=false']);

  const top = await jsonHelp(root, workspace, []);
  const listed = new Map((top.subcommands ?? []).map((s) => [s.name, s]));
  const commands = await pool(
    CLI_COMMANDS.map((name) => async () => {
      const help = await jsonHelp(root, workspace, [name]);
      const ref = listed.get(name);
      return { ...help, aliases: ref?.aliases ?? [], deprecated: ref?.deprecated ?? false };
    }),
    2,
  );
  const pages: CliPage[] = commands.map((help) => ({ path: help.name, help }));
  const subTasks = commands.flatMap((parent) =>
    (parent.subcommands ?? []).map((sub) => async (): Promise<CliPage> => {
      const help = await jsonHelp(root, workspace, [parent.name, sub.name]);
      return { path: `${parent.name}/${sub.name}`, parent: parent.name, help: { ...help, aliases: sub.aliases ?? [], deprecated: sub.deprecated ?? false } };
    }),
  );
  pages.push(...(await pool(subTasks, 2)));
  await rm(workspace, { recursive: true, force: true });
  await mkdir(join(root, GENERATED.cliHelp), { recursive: true });
  await writeFile(cacheFile, JSON.stringify(pages));
  return { pages, ms: performance.now() - started, cached: false, version };
}
