/**
 * Reference pages whose facts come from the installed packages, merged with hand-written Markdown:
 *
 *  - migrations: one page per schematic of `@angular/core/schematics/collection.json`
 *    (`content/docs/reference/migrations/<slug>.md` + the generated command, aliases and options table
 *    from the schematic's `schema.json`);
 *  - workspace configuration: `angular.json` properties from `@angular/cli/lib/config/schema.json` and the
 *    options of every `@angular/build` builder (`builders.json` → each builder's `schema.json`);
 *  - Angular compiler options: the `@publicApi` option interfaces of `@angular/compiler-cli`
 *    (`src/ngtsc/core/api/src/public_options.d.ts`), read with the TypeScript API.
 *
 * The hand-written page marks where the generated Markdown goes with a line `<!-- generated -->`
 * (without it, the generated part is appended). Nothing here is copied by hand: a new schematic, builder
 * option or compiler option shows up on the next build, and a schematic without a page fails the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { SiteTreeItem } from '../../../isomorphic/navigation-types.ts';
import { ContentError } from '../errors.ts';
import { compatibilityTable } from './versions-data.ts';
import { parseRecommendations, withVersionUpdates, type Recommendation } from '../../../isomorphic/update-guide-data.ts';
import { updateGuideAppendix } from './update-guide-page.ts';

export const GENERATED_MARKER = '<!-- generated -->';

/** Puts the generated Markdown at the marker line, or at the end when the page has none. */
export function mergeGenerated(source: string, generated: string): string {
  if (!generated) return source.replace(`${GENERATED_MARKER}\n`, '');
  const at = source.indexOf(GENERATED_MARKER);
  if (at < 0) return `${source}${generated}`;
  return `${source.slice(0, at)}${generated.trim()}\n${source.slice(at + GENERATED_MARKER.length)}`;
}

// ---------------------------------------------------------------------------------------------------
// JSON schema → Markdown tables

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  $ref?: string;
  'x-deprecated'?: string | boolean;
  deprecated?: boolean;
  definitions?: Record<string, JsonSchema>;
  [key: string]: unknown;
}

/** Resolves a local `$ref` (`#/definitions/a/definitions/b`) against the schema document. */
export function resolveRef(root: JsonSchema, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let i = 0; current.$ref && i < 10; i++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) break;
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = (target as Record<string, unknown> | undefined)?.[part];
    if (!target || typeof target !== 'object') break;
    current = { ...(target as JsonSchema), ...(current.description ? { description: current.description } : {}) };
  }
  return current;
}

/** A readable type: `string`, `boolean`, `"none" \| "all"`, `string[]`, `object`, alternatives joined with `\|`. */
export function typeLabel(root: JsonSchema, raw: JsonSchema, depth = 0): string {
  const schema = resolveRef(root, raw);
  if (schema.enum?.length) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length && depth < 2) return [...new Set(alternatives.map((s) => typeLabel(root, s, depth + 1)))].join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array' && schema.items && depth < 2) {
    const item = typeLabel(root, schema.items, depth + 1);
    return item.includes('|') ? `(${item})[]` : `${item}[]`;
  }
  if (type) return type;
  if (schema.properties) return 'object';
  return 'any';
}

/**
 * Schema texts point at angular.dev pages ("For more information, see https://angular.dev/…."). Those
 * pages are not ours and the link checker refuses links to the old site, so the pointer is dropped.
 */
export function dropOldSiteLinks(text: string): string {
  return text
    .replace(/\s*(For more information|More information|See)[^.]*?https:\/\/angular\.dev\/\S*?\.?(?=\s|$)/gi, '')
    .replace(/https:\/\/angular\.dev\/\S*/g, (url) => `\`${url.replace(/[.,)]$/, '')}\``);
}

