/** Downloads a project as a zip (fflate, loaded on click). */
import type { ProjectFiles } from '../../isomorphic/playground/files.ts';

export async function downloadProject(files: ProjectFiles, name: string): Promise<void> {
  const { strToU8, zipSync } = await import('fflate');
  const entries = Object.fromEntries(Object.entries(files).map(([path, text]) => [`${name}/${path}`, strToU8(text)]));
  const zip = zipSync(entries, { level: 6 });
  const url = URL.createObjectURL(new Blob([zip], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
