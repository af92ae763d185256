// Prism's language components are side-effect scripts that extend the global Prism.
declare module 'prismjs/components/prism-typescript.js';
declare module 'prismjs/components/prism-scss.js';
declare module 'prismjs/components/prism-json.js';
declare module 'prismjs/components/prism-bash.js';
declare module 'prismjs/components/prism-markdown.js';
declare module 'prismjs/components/prism-yaml.js';
declare module 'prismjs/components/prism-diff.js';
declare module 'prismjs/components/prism-http.js';
