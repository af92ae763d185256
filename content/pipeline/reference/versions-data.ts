/**
 * Version compatibility data for /reference/versions: which Node.js, TypeScript and RxJS ranges each
 * Angular release line requires. The rows are the ranges the framework's packages declared
 * (`engines.node` of @angular/core and the CLI, `peerDependencies.typescript` of @angular/compiler-cli,
 * `peerDependencies.rxjs` of @angular/core), as published in the framework's compatibility notes; the row
 * of the installed version is checked against node_modules by tests/unit/reference/versions.test.ts.
 */
export interface CompatibilityRow {
  /** Release line(s), e.g. '22.2.x'. */
  angular: string;
  node: string;
  typescript: string;
  rxjs: string;
  /** Support status on the site's date; the releases page explains the stages. */
  support: 'active' | 'lts' | 'ended';
}

/** The installed release line: the row that ends with it must match the installed packages (unit test). */
export const DOCUMENTED_LINE = '22.2.x';

export const COMPATIBILITY: CompatibilityRow[] = [
  { angular: '22.1.x – 22.2.x', node: '^22.22.3 || ^24.15.0 || >=26.0.0', typescript: '>=6.0 <6.1', rxjs: '^6.5.3 || ^7.4.0', support: 'active' },
  { angular: '22.0.x', node: '^22.22.0 || ^24.13.1 || ^26.0.0', typescript: '>=6.0.0 <6.1.0', rxjs: '^6.5.3 || ^7.4.0', support: 'active' },
  { angular: '21.0.x – 21.2.x', node: '^20.19.0 || ^22.12.0 || ^24.0.0', typescript: '>=5.9.0 <6.0.0', rxjs: '^6.5.3 || ^7.4.0', support: 'lts' },
  { angular: '20.2.x – 20.3.x', node: '^20.19.0 || ^22.12.0 || ^24.0.0', typescript: '>=5.8.0 <6.0.0', rxjs: '^6.5.3 || ^7.4.0', support: 'lts' },
  { angular: '20.0.x – 20.1.x', node: '^20.19.0 || ^22.12.0 || ^24.0.0', typescript: '>=5.8.0 <5.9.0', rxjs: '^6.5.3 || ^7.4.0', support: 'lts' },
  { angular: '19.2.x', node: '^18.19.1 || ^20.11.1 || ^22.0.0', typescript: '>=5.5.0 <5.9.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '19.1.x', node: '^18.19.1 || ^20.11.1 || ^22.0.0', typescript: '>=5.5.0 <5.8.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '19.0.x', node: '^18.19.1 || ^20.11.1 || ^22.0.0', typescript: '>=5.5.0 <5.7.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '18.1.x – 18.2.x', node: '^18.19.1 || ^20.11.1 || ^22.0.0', typescript: '>=5.4.0 <5.6.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '18.0.x', node: '^18.19.1 || ^20.11.1 || ^22.0.0', typescript: '>=5.4.0 <5.5.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '17.3.x', node: '^18.13.0 || ^20.9.0', typescript: '>=5.2.0 <5.5.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '17.1.x – 17.2.x', node: '^18.13.0 || ^20.9.0', typescript: '>=5.2.0 <5.4.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '17.0.x', node: '^18.13.0 || ^20.9.0', typescript: '>=5.2.0 <5.3.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '16.1.x – 16.2.x', node: '^16.14.0 || ^18.10.0', typescript: '>=4.9.3 <5.2.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '16.0.x', node: '^16.14.0 || ^18.10.0', typescript: '>=4.9.3 <5.1.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '15.1.x – 15.2.x', node: '^14.20.0 || ^16.13.0 || ^18.10.0', typescript: '>=4.8.2 <5.0.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '15.0.x', node: '^14.20.0 || ^16.13.0 || ^18.10.0', typescript: '~4.8.2', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '14.2.x – 14.3.x', node: '^14.15.0 || ^16.10.0', typescript: '>=4.6.2 <4.9.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
  { angular: '14.0.x – 14.1.x', node: '^14.15.0 || ^16.10.0', typescript: '>=4.6.2 <4.8.0', rxjs: '^6.5.3 || ^7.4.0', support: 'ended' },
];

const SUPPORT_LABEL: Record<CompatibilityRow['support'], string> = { active: 'Active', lts: 'LTS', ended: 'Ended' };

function cell(text: string): string {
  return `\`${text}\``.replace(/\|/g, '\\|');
}

/** The Markdown table of the versions page. */
export function compatibilityTable(rows: CompatibilityRow[] = COMPATIBILITY): string {
  const lines = ['| Angular | Support | Node.js | TypeScript | RxJS |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) lines.push(`| ${row.angular} | ${SUPPORT_LABEL[row.support]} | ${cell(row.node)} | ${cell(row.typescript)} | ${cell(row.rxjs)} |`);
  return `\n${lines.join('\n')}\n`;
}
