/**
 * The static part of /update-guide, generated from content/update-guide/recommendations.json with the rules of
 * isomorphic/update-guide-data.ts: the default selection's
 * three buckets (so the page is complete without JavaScript) and, for every major version, the steps of
 * moving to it from the previous one.
 */
import { DEFAULT_SELECTION, LEVELS, VERSIONS, bucketRecommendations, type Recommendation, type UpdateOptions } from '../../../isomorphic/update-guide-data.ts';

const NO_OPTIONS: UpdateOptions = { ngUpgrade: false, material: false, windows: false };

function levelName(level: number): string {
  return LEVELS.find((l) => l.value === level)?.name ?? String(level);
}

function versionName(n: number): string {
  return VERSIONS.find((v) => v.number === n)?.name ?? `${Math.floor(n / 100)}.${Math.floor((n % 100) / 10)}`;
}

export function recommendationItem(rec: Recommendation): string {
  const tags = [levelName(rec.level), ...(rec.material ? ['Angular Material'] : []), ...(rec.ngUpgrade ? ['ngUpgrade'] : [])];
  const link = rec.link ? ` [Details](${rec.link}).` : '';
  return `- ${rec.action}${link} _(${tags.join(', ')})_`;
}

function list(recs: Recommendation[], empty: string): string {
  return recs.length ? recs.map(recommendationItem).join('\n') : empty;
}

/** Markdown for the default selection and the per-major sections. */
export function updateGuideAppendix(recommendations: readonly Recommendation[]): string {
  const { from, to, level } = DEFAULT_SELECTION;
  const buckets = bucketRecommendations({ from, to, level, options: NO_OPTIONS }, recommendations);
  const out: string[] = [
    `## From ${versionName(from)} to ${versionName(to)}`,
    '',
    `The steps for a ${levelName(level).toLowerCase()} application moving from Angular ${versionName(from)} to ${versionName(to)}, without Angular Material or ngUpgrade. Each item names its complexity level.`,
    '',
    '### Before you update',
    '',
    list(buckets.before, 'Nothing to prepare for this step.'),
    '',
    '### During the update',
    '',
    list(buckets.during, 'No changes required during this step.'),
    '',
    '### After the update',
    '',
    list(buckets.after, 'No follow-up changes for this step.'),
    '',
    '## Every version, step by step',
    '',
    'To go further back, take one major version at a time. For each target version below, the list shows what becomes necessary when you arrive there (all levels; commands for POSIX shells; Angular Material and ngUpgrade items marked).',
    '',
  ];
  const majors = [...new Set(VERSIONS.map((v) => Math.floor(v.number / 100)))].filter((m) => m >= 4).sort((a, b) => b - a);
  for (const major of majors) {
    const target = major * 100;
    const previous = VERSIONS.filter((v) => v.number < target).sort((a, b) => b.number - a.number)[0]!;
    const steps = recommendations
      .filter((r) => r.necessaryAsOf > previous.number && r.necessaryAsOf <= target + 90 && r.windows !== true)
      .sort((a, b) => a.level - b.level || a.necessaryAsOf - b.necessaryAsOf);
    out.push(`### To Angular ${major}`, '', list(steps, 'No recorded changes.'), '');
  }
  return `\n${out.join('\n')}\n`;
}
