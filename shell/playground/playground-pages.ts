/**
 * Playground templates (`/assets/projects/playground/**`, written by content/pipeline/projects.ts)
 * over any asset source: the playground page's template list and one template.
 */
import type { AssetSource } from '../../isomorphic/asset-source.ts';
import { PROJECT_FILES, projectUrl } from '../../isomorphic/paths.ts';
import type { PlaygroundTemplate, PlaygroundTemplateSummary } from '../../isomorphic/tutorial-types.ts';

/** The playground page: the templates to pick from (none when the list is missing). */
export async function playgroundPage(source: AssetSource): Promise<{ templates: PlaygroundTemplateSummary[] }> {
  return { templates: (await source.json<PlaygroundTemplateSummary[]>(projectUrl(PROJECT_FILES.playgroundIndex))) ?? [] };
}

/** One playground template with its files and build-time compile; undefined when there is no such template. */
export function playgroundTemplate(source: AssetSource, id: string): Promise<PlaygroundTemplate | undefined> {
  return source.json<PlaygroundTemplate>(projectUrl(PROJECT_FILES.playgroundTemplate(id)));
}
