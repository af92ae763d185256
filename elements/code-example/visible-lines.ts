/** A 1-based, inclusive range of line numbers. */
export type LineRange = readonly [start: number, end: number];

/** One piece of a collapsed file: a run of shown lines, or a gap standing for hidden lines. */
export type LineSegment =
  { readonly kind: 'lines'; readonly start: number; readonly end: number } | { readonly kind: 'gap'; readonly start: number; readonly end: number };

/**
 * Parses a `data-visible-lines` value (JSON `[start, end]` pairs; a bare number `n` means `[n, n]`).
 * Returns null when the value is missing, malformed or names no line.
 */
export function parseVisibleLines(value: string | null | undefined): LineRange[] | null {
  if (value == null || value.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof parsed === 'number') parsed = [[parsed, parsed]];
  if (!Array.isArray(parsed)) return null;
  // A single flat pair `[a, b]` is accepted as one range.
  if (parsed.length === 2 && parsed.every((n) => typeof n === 'number')) parsed = [parsed];
  const ranges: LineRange[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item === 'number' && Number.isInteger(item)) {
      ranges.push([item, item]);
    } else if (Array.isArray(item) && item.length === 2 && item.every((n) => typeof n === 'number' && Number.isInteger(n))) {
      const [a, b] = item as [number, number];
      ranges.push(a <= b ? [a, b] : [b, a]);
    } else {
      return null;
    }
  }
  return ranges.length > 0 ? ranges : null;
}

/**
 * Whether each line (1…total) is shown when the file is collapsed to `ranges`. Ranges are clamped
 * to the file; overlapping or unordered ranges are fine.
 */
export function visibleMask(total: number, ranges: readonly LineRange[]): boolean[] {
  const mask = new Array<boolean>(total).fill(false);
  for (const [start, end] of ranges) {
    for (let line = Math.max(1, start); line <= Math.min(total, end); line++) mask[line - 1] = true;
  }
  return mask;
}

/**
 * The collapsed layout of a file of `total` lines: shown runs and one gap per maximal run of
 * hidden lines, in order. With no range naming a line of the file, everything is shown.
 */
export function collapsedSegments(total: number, ranges: readonly LineRange[]): LineSegment[] {
  const mask = visibleMask(total, ranges);
  if (!mask.includes(true)) return total > 0 ? [{ kind: 'lines', start: 1, end: total }] : [];
  const segments: LineSegment[] = [];
  let line = 1;
  while (line <= total) {
    const shown = mask[line - 1];
    let end = line;
    while (end < total && mask[end] === shown) end++;
    segments.push({ kind: shown ? 'lines' : 'gap', start: line, end });
    line = end + 1;
  }
  return segments;
}

/** Number of '...' gap markers a collapsed file shows. */
export function gapCount(total: number, ranges: readonly LineRange[]): number {
  return collapsedSegments(total, ranges).filter((segment) => segment.kind === 'gap').length;
}
