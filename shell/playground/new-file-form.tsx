/** The workspace's "New file" form (state in use-new-file.ts). */
import type { NewFile } from './use-new-file.ts';

export function NewFileForm({ uid, form }: { uid: string; form: NewFile }) {
  const errorId = `${uid}-name-error`;
  return (
    <form className="pg-new-file" onSubmit={form.submit}>
      <label>
        File name
        <input
          value={form.name}
          autoFocus
          placeholder="app/item.ts"
          aria-invalid={form.error ? true : undefined}
          aria-describedby={form.error ? errorId : undefined}
          onChange={(event) => form.edit(event.target.value)}
        />
      </label>
      <button type="submit" className="pg-button">
        Create
      </button>
      <button type="button" className="pg-button" onClick={form.close}>
        Cancel
      </button>
      {form.error ? (
        <p role="alert" id={errorId} className="pg-field-error">
          {form.error}
        </p>
      ) : null}
    </form>
  );
}
