/**
 * Vite plugin for the `examples` vitest project: compiles the Angular example code under
 * `content/examples/` (components, services and their `*.spec.ts` files) for Angular's JIT compiler.
 *
 * It reuses the playground's JIT transform (isomorphic/playground/jit-transform.ts): signal
 * members (`input()`, `model()`, `output()`, signal queries) get the decorators JIT reads, and
 * `templateUrl` / `styleUrl(s)` are inlined from the files next to the component. TypeScript then
 * lowers the decorators (legacy decorators, as JIT needs). The decorators are reached through the
 * global the setup file defines (`globalThis.__ngPlayground`).
 */
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { createJitTransformer } from '../../isomorphic/playground/jit-transform.ts';
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';

/** Files read on demand from disk, keyed by absolute path (what the transform asks for). */
const diskFiles: ProjectFiles = new Proxy({} as ProjectFiles, {
  get: (_target, key) => (typeof key === 'string' && existsSync(key) ? readFileSync(key, 'utf8') : undefined),
});

const EXAMPLE_TS = /\/content\/examples\/.+\.ts$/;

export function angularJitExamples(): Plugin {
  return {
    name: 'angular-jit-examples',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!EXAMPLE_TS.test(file) || file.endsWith('.d.ts')) return null;
      const problems: string[] = [];
      const output = ts.transpileModule(code, {
        fileName: file,
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          experimentalDecorators: true,
          useDefineForClassFields: false,
          sourceMap: true,
          inlineSources: true,
          isolatedModules: true,
        },
        transformers: { before: [createJitTransformer(ts, { fileName: file, files: diskFiles, problems })] },
      });
      if (problems.length) this.error(problems.join('\n'));
      // Template and style files are read by the transform: re-run when they change.
      for (const url of code.matchAll(/(?:templateUrl|styleUrl)\s*:\s*['"]([^'"]+)['"]/g)) {
        this.addWatchFile(new URL(url[1] as string, `file://${file}`).pathname);
      }
      return { code: output.outputText, map: output.sourceMapText ? JSON.parse(output.sourceMapText) : null };
    },
  };
}
