import { defineConfig } from 'vite';

/**
 * The embed bundle for third-party pages: `docs-elements.js` (ES module) + `docs-elements.css`.
 * Written next to the site (build/client/embed/) so the site serves it; `EMBED_OUT_DIR` overrides.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: process.env.EMBED_OUT_DIR ?? 'build/client/embed',
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: false,
    lib: {
      entry: 'elements/embed.ts',
      formats: ['es'],
      fileName: () => 'docs-elements.js',
      cssFileName: 'docs-elements',
    },
  },
});
