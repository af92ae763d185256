import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compilerOptionsAppendix,
  dropOldSiteLinks,
  generatedSections,
  mergeGenerated,
  migrationAppendix,
  migrationContentPath,
  readCompilerOptions,
  readMigrations,
  schemaRows,
  typeLabel,
  workspaceConfigAppendix,
  type JsonSchema,
} from '../../../content/pipeline/reference/generated-tables.ts';
import type { ContentError } from '../../../content/pipeline/errors.ts';

const ROOT = join(import.meta.dirname, '../../..');

describe('migration pages', () => {
  const migrations = readMigrations(ROOT);
  const collection = JSON.parse(readFileSync(join(ROOT, 'node_modules/@angular/core/schematics/collection.json'), 'utf8')) as {
    schematics: Record<string, { schema: string }>;
  };

  it('has one page per schematic of the installed @angular/core, at angular.dev’s paths', () => {
    expect(migrations.map((m) => m.name).sort()).toEqual(Object.keys(collection.schematics).sort());
    for (const m of migrations) expect(existsSync(join(ROOT, 'content/docs', `${migrationContentPath(m)}.md`)), m.name).toBe(true);
    const slugs = migrations.map((m) => m.slug);
    for (const slug of [
      'standalone',
      'control-flow',
      'inject-function',
      'route-lazy-loading',
      'signal-inputs',
      'outputs',
      'signal-queries',
      'cleanup-unused-imports',
      'self-closing-tags',
      'ngclass-to-class',
      'ngstyle-to-style',
      'router-testing-module-migration',
      'common-to-standalone',
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('generates the command and every option of the schematic’s schema.json', () => {
    const inject = migrations.find((m) => m.name === 'inject-migration')!;
    const md = migrationAppendix(inject);
    expect(md).toContain('ng generate @angular/core:inject');
    const schema = JSON.parse(
      readFileSync(join(ROOT, 'node_modules/@angular/core/schematics', collection.schematics['inject-migration']!.schema), 'utf8'),
    ) as JsonSchema;
    for (const option of Object.keys(schema.properties ?? {})) expect(md).toContain(`| \`${option}\` |`);
    const standalone = migrationAppendix(migrations.find((m) => m.name === 'standalone-migration')!);
    expect(standalone).toContain('"convert-to-standalone" \\| "prune-ng-modules" \\| "standalone-bootstrap"');
  });

  it('every page places the generated part with the marker', () => {
    for (const m of migrations) {
      const source = readFileSync(join(ROOT, 'content/docs', `${migrationContentPath(m)}.md`), 'utf8');
      expect(source, m.slug).toContain('<!-- generated -->');
    }
  });
});

describe('schema tables', () => {
  const schema: JsonSchema = {
    properties: {
      mode: { type: 'string', enum: ['a', 'b'], default: 'a', description: 'Mode. For more information, see https://angular.dev/x#y.' },
      budget: { $ref: '#/definitions/budget' },
      list: { type: 'array', items: { type: 'string' } },
    },
    definitions: { budget: { type: 'object', description: 'Budget', properties: { max: { type: 'number' } } } },
  };

  it('resolves refs, enums, arrays and one level of nested objects', () => {
    expect(typeLabel(schema, schema.properties!['list']!)).toBe('string[]');
    const rows = schemaRows(schema, schema);
    expect(rows.map((r) => `${r.name}:${r.type}`)).toEqual(['mode:"a" | "b"', 'budget:object', 'budget.max:number', 'list:string[]']);
    expect(rows[0]!.default).toBe('"a"');
  });

  it('drops pointers to angular.dev', () => {
    expect(dropOldSiteLinks('Mode. For more information, see https://angular.dev/x#y.')).toBe('Mode.');
  });

  it('merges at the marker, or appends', () => {
    expect(mergeGenerated('# T\n\n<!-- generated -->\n\n## Next', 'TABLE\n')).toBe('# T\n\nTABLE\n\n\n## Next');
    expect(mergeGenerated('# T\n', '\nTABLE\n')).toBe('# T\n\nTABLE\n');
  });
});

describe('configuration pages', () => {
  it('lists every builder of @angular/build with its options', () => {
    const md = workspaceConfigAppendix(ROOT);
    const builders = JSON.parse(readFileSync(join(ROOT, 'node_modules/@angular/build/builders.json'), 'utf8')) as { builders: Record<string, unknown> };
    for (const name of Object.keys(builders.builders)) expect(md).toContain(`### \`@angular/build:${name}\``);
    expect(md).toContain('| `outputHashing` |');
    expect(md).not.toContain('https://angular.dev/');
  });

  it('lists the public compiler options, without internal ones', () => {
    const options = readCompilerOptions(ROOT).map((o) => o.name);
    expect(options).toContain('strictTemplates');
    expect(options).toContain('extendedDiagnostics');
    expect(options.some((n) => n.startsWith('_'))).toBe(false);
    expect(compilerOptionsAppendix(ROOT)).toContain('#### `strictTemplates`');
  });

  it('builds the Configurations and Migrations groups without errors', () => {
    const errors: ContentError[] = [];
    const section = generatedSections(ROOT, errors);
    expect(errors).toEqual([]);
    expect(section.tree.map((g) => g.label).slice(-2)).toEqual(['Configurations', 'Migrations']);
  });
});
