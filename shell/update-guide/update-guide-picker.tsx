/**
 * The interactive part of /update-guide (loaded through update-guide.tsx): version, level and option pickers above the prerendered page.
 * The page's Markdown (rendered at build time) already lists the default selection, so the page works
 * without JavaScript; this component computes any other selection with the same rules
 * (isomorphic/update-guide-data.ts, over the entries the build serves as UPDATE_GUIDE_URL) and keeps it in the URL (`?v=<from>-<to>&l=<level>`);
 * its state lives in use-update-guide.ts.
 */
import { Fragment, type ReactNode } from 'react';
import { LEVELS, OPTIONS, VERSIONS, WARNING_TEXT, selectionWarnings, type Recommendation } from '../../isomorphic/update-guide-data.ts';
import { useUpdateGuide } from './use-update-guide.ts';

/** Inline Markdown of an entry (code spans and links) as React nodes; no HTML is injected. */
export function inlineMarkdown(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let key = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    if (m.index > last) nodes.push(text.slice(last, m.index));
    if (m[1] !== undefined) nodes.push(<code key={key++}>{m[1]}</code>);
    else
      nodes.push(
        <a key={key++} href={m[3]}>
          {m[2]}
        </a>,
      );
    last = m.index + m[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

function versionName(n: number): string {
  return VERSIONS.find((v) => v.number === n)?.name ?? '';
}

export function UpdateGuide({ recommendations }: { recommendations: readonly Recommendation[] }) {
  const { from, setFrom, to, setTo, level, setLevel, options, setOptions, packageManager, setPackageManager, shown, show, done, toggleDone, copied, copyCode } =
    useUpdateGuide(recommendations);
  const warnings = selectionWarnings(from, to);
  return (
    <section className="docs-update-guide" aria-labelledby="update-guide-picker" onClick={copyCode}>
      <h2 id="update-guide-picker">Choose your update</h2>
      <div className="docs-update-guide-form">
        <label>
          Angular version you use{' '}
          <select value={from} onChange={(e) => setFrom(Number(e.target.value))}>
            {VERSIONS.map((v) => (
              <option key={v.number} value={v.number}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Version you update to{' '}
          <select value={to} onChange={(e) => setTo(Number(e.target.value))}>
            {VERSIONS.map((v) => (
              <option key={v.number} value={v.number}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Application complexity</legend>
          {LEVELS.map((l) => (
            <label key={l.value} title={l.description}>
              <input type="radio" name="update-guide-level" checked={level === l.value} onChange={() => setLevel(l.value)} /> {l.name}
              <span className="docs-update-guide-hint"> — {l.description}</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Options</legend>
          {OPTIONS.map((o) => (
            <label key={o.id}>
              <input type="checkbox" checked={options[o.id]} onChange={(e) => setOptions({ ...options, [o.id]: e.target.checked })} /> {o.name}
              <span className="docs-update-guide-hint"> — {o.description}</span>
            </label>
          ))}
        </fieldset>
        {from < 600 ? (
          <fieldset>
            <legend>Package manager</legend>
            {(['npm', 'yarn'] as const).map((pm) => (
              <label key={pm}>
                <input type="radio" name="update-guide-pm" checked={packageManager === pm} onChange={() => setPackageManager(pm)} /> {pm}
              </label>
            ))}
          </fieldset>
        ) : null}
        {warnings.map((w) => (
          <p key={w} className="docs-alert docs-alert-important" role="note">
            {inlineMarkdown(WARNING_TEXT[w])}
          </p>
        ))}
        <button type="button" className="docs-button" disabled={warnings.includes('downgrade')} onClick={() => show()}>
          Show me how to update!
        </button>
      </div>
      {shown ? (
        <div className="docs-update-guide-result" aria-live="polite">
          <h3>
            From {versionName(shown.from)} to {versionName(shown.to)}, {LEVELS.find((l) => l.value === shown.level)?.name.toLowerCase()} application
          </h3>
          {shown.install ? (
            <p>
              Versions before 6.0 have no <code>ng update</code>. Update the packages with: <code>{shown.install}</code>
            </p>
          ) : null}
          <Bucket title="Before you update" recommendations={shown.buckets.before} done={done} onToggle={toggleDone} />
          <Bucket title="During the update" recommendations={shown.buckets.during} done={done} onToggle={toggleDone} />
          <Bucket title="After the update" recommendations={shown.buckets.after} done={done} onToggle={toggleDone} />
          <p className="docs-update-guide-hint">Click any command to copy it.{copied ? ` Copied: ${copied}` : ''}</p>
        </div>
      ) : null}
    </section>
  );
}

interface BucketProps {
  title: string;
  recommendations: Recommendation[];
  /** Ids of the steps the reader ticked off (kept across selections). */
  done: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/** One bucket of steps, each with a checkbox the reader ticks off as done. */
function Bucket({ title, recommendations, done, onToggle }: BucketProps) {
  return (
    <section className="docs-update-guide-bucket" aria-label={title}>
      <h3>{title}</h3>
      {recommendations.length === 0 ? (
        <p>Nothing to do in this step.</p>
      ) : (
        <ul>
          {recommendations.map((rec) => (
            <li key={rec.id}>
              <label>
                <input type="checkbox" checked={done.has(rec.id)} onChange={() => onToggle(rec.id)} />{' '}
                <span className={done.has(rec.id) ? 'docs-update-guide-done' : undefined}>{inlineMarkdown(rec.action)}</span>
              </label>
              {rec.link ? (
                <Fragment>
                  {' '}
                  <a href={rec.link}>Details</a>
                </Fragment>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
