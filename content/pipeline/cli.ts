// `npm run build:content`: renders content/ into public/assets/ and .generated/.
import { buildContent, formatErrors } from './build-content.ts';

const { manifest, errors, ms, reference } = await buildContent();
if (errors.length) {
  console.error(`Content build failed with ${errors.length} error(s):\n${formatErrors(errors)}`);
  process.exit(1);
}
console.log(
  `Content: ${manifest.pages.length} pages, ${manifest.redirects.length} redirects, ${manifest.prerender.length} routes to prerender (${Math.round(ms)} ms)`,
);
for (const line of reference ?? []) console.log(`  ${line}`);
