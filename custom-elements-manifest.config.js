// Generates custom-elements.json from the JSDoc on every element in elements/.
export default {
  globs: ['elements/**/*.ts'],
  exclude: ['elements/**/*.test.ts', 'elements/**/*.styles.ts', 'elements/internal/**', 'elements/playground-runtime/**', 'elements/**/index.ts', 'elements/define.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
};
