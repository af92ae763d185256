// How the local engine turns words into index terms (shared by indexing, querying and highlighting).

/** Lower-cases and folds a plural 's' (signals → signal), for the index and the query alike. */
export function processTerm(term: string): string {
  const lower = term.toLowerCase();
  return lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
}
