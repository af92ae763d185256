/**
 * Turns the files of a code example (`docs-code-example` with `preview`) into a runnable project:
 * file names become project paths (`src/app/...` unless the name already starts with `src/`), and a
 * missing `src/main.ts` / `src/index.html` are generated around the example's root component (the
 * component of `src/app/app.ts` when there is one, else the first exported component). Pure: no DOM.
 */
import { ENTRY_FILE, type ProjectFiles } from './files.ts';

export interface ExampleFile {
  /** The file's title (e.g. `src/app/app.ts` or `app.ts`); may be empty. */
  readonly name: string;
  /** Examples-relative path when the code was read from a file. */
  readonly path: string | null;
  readonly code: string;
}

const PROJECT_FILE = /\.(ts|html|css)$/;
const COMPONENT = /@Component\(\s*\{[\s\S]*?\bselector:\s*(['"`])([^'"`]+)\1[\s\S]*?\}\s*\)\s*export\s+class\s+(\w+)/;

/** The project path of an example file, or `undefined` for files that are not project sources. */
export function exampleFilePath(file: ExampleFile): string | undefined {
  const name = (file.name || file.path || '').trim().replace(/^\.?\//, '');
  if (!PROJECT_FILE.test(name) || name.includes('..')) return undefined;
  return name.startsWith('src/') ? name : `src/app/${name.split('/').pop()}`;
}

/** The files of a runnable project. Throws (with a reason) when the example has no root component. */
export function exampleProject(files: readonly ExampleFile[]): ProjectFiles {
  const project: ProjectFiles = {};
  for (const file of files) {
    const path = exampleFilePath(file);
    if (path) project[path] = file.code;
  }
  if (project[ENTRY_FILE] !== undefined && project['src/index.html'] !== undefined) return project;
  const candidates = Object.keys(project)
    .filter((path) => path.endsWith('.ts'))
    .sort((a, b) => Number(b === 'src/app/app.ts') - Number(a === 'src/app/app.ts'));
  let root: { path: string; selector: string; name: string } | undefined;
  for (const path of candidates) {
    const match = COMPONENT.exec(project[path]!);
    if (match) {
      root = { path, selector: match[2]!, name: match[3]! };
      break;
    }
  }
  if (!root) throw new Error('The example has no exported component to start from.');
  project['src/index.html'] ??=
    `<!doctype html>\n<html lang="en">\n  <body>\n    <main aria-label="Example app">\n      <${root.selector}></${root.selector}>\n    </main>\n  </body>\n</html>\n`;
  const specifier = `./${root.path.replace(/^src\//, '').replace(/\.ts$/, '')}`;
  project[ENTRY_FILE] ??=
    `import { bootstrapApplication } from '@angular/platform-browser';\nimport { ${root.name} } from '${specifier}';\n\nbootstrapApplication(${root.name}).catch((error) => console.error(error));\n`;
  return project;
}
