/** The workspace's "New file" form: open or closed, the name typed so far (kept while closed) and its problem. */
import { useCallback, useState, type FormEvent } from 'react';
import { validateNewFileName } from '../../isomorphic/playground/files.ts';

export interface NewFile {
  open: boolean;
  toggle: () => void;
  close: () => void;
  name: string;
  edit: (name: string) => void;
  /** Why the name was refused, until it is edited. */
  error: string | null;
  submit: (event: FormEvent) => void;
}

/** `create` is called with a valid name that no file of `existing()` has. */
export function useNewFile(existing: () => string[], create: (name: string) => void): NewFile {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  const edit = useCallback((value: string) => {
    setName(value);
    setError(null);
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewFileName(name, existing());
    if (problem) {
      setError(problem);
      return;
    }
    create(name);
    setOpen(false);
    setName('');
    setError(null);
  };
  return { open, toggle, close, name, edit, error, submit };
}
