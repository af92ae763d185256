// ESLint (flat config): TypeScript everywhere, globals per folder, Lit rules for elements/, React hooks rules for shell/.
// Formatting is Prettier's job (eslint-config-prettier turns off the rules that overlap).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import lit from 'eslint-plugin-lit';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'dist/**',
      '.generated/**',
      '.react-router/**',
      'public/assets/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      // Angular example code shown on pages: checked by the compiler (npm run check:code), not by our lint rules.
      'content/examples/**',
      'content/tutorials/**',
      'content/playground/**',
      'tests/**/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Non-null assertions are used where a preceding check or a regex match guarantees the value.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Production hosting code runs in Node only.
  { files: ['hosting/**/*.ts'], languageOptions: { globals: globals.node } },
  // Globals per folder: the browser's for browser code, Node's for build code, tools and tests (a test
  // may drive a page); isomorphic/ gets only the language's. TypeScript files are also held by their
  // tsconfig project (typescript-eslint turns `no-undef` off for them), so browser code additionally
  // may not name Node's globals at all.
  { files: ['shell/**', 'elements/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['shell/**', 'elements/**'],
    ignores: ['shell/**/*.server.ts', 'elements/**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', 'require', 'module', '__dirname', '__filename'].map((name) => ({
          name,
          message: 'Browser code has no Node globals: build-time code goes in a *.server.ts module (tsconfig.server.json).',
        })),
      ],
    },
  },
  { files: ['shell/**/*.server.ts', 'content/**', 'scripts/**', '*.config.{js,ts}', 'eslint.config.js'], languageOptions: { globals: globals.node } },
  { files: ['tests/**', 'elements/**/*.test.ts'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  // Plain scripts served as they are (the offline page's script).
  { files: ['public/**/*.js'], languageOptions: { globals: globals.browser } },
  { files: ['elements/**/*.ts'], ...lit.configs['flat/recommended'] },
  // Chai assertions in element tests are property reads (`expect(x).to.be.true`).
  { files: ['tests/elements/**/*.ts'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
  {
    files: ['shell/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  prettier,
);
