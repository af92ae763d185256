/**
 * Prerendered HTML of the largest API entry pages (raw and gzip -9): the figure the API reference keeps
 * under 30 KB gzip. Reads the built files, no server.
 * Usage: npm run perf:api-bytes                  build/client
 *        SITE_DIR=/path/to/other/build npm run perf:api-bytes   (before/after figures)
 * Needs `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LARGEST_API_PAGES = [
  '/api/common/http/HttpClient',
  '/api/forms/FormGroup',
  '/api/router/Router',
  '/api/core/testing/TestBed',
  '/api/core/signal',
  '/api/core/input',
];

const dir = process.env['SITE_DIR'] ?? 'build/client';
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`Prerendered HTML in ${dir} (gzip -9)\n`);
console.log('| page | raw | gzip |');
console.log('|---|---|---|');
for (const page of LARGEST_API_PAGES) {
  try {
    const html = readFileSync(join(dir, page, 'index.html'));
    console.log(`| \`${page}\` | ${kb(html.length)} | ${kb(gzipSync(html, { level: 9 }).length)} |`);
  } catch {
    console.log(`| \`${page}\` | missing | |`);
  }
}
