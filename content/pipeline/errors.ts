/**
 * A problem in a content source file. The message always reads `file:line: reason`, so a build log
 * line can be clicked in an editor; `file`, `line` and `reason` are kept apart for tools.
 */
export class ContentError extends Error {
  /** Repo-relative path of the source file, e.g. `content/docs/installation.md`. */
  readonly file: string;
  /** 1-based line in `file`. */
  readonly line: number;
  /** The message without the `file:line: ` prefix. */
  readonly reason: string;

  constructor(file: string, line: number, reason: string, options?: { cause?: unknown }) {
    super(`${file}:${line}: ${reason}`, options);
    this.name = 'ContentError';
    this.file = file;
    this.line = line;
    this.reason = reason;
  }
}
