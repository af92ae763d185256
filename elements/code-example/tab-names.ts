/** The last path segment of `name` ('src/app/app.ts' → 'app.ts'). */
export function baseName(name: string): string {
  const trimmed = name.trim();
  const slash = trimmed.lastIndexOf('/');
  return slash === -1 ? trimmed : trimmed.slice(slash + 1);
}

/** The upper-cased extension of a file name ('app.ts' → 'TS'), or '' when it has none. */
export function extensionLabel(name: string): string {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toUpperCase() : '';
}

/**
 * Tab labels for the files of a multi-file example: the upper-cased extension ('TS', 'HTML',
 * 'CSS'), or the file name when another file has the same extension (or it has none). If two
 * such file names are still equal, the full names are used.
 */
export function tabNames(names: readonly string[]): string[] {
  const extensions = names.map(extensionLabel);
  const labels = names.map((name, i) => {
    const extension = extensions[i];
    const clash = extension === '' || extensions.some((other, j) => j !== i && other === extension);
    return clash ? baseName(name) || `File ${i + 1}` : extension;
  });
  return labels.map((label, i) => (labels.some((other, j) => j !== i && other === label) && names[i].trim() ? names[i].trim() : label));
}
