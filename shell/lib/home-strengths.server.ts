/// <reference types="node" />
/** Build-time (prerender) read of the home page's strengths section. `.server`: never in a client bundle. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HOME_STRENGTHS_URL, publicFile } from '../../isomorphic/paths.ts';

export function readHomeStrengths(): Promise<string> {
  return readFile(join(process.cwd(), publicFile(HOME_STRENGTHS_URL)), 'utf8');
}
