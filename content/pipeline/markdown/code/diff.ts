// Line diff (longest common subsequence) for <docs-code diff="…">.

export type DiffLine = { kind: 'same'; before: number; after: number } | { kind: 'remove'; before: number } | { kind: 'add'; after: number };

const MAX_CELLS = 4_000_000;

/** The lines of `before` and `after` in display order, each marked same, remove or add (0-based indexes). */
export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  // Common prefix and suffix need no table.
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before[endB - 1] === after[endA - 1]) {
    endB -= 1;
    endA -= 1;
  }
  const n = endB - start;
  const m = endA - start;
  if ((n + 1) * (m + 1) > MAX_CELLS) throw new Error(`the files are too different to diff (${n} × ${m} lines)`);

  // lcs[i][j] = LCS length of before[start+i..endB) and after[start+j..endA).
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] =
        before[start + i] === after[start + j] ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
    }
  }

  const out: DiffLine[] = [];
  for (let k = 0; k < start; k++) out.push({ kind: 'same', before: k, after: k });
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && before[start + i] === after[start + j]) {
      out.push({ kind: 'same', before: start + i, after: start + j });
      i += 1;
      j += 1;
    } else if (i < n && (j === m || lcs[(i + 1) * width + j] >= lcs[i * width + j + 1])) {
      out.push({ kind: 'remove', before: start + i });
      i += 1;
    } else {
      out.push({ kind: 'add', after: start + j });
      j += 1;
    }
  }
  for (let k = 0; k < before.length - endB; k++) out.push({ kind: 'same', before: endB + k, after: endA + k });
  return out;
}