function cell(text: string): string {
  return dropOldSiteLinks(text)
    .replace(/\r?\n+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export interface OptionRow {
  name: string;
  type: string;
  default?: string;
  description: string;
  deprecated?: boolean;
}

/**
 * The rows of an object schema's properties. Object properties with their own `properties` add rows
 * `parent.child` (one level), so nested options such as `budgets` or `optimization.scripts` are listed.
 */
export function schemaRows(root: JsonSchema, object: JsonSchema, prefix = '', depth = 0): OptionRow[] {
  const rows: OptionRow[] = [];
  const resolved = resolveRef(root, object);
  for (const [name, raw] of Object.entries(resolved.properties ?? {})) {
    if (name === '$schema') continue;
    const prop = resolveRef(root, raw);
    const deprecated = Boolean(prop['x-deprecated'] ?? prop.deprecated);
    const deprecation = typeof prop['x-deprecated'] === 'string' ? ` Deprecated: ${prop['x-deprecated']}` : deprecated ? ' Deprecated.' : '';
    const row: OptionRow = {
      name: `${prefix}${name}`,
      type: typeLabel(root, prop),
      description: `${prop.description ?? ''}${deprecation}`.trim(),
    };
    if (prop.default !== undefined) row.default = JSON.stringify(prop.default);
    if (deprecated) row.deprecated = true;
    rows.push(row);
    if (depth === 0) {
      // Nested object options: the object itself, or the object alternative of a oneOf.
      const objectForm = [prop, ...(prop.oneOf ?? []).map((s) => resolveRef(root, s))].find((s) => s.properties && Object.keys(s.properties).length);
      if (objectForm) rows.push(...schemaRows(root, objectForm, `${prefix}${name}.`, depth + 1));
    }
  }
  return rows;
}

export function optionsTable(rows: OptionRow[]): string {
  if (!rows.length) return 'This schematic has no options.\n';
  const lines = ['| Option | Type | Default | Description |', '| --- | --- | --- | --- |'];
  for (const row of rows) {
    lines.push(
      `| ${code(row.name)} | ${cell(code(row.type))} | ${row.default !== undefined ? cell(code(row.default)) : '—'} | ${cell(row.description) || '—'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------
// Migrations

export interface MigrationSchematic {
  /** Schematic name in the collection, e.g. `standalone-migration`. */
  name: string;
  aliases: string[];
  description: string;
  /** Page slug under reference/migrations/. */
  slug: string;
  /** Navigation label. */
  label: string;
  schema: JsonSchema;
  status?: 'new';
}

/**
 * Page slug and label per schematic. The slugs are the paths angular.dev uses, so old links land on
 * the right page; a schematic missing here gets its name without `-migration` as slug.
 */
const MIGRATION_PAGES: Record<string, { slug: string; label: string; status?: 'new' }> = {
  'standalone-migration': { slug: 'standalone', label: 'Standalone' },
  'control-flow-migration': { slug: 'control-flow', label: 'Control flow syntax' },
  'inject-migration': { slug: 'inject-function', label: 'inject() function' },
  'route-lazy-loading-migration': { slug: 'route-lazy-loading', label: 'Lazy-loaded routes' },
  'signal-input-migration': { slug: 'signal-inputs', label: 'Signal inputs' },
  'output-migration': { slug: 'outputs', label: 'Outputs' },
  'signal-queries-migration': { slug: 'signal-queries', label: 'Signal queries' },
  signals: { slug: 'signals', label: 'All signal migrations' },
  'cleanup-unused-imports': { slug: 'cleanup-unused-imports', label: 'Clean up unused imports' },
  'self-closing-tags-migration': { slug: 'self-closing-tags', label: 'Self-closing tags' },
  'ngclass-to-class-migration': { slug: 'ngclass-to-class', label: 'NgClass to class', status: 'new' },
  'ngstyle-to-style-migration': { slug: 'ngstyle-to-style', label: 'NgStyle to style', status: 'new' },
  'router-testing-module-migration': { slug: 'router-testing-module-migration', label: 'RouterTestingModule', status: 'new' },
  'common-to-standalone-migration': { slug: 'common-to-standalone', label: 'CommonModule to standalone', status: 'new' },
  'service-migration': { slug: 'service', label: '@Injectable to @Service', status: 'new' },
};

export function readMigrations(root: string): MigrationSchematic[] {
  const dir = join(root, 'node_modules/@angular/core/schematics');
  const collection = JSON.parse(readFileSync(join(dir, 'collection.json'), 'utf8')) as {
    schematics: Record<string, { description: string; schema?: string; aliases?: string[]; hidden?: boolean; private?: boolean }>;
  };
  return (
    Object.entries(collection.schematics)
      .filter(([, s]) => !s.hidden && !s.private)
      .map(([name, s]) => {
        const page = MIGRATION_PAGES[name] ?? { slug: name.replace(/-migration$/, ''), label: name };
        const schema = s.schema ? (JSON.parse(readFileSync(join(dir, s.schema), 'utf8')) as JsonSchema) : {};
        const migration: MigrationSchematic = { name, aliases: s.aliases ?? [], description: s.description, slug: page.slug, label: page.label, schema };
        if (page.status) migration.status = page.status;
        return migration;
      })
      // The order of MIGRATION_PAGES (the inventory's), schematics it does not know last.
      .sort((a, b) => rank(a.name) - rank(b.name))
  );
}

function rank(name: string): number {
  const i = Object.keys(MIGRATION_PAGES).indexOf(name);
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

export function migrationContentPath(m: MigrationSchematic): string {
  return `reference/migrations/${m.slug}`;
}

/** The generated part of a migration page: command, aliases, options. */
export function migrationAppendix(m: MigrationSchematic): string {
  const rows = schemaRows(m.schema, m.schema);
  const shortest = [m.name, ...m.aliases].sort((a, b) => a.length - b.length)[0]!;
  const lines = [
    '## Command and options',
    '',
    `Run the schematic from the workspace root. It is named \`${m.name}\`${m.aliases.length ? `, with the alias${m.aliases.length > 1 ? 'es' : ''} ${m.aliases.map((a) => `\`${a}\``).join(', ')}` : ''}:`,
    '',
    '```shell',
    `ng generate @angular/core:${shortest}`,
    '```',
    '',
    `The collection describes it as: "${m.description.replace(/\.$/, '')}."`,
    '',
    rows.length
      ? `Options (pass them as \`--option=value\`; from the schematic's \`schema.json\`):`
      : 'The schematic takes no options: it always runs on the whole workspace.',
    '',
    ...(rows.length ? [optionsTable(rows)] : []),
  ];
  return `\n${lines.join('\n')}\n`;
}

/** The overview's generated list of every migration schematic. */
export function migrationsOverviewAppendix(migrations: MigrationSchematic[]): string {
  const lines = ['| Migration | Command | What it does |', '| --- | --- | --- |'];
  for (const m of migrations) {
    const shortest = [m.name, ...m.aliases].sort((a, b) => a.length - b.length)[0]!;
    lines.push(`| [${cell(m.label)}](/${migrationContentPath(m)}) | \`ng generate @angular/core:${shortest}\` | ${cell(m.description)} |`);
  }
  return `\n${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------
// Workspace configuration (angular.json)

function readJson(file: string): JsonSchema {
  return JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
}

export function workspaceConfigAppendix(root: string): string {
  const workspace = readJson(join(root, 'node_modules/@angular/cli/lib/config/schema.json'));
  const defs = workspace.definitions ?? {};
  const project = resolveRef(workspace, defs['project'] ?? {});
  const architect = resolveRef(workspace, project.properties?.['architect'] ?? {});
  const target = resolveRef(workspace, (architect.additionalProperties as JsonSchema | undefined) ?? {});
  // Schematic defaults are keyed by schematic; their options are those of `ng generate` (CLI reference).
  const notSchematics = (row: OptionRow) => !row.name.startsWith('schematics.');
  const topRows = schemaRows(workspace, workspace).filter((row) => notSchematics(row) && !row.name.startsWith('cli.'));
  const projectRows = schemaRows(workspace, project).filter((row) => notSchematics(row) && !/^(architect|targets|cli)\./.test(row.name));
  const cliRows = schemaRows(workspace, defs['cliOptions'] ?? {});

  const targetProps = (target.oneOf ?? [target]).map((s) => resolveRef(workspace, s)).find((s) => s.properties?.['builder']);
  const targetRows = targetProps
    ? schemaRows(
        workspace,
        {
          ...targetProps,
          properties: Object.fromEntries(
            Object.entries(targetProps.properties ?? {}).filter(([k]) => ['builder', 'options', 'configurations', 'defaultConfiguration'].includes(k)),
          ),
        },
        '',
        1,
      )
    : [];

  const out: string[] = [
    '## Workspace properties',
    '',
    'The top level of `angular.json` (from `@angular/cli/lib/config/schema.json`):',
    '',
    optionsTable(topRows),
    '### CLI options',
    '',
    'The `cli` object, at the top level or inside a project:',
    '',
    optionsTable(cliRows),
    '## Project properties',
    '',
    'Each entry of `projects`:',
    '',
    optionsTable(projectRows),
    '## Target properties',
    '',
    "Each entry of a project's `architect` (or `targets`) object:",
    '',
    optionsTable(targetRows),
  ];

  const buildDir = join(root, 'node_modules/@angular/build');
  const builders = JSON.parse(readFileSync(join(buildDir, 'builders.json'), 'utf8')) as { builders: Record<string, { schema: string; description: string }> };
  const version = (JSON.parse(readFileSync(join(buildDir, 'package.json'), 'utf8')) as { version: string }).version;
  out.push(
    '## Builder options',
    '',
    `The options a target accepts depend on its builder. The tables list every option of the builders in \`@angular/build\` (${Object.keys(builders.builders).length} builders, version ${version}), read from each builder's \`schema.json\`. Nested objects are listed as \`parent.child\`.`,
    '',
  );
  for (const [name, builder] of Object.entries(builders.builders)) {
    const schemaFile = join(buildDir, builder.schema.endsWith('.json') ? builder.schema : `${builder.schema}.json`);
    if (!existsSync(schemaFile)) continue;
    const schema = readJson(schemaFile);
    out.push(
      `### \`@angular/build:${name}\``,
      '',
      `${builder.description}${schema.description && schema.description !== builder.description ? ` ${schema.description}.` : ''}`.replace(/\.\.$/, '.'),
      '',
      optionsTable(schemaRows(schema, schema)),
    );
  }
  return `\n${out.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------
// Angular compiler options (tsconfig.json "angularCompilerOptions")

export interface CompilerOptionDoc {
  group: string;
  groupDescription: string;
  name: string;
  type: string;
  description: string;
  deprecated?: string;
}

function jsDocText(node: ts.Node): { text: string; tags: Map<string, string> } {
  const tags = new Map<string, string>();
  const docs = (node as unknown as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
  const parts: string[] = [];
  for (const doc of docs) {
    const comment = ts.getTextOfJSDocComment(doc.comment);
    if (comment) parts.push(comment);
    for (const tag of doc.tags ?? []) tags.set(tag.tagName.text, ts.getTextOfJSDocComment(tag.comment) ?? '');
  }
  return { text: parts.join('\n\n').trim(), tags };
}

/** The public options of the installed compiler-cli: every `@publicApi` interface of public_options.d.ts. */
export function readCompilerOptions(root: string): CompilerOptionDoc[] {
  const file = join(root, 'node_modules/@angular/compiler-cli/src/ngtsc/core/api/src/public_options.d.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const options: CompilerOptionDoc[] = [];
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const group = jsDocText(statement);
    if (!group.tags.has('publicApi')) continue;
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.name || !ts.isIdentifier(member.name)) continue;
      const name = member.name.text;
      if (name.startsWith('_')) continue;
      const doc = jsDocText(member);
      const option: CompilerOptionDoc = {
        group: statement.name.text,
        groupDescription: group.text,
        name,
        type: member.type ? member.type.getText(source).replace(/\s+/g, ' ') : 'any',
        description: doc.text,
      };
      if (doc.tags.has('deprecated')) option.deprecated = doc.tags.get('deprecated') || 'Deprecated.';
      options.push(option);
    }
  }
  return options;
}

/** Our names for the option groups (the interface names are not meant for readers). */
const COMPILER_GROUPS: Record<string, string> = {
  TypeCheckingOptions: 'Template type checking',
  DiagnosticOptions: 'Diagnostics',
  TargetOptions: 'Compilation mode',
  I18nOptions: 'Internationalization',
  MiscOptions: 'Other options',
  LegacyNgcOptions: 'Legacy options',
  BazelAndG3Options: 'Options for Bazel and monorepo builds',
};

export function compilerOptionsAppendix(root: string): string {
  const options = readCompilerOptions(root);
  const groups = [...new Set(options.map((o) => o.group))].sort((a, b) => Object.keys(COMPILER_GROUPS).indexOf(a) - Object.keys(COMPILER_GROUPS).indexOf(b));
  const version = (JSON.parse(readFileSync(join(root, 'node_modules/@angular/compiler-cli/package.json'), 'utf8')) as { version: string }).version;
  const out: string[] = [
    '## All options',
    '',
    `Every option below is read from the public option types of \`@angular/compiler-cli\` ${version}; the descriptions are the compiler's own documentation of each option.`,
    '',
  ];
  for (const group of groups) {
    const members = options.filter((o) => o.group === group);
    out.push(`### ${COMPILER_GROUPS[group] ?? group}`, '');
    if (members[0]?.groupDescription) out.push(members[0].groupDescription.replace(/\n(?!\n)/g, ' '), '');
    for (const option of members) {
      out.push(`#### \`${option.name}\``, '', `Type: \`${option.type}\`${option.deprecated ? ` — **deprecated**: ${option.deprecated}` : ''}`, '');
      if (option.description) out.push(reflow(option.description), '');
    }
  }
  return `\n${out.join('\n')}\n`;
}

/** JSDoc text keeps its source line breaks; join them, except in code fences and lists. */
function reflow(text: string): string {
  const out: string[] = [];
  let fence = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('```')) {
      fence = !fence;
      out.push(trimmed);
      continue;
    }
    if (fence) {
      out.push(line);
      continue;
    }
    const prev = out[out.length - 1];
    if (trimmed && prev !== undefined && prev.trim() && !prev.trim().startsWith('```') && !/^[-*] /.test(trimmed)) out[out.length - 1] = `${prev} ${trimmed}`;
    else out.push(trimmed);
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Tree and pages

export interface GeneratedSection {
  /** Items placed before the API reference (Roadmap). */
  before: SiteTreeItem[];
  /** Items after the errors and diagnostics groups (releases, versions, update guide, configurations, migrations). */
  tree: SiteTreeItem[];
  /** content path → generated Markdown */
  generated: Map<string, string>;
  /** Every step of the update guide (written entries plus each major's update command), served as UPDATE_GUIDE_URL. */
  updateGuide: Recommendation[];
}

/** The update guide's entries from content/update-guide/recommendations.json; problems become content errors with their line. */
export function readUpdateGuide(root: string, errors: ContentError[]): Recommendation[] {
  const file = 'content/update-guide/recommendations.json';
  const { recommendations, problems } = parseRecommendations(readFileSync(join(root, file), 'utf8'));
  for (const problem of problems) errors.push(new ContentError(file, problem.line, problem.message));
  return withVersionUpdates(recommendations);
}

export function generatedSections(root: string, errors: ContentError[]): GeneratedSection {
  const docs = join(root, 'content/docs');
  const generated = new Map<string, string>();
  const migrations = readMigrations(root);
  for (const m of migrations) {
    const file = `content/docs/${migrationContentPath(m)}.md`;
    if (!existsSync(join(root, file))) {
      errors.push(new ContentError(file, 1, `@angular/core has the migration schematic "${m.name}" but it has no page: write ${file}`));
      continue;
    }
    generated.set(migrationContentPath(m), migrationAppendix(m));
  }
  generated.set('reference/migrations/overview', migrationsOverviewAppendix(migrations));
  generated.set('reference/configs/workspace-config', workspaceConfigAppendix(root));
  generated.set('reference/configs/angular-compiler-options', compilerOptionsAppendix(root));
  generated.set('reference/versions', compatibilityTable());
  const updateGuide = readUpdateGuide(root, errors);
  generated.set('update-guide', updateGuideAppendix(updateGuide));
  const exists = (item: SiteTreeItem) => existsSync(join(docs, `${item.contentPath ?? item.path}.md`));

  const configs: SiteTreeItem[] = [
    { label: 'File structure', path: 'reference/configs/file-structure' },
    { label: 'Workspace configuration', path: 'reference/configs/workspace-config' },
    { label: 'Angular compiler options', path: 'reference/configs/angular-compiler-options' },
    { label: 'npm dependencies', path: 'reference/configs/npm-packages' },
  ].filter((item) => existsSync(join(docs, `${item.path}.md`)));
  const migrationItems: SiteTreeItem[] = migrations
    .filter((m) => existsSync(join(docs, `${migrationContentPath(m)}.md`)))
    .map((m) => ({ label: m.label, path: migrationContentPath(m), ...(m.status ? { status: m.status } : {}) }));
  const tree: SiteTreeItem[] = [
    { label: 'Versioning and releases', path: 'reference/releases' },
    { label: 'Version compatibility', path: 'reference/versions' },
    { label: 'Update guide', path: 'update-guide' },
  ].filter(exists);
  if (configs.length) tree.push({ label: 'Configurations', children: configs });
  tree.push({
    label: 'Migrations',
    children: [{ label: 'Overview', path: 'reference/migrations', contentPath: 'reference/migrations/overview' }, ...migrationItems],
  });
  const before: SiteTreeItem[] = [{ label: 'Roadmap', path: 'roadmap' }].filter(exists);
  return { before, tree, generated, updateGuide };
}
