/// <reference types="node" />
/**
 * Build-time (prerender) access to the home page's code samples, highlighted by the content build
 * (content/pipeline/home-samples.ts). `.server` keeps this module out of every client bundle.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HOME_SAMPLES_URL, type HomeSample } from './home-samples.ts';

export async function readHomeSamples(): Promise<HomeSample[]> {
  return JSON.parse(await readFile(join(process.cwd(), 'public', HOME_SAMPLES_URL), 'utf8')) as HomeSample[];
}
