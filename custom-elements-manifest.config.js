// Generates custom-elements.json from the JSDoc on every element in elements/.
export default {
  globs: ['elements/**/*.ts'],
  exclude: ['elements/**/*.test.ts', 'elements/**/*.styles.ts', 'elements/internal/**', 'elements/adapters/**', 'elements/**/index.ts', 'elements/define.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [
    {
      // The analyzer lists modules in file-system walk order, which varies between checkouts and
      // runs; sorting by path keeps the manifest (and `analyze:check`) deterministic.
      name: 'sort-modules',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      },
    },
  ],
};
