/**
 * Build time only: a built file read synchronously, for a server render that must not suspend (the
 * API list, routes/api-list.tsx, when its loader's stash is not in the render's module instance).
 * Reached through the Node process the prerender runs in, typed here by hand: the browser project has
 * no Node types, and this module must not import a Node module (it is part of the client bundle,
 * where it is never called: callers check `import.meta.env.SSR` first).
 */
import { publicFile } from '../../isomorphic/paths.ts';

interface NodeProcess {
  cwd(): string;
  getBuiltinModule(id: 'node:fs'): { readFileSync(path: string, encoding: 'utf8'): string };
}

/** The text of the built file served at `url` (`/assets/x` → `public/assets/x`); throws when it cannot be read. */
export function readBuiltFileSync(url: string): string {
  const process = (globalThis as { process?: NodeProcess }).process;
  if (!process) throw new Error(`${url} can only be read at build time.`);
  return process.getBuiltinModule('node:fs').readFileSync(`${process.cwd()}/${publicFile(url)}`, 'utf8');
}
