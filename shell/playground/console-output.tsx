/** The console under the preview: the editor's type errors in one line, then the preview's output (folded, capped: console-log.ts). */
import { errorCount, type ConsoleLog } from './console-log.ts';
import { errorsLabel } from './workspace-files.ts';

export function ConsoleOutput({ log, typeErrors }: { log: ConsoleLog; typeErrors: number }) {
  const errors = errorCount(log) + typeErrors;
  return (
    <div className="pg-console">
      <h2 className="pg-pane-title">Console {errors ? <span className="pg-badge">{errorsLabel(errors)}</span> : null}</h2>
      <ol className="pg-console-list" aria-label="Console output" tabIndex={0}>
        {log.lines.length === 0 && typeErrors === 0 ? <li className="pg-console-empty">No output.</li> : null}
        {typeErrors ? (
          <li className="pg-console-entry pg-console-error pg-console-types">
            <span className="docs-visually-hidden">error: </span>
            {errorsLabel(typeErrors, 'type ')}: see the underlined code in the editor (hover for the message).
          </li>
        ) : null}
        {log.dropped ? <li className="pg-console-dropped">{log.dropped} earlier lines not shown.</li> : null}
        {log.lines.map((entry, index) => (
          <li key={index} className={`pg-console-entry pg-console-${entry.level}`}>
            <span className="docs-visually-hidden">{entry.level}: </span>
            {entry.text}
            {entry.count > 1 ? <span className="pg-console-count"> ×{entry.count}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
