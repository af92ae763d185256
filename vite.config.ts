import { reactRouter } from '@react-router/dev/vite';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { PREVIEW_FILE_URL, PREVIEW_URL, publicFile } from './isomorphic/paths.ts';
import { INTERNAL_FILES, inlineScripts, policyHeaders, scriptHash } from './hosting/policy.ts';
import { prerenderPool } from './scripts/prerender-pool.ts';

/**
 * Content hot reload for `npm run dev`: when a Markdown page or an example changes, re-render the
 * content (fragments, navigation, manifest) and tell the page to reload its data without a full reload.
 */
function contentHotReload(): Plugin {
  return {
    name: 'docs-content-hot-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(['content/docs', 'content/examples', 'content/update-guide', 'content/navigation.ts']);
      let running: Promise<void> | undefined;
      const rebuild = async (file: string) => {
        // Loaded by Node itself (not bundled into the config) so edits to the pipeline apply too.
        const pipeline = new URL('./content/pipeline/build-content.ts', import.meta.url).href;
        const { buildContent, formatErrors } = (await import(
          /* @vite-ignore */ `${pipeline}?t=${Date.now()}`
        )) as typeof import('./content/pipeline/build-content.ts');
        const { errors } = await buildContent();
        if (errors.length) {
          server.config.logger.error(`[content] ${formatErrors(errors)}`);
          server.ws.send({ type: 'error', err: { message: formatErrors(errors), stack: '' } });
          return;
        }
        server.config.logger.info(`[content] rebuilt after change in ${file}`, { timestamp: true });
        server.ws.send({ type: 'custom', event: 'docs:content-changed', data: { file } });
      };
      const onChange = (file: string) => {
        if (!/(^|[\\/])content[\\/](docs|examples|update-guide)[\\/]|content[\\/]navigation\.ts$/.test(file)) return;
        running = (running ?? Promise.resolve())
          .then(() => rebuild(file))
          .catch((error: unknown) => {
            server.config.logger.error(`[content] ${String(error)}`);
          });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}

/**
 * The hosting policy (hosting/policy.ts) on the dev server too: framing protection, nosniff,
 * referrer and permissions policies on every response, the preview document's own sandboxing CSP, and
 * CORS for the preview's files (its module loads come from an opaque origin, `Origin: null`). Pages
 * get the header CSP's framing/object/base rules only: Vite's inline preamble, inline styles and HMR
 * websocket do not fit the production script policy. Also serves the preview document at its
 * extensionless URL, and answers only GET/HEAD (plus Vite's own websocket upgrade).
 */
function hostingPolicy(): Plugin {
  return {
    name: 'docs-hosting-policy',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.writeHead(405, { Allow: 'GET, HEAD' });
          res.end();
          return;
        }
        let pathname: string;
        try {
          pathname = decodeURIComponent((req.url ?? '/').split('?', 1)[0] ?? '/');
        } catch {
          res.writeHead(400);
          res.end();
          return;
        }
        if ((INTERNAL_FILES as readonly string[]).includes(pathname)) {
          res.writeHead(404);
          res.end();
          return;
        }
        let importMapHashes: string[] = [];
        if (pathname === PREVIEW_URL || pathname === PREVIEW_FILE_URL) {
          try {
            importMapHashes = inlineScripts(readFileSync(publicFile(PREVIEW_FILE_URL), 'utf8')).map(scriptHash);
          } catch {
            // not built yet (scripts/playground-vendor.ts)
          }
        }
        for (const [name, value] of policyHeaders(pathname, { dev: true, importMapHashes })) res.setHeader(name, value);
        // The runtime asks for the extensionless URL (static hosts serve preview.html there).
        if (pathname === PREVIEW_URL) req.url = PREVIEW_FILE_URL;
        next();
      });
    },
  };
}

/**
 * The shell's folders that every page needs (the site chrome, the data layer, navigation, the document
 * head, theme, analytics, article enhancement, browser adapters), bundled as one `shell` chunk. Feature
 * folders (reference/, tutorials/, playground/, update-guide/, home/, offline/) are not: their modules
 * stay with the routes that import them.
 */
const SHELL_CORE_FOLDERS = new Set(['layout', 'data', 'navigation', 'head', 'theme', 'analytics', 'article', 'lib']);
/** Isomorphic modules every page needs, and Vite's preload helper. */
const SHARED_CORE = /[\\/]isomorphic[\\/](site\.config|paths|asset-source)\.|vite[\\/]preload-helper/;
function inShellCore(id: string): boolean {
  const parts = id.split(/[\\/]/);
  const shell = parts.lastIndexOf('shell');
  return (shell >= 0 && !parts.includes('node_modules') && SHELL_CORE_FOLDERS.has(parts[shell + 1] ?? '')) || SHARED_CORE.test(id);
}

/**
 * The compile worker's lazily loaded template check (isomorphic/playground/template-check.ts) bundles
 * `@angular/compiler-cli`, which imports Node built-ins: in the worker's bundle they are stand-ins
 * (playground-runtime/node-shims.ts). The site's own bundles never import them.
 */
const NODE_BUILTINS = new Set(['fs', 'module', 'os', 'path', 'url']);
function workerNodeShims(): Plugin {
  const shims = new URL('./playground-runtime/node-shims.ts', import.meta.url).pathname;
  return {
    name: 'docs-worker-node-shims',
    enforce: 'pre',
    resolveId: (id) => (NODE_BUILTINS.has(id.replace(/^node:/, '')) ? shims : undefined),
  };
}

export default defineConfig({
  // prerenderPool first: its build-time request handler runs before React Router's (single-threaded) one.
  plugins: [prerenderPool(), reactRouter(), contentHotReload(), hostingPolicy()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // Never watch build output or caches. This matters at build time too: React Router's prerender
    // starts a preview server whose plugin instance opens a watching child compiler, and a watcher on
    // build/ re-walked the output after every written page (over 600,000 lstat calls, a third of the build).
    watch: { ignored: ['**/build/**', '**/.generated/**', '**/test-results/**', '**/playwright-report/**'] },
  },
  preview: { host: '127.0.0.1', port: 4200 },
  // ES module workers (all are created with `type: 'module'`): the compile worker's template check is a
  // chunk of its own, imported on its first use, not inlined into the worker's script.
  worker: { format: 'es', plugins: () => [workerNodeShims()] },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // The shell's own small modules that every page needs, in one chunk instead of ~15 tiny ones;
            // feature folders stay with their routes.
            { name: 'shell', test: inShellCore, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
