/**
 * Entry of the single-file embed bundle (`docs-elements.js` + `docs-elements.css`, built by
 * `vite.embed.config.ts`). A third-party page adds one module script and one stylesheet and gets
 * working `<docs-code-example>` elements: markup pre-rendered by our pipeline is enhanced in place,
 * and raw `<docs-code-example language="ts">code</docs-code-example>` is highlighted on the client
 * (Prism loads lazily, only for raw examples).
 */
import './embed.css';
import './code-example/define.ts';

export { DocsCodeExample } from './code-example/index.ts';
