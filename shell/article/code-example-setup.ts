// The docs-code-example element as the site uses it: defined, and with live previews for `preview`
// examples. Loaded by enhanceContent only on pages with code examples; the preview runtime itself
// loads only when a preview scrolls into view (shell/article/example-preview.ts).
import { DocsCodeExample } from '../../elements/code-example/code-example.ts';
import '../../elements/code-example/define.ts';

DocsCodeExample.previewLoader = async (element, files, signal) => (await import('./example-preview.ts')).loadExamplePreview(element, files, signal);

export { DocsCodeExample };
