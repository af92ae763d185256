// Output of the code-sample check: counts per section and run time.
import type { PageSamples } from './collect.ts';
import type { CheckResult } from './check.ts';

const ORDER = ['introduction', 'essentials', 'guide', 'reference', 'docs', 'api', 'tutorials', 'playground', 'examples'];

export function formatReport(result: CheckResult, pageCount: number, repeat = 1): string {
  const rows = [...result.sections].sort(([a], [b]) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b));
  const width = Math.max(8, ...rows.map(([s]) => s.length));
  const lines = [`Code samples${repeat > 1 ? ` (synthetic: pages ×${repeat})` : ''}: ${pageCount} pages`];
  lines.push(`  ${'section'.padEnd(width)}  checked  fragments  avoid`);
  const row = (label: string, c: { checked: number; fragments: number; avoid: number }) =>
    `  ${label.padEnd(width)}  ${String(c.checked).padStart(7)}  ${String(c.fragments).padStart(9)}  ${String(c.avoid).padStart(5)}`;
  const total = { checked: 0, fragments: 0, avoid: 0 };
  for (const [section, c] of rows) {
    lines.push(row(section, c));
    total.checked += c.checked;
    total.fragments += c.fragments;
    total.avoid += c.avoid;
  }
  lines.push(row('total', total));
  const s = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(1)} s`;
  lines.push(
    `Time: ${s(result.ms.total)} (collect ${s(result.ms.collect)}, program ${s(result.ms.program)}, diagnostics ${s(result.ms.diagnostics)}; ${result.programFiles} files in one program)`,
  );
  return lines.join('\n');
}

/** The pages N times over, as distinct pages (for the synthetic run). */
export function replicatePages(pages: PageSamples[], repeat: number): PageSamples[] {
  if (repeat <= 1) return pages;
  const out: PageSamples[] = [];
  for (let i = 0; i < repeat; i += 1) out.push(...pages.map((p) => (i === 0 ? p : { ...p, source: `${p.source}#${i}` })));
  return out;
}
