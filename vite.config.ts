import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Content hot reload for `npm run dev`: when a Markdown page or an example changes, re-render the
 * content (fragments, navigation, manifest) and tell the page to reload its data without a full reload.
 */
function contentHotReload(): Plugin {
  return {
    name: 'docs-content-hot-reload',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(['content/docs', 'content/examples', 'content/navigation.ts']);
      let running: Promise<void> | undefined;
      const rebuild = async (file: string) => {
        // Loaded by Node itself (not bundled into the config) so edits to the pipeline apply too.
        const pipeline = new URL('./content/pipeline/build-content.ts', import.meta.url).href;
        const { buildContent, formatErrors } = (await import(/* @vite-ignore */ `${pipeline}?t=${Date.now()}`)) as typeof import('./content/pipeline/build-content.ts');
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
        if (!/(^|[\\/])content[\\/](docs|examples)[\\/]|content[\\/]navigation\.ts$/.test(file)) return;
        running = (running ?? Promise.resolve()).then(() => rebuild(file)).catch((error: unknown) => {
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
 * The playground preview is a sandboxed iframe with an opaque origin, so its module loads are CORS
 * requests (`Origin: null`): allow them for the preview's own files only (the built site's server
 * does the same, scripts/serve.ts). Also serves the preview document at its extensionless URL.
 */
function playgroundPreviewCors(): Plugin {
  return {
    name: 'docs-playground-preview-cors',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/playground/')) res.setHeader('Access-Control-Allow-Origin', '*');
        // The runtime asks for the extensionless URL (static hosts serve preview.html there).
        if (req.url === '/assets/playground/preview') req.url = '/assets/playground/preview.html';
        next();
      });
    },
  };
}

const SHELL_CORE = /[\\/]shell[\\/](lib|layout)[\\/]|[\\/]shell[\\/]site\.config|vite[\\/]preload-helper/;
const ROUTE_ONLY = /[\\/]shell[\\/]lib[\\/](api-filter|reference\.client|projects\.client|project-paths)\./;

export default defineConfig({
  plugins: [reactRouter(), contentHotReload(), playgroundPreviewCors()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // Never watch build output or caches. This matters at build time too: React Router's prerender
    // starts a preview server whose plugin instance opens a watching child compiler, and a watcher on
    // build/ re-walked the output after every written page (over 600,000 lstat calls, a third of the build).
    watch: { ignored: ['**/build/**', '**/.generated/**', '**/test-results/**', '**/playwright-report/**'] },
  },
  preview: { host: '127.0.0.1', port: 4200 },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // The shell's own small modules that every page needs, in one chunk instead of ~15 tiny ones;
            // modules only one route uses stay with that route.
            { name: 'shell', test: (id) => SHELL_CORE.test(id) && !ROUTE_ONLY.test(id), tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
