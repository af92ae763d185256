import { useEffect, useId, useRef, useState } from 'react';
import { formatBytes, progressToAnnounce, type OfflineSectionId, type OfflineSections } from '../../isomorphic/offline-sections.ts';
import type { SaveProgress, SavedRecord } from '../offline/save.ts';
import '../styles/offline.css';

type SaveModule = typeof import('../offline/save.ts');
const loadSaveModule = () => import('../offline/save.ts');

/**
 * "Save for offline" in the footer (issue 29): a disclosure listing the sections a reader can save
 * whole (Docs, Tutorials, the reference without the API, the API reference) with their page count and
 * size from the build's list (isomorphic/offline-sections.ts), a Save button, a progress bar while it
 * runs (announced every 10 % in a polite status region) and "Remove offline copy" once saved. Rendered
 * only in the browser, once the service worker is active (so never where service workers or storage are
 * blocked: nothing shows). The list and the saving code load on first open.
 */
export function OfflineSave() {
  const [available, setAvailable] = useState(false);
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<OfflineSections | null>(null);
  const [records, setRecords] = useState<Partial<Record<OfflineSectionId, SavedRecord>>>({});
  const [saving, setSaving] = useState<{ id: OfflineSectionId; progress: SaveProgress } | null>(null);
  const [status, setStatus] = useState('');
  const [loadError, setLoadError] = useState(false);
  const module = useRef<SaveModule | null>(null);
  const abort = useRef<AbortController | null>(null);
  const panelId = useId();
  const titleId = useId();

  useEffect(() => {
    let cancelled = false;
    try {
      // Only where saved pages can be served: Cache Storage, and a service worker that is active.
      if ('serviceWorker' in navigator && typeof caches !== 'undefined')
        void navigator.serviceWorker.ready.then(() => !cancelled && setAvailable(true)).catch(() => undefined);
    } catch {
      // Storage blocked: no offline features.
    }
    return () => {
      cancelled = true;
      abort.current?.abort();
    };
  }, []);

  useEffect(() => {
    if (!open || list) return;
    let cancelled = false;
    (async () => {
      const save = (module.current ??= await loadSaveModule());
      const [sections, saved] = await Promise.all([save.loadOfflineSections(), save.savedRecords()]);
      if (cancelled) return;
      setList(sections);
      setRecords(saved);
    })().catch(() => !cancelled && setLoadError(true));
    return () => {
      cancelled = true;
    };
  }, [open, list]);

  if (!available) return null;

  const start = async (id: OfflineSectionId) => {
    const section = list?.sections.find((candidate) => candidate.id === id);
    const save = module.current;
    if (!section || !save || !list) return;
    const left = await save.storageLeft();
    if (left !== undefined && left < section.bytes) {
      setStatus(`Not enough storage to save ${section.label}: it needs ${formatBytes(section.bytes)}, ${formatBytes(left)} is free.`);
      return;
    }
    void navigator.storage?.persist?.().catch(() => false);
    const controller = new AbortController();
    abort.current = controller;
    let announced = -1;
    setStatus(`Saving ${section.label} for offline: ${formatBytes(section.bytes)}.`);
    try {
      const record = await save.saveSection(
        list,
        section,
        (progress) => {
          setSaving({ id, progress });
          const percent = progressToAnnounce(progress.bytesDone, progress.bytesTotal, announced);
          if (percent !== undefined && percent > 0 && percent < 100) {
            announced = percent;
            setStatus(`Saving ${section.label}: ${percent} %`);
          }
        },
        controller.signal,
      );
      setRecords((current) => ({ ...current, [id]: record }));
      setStatus(`${section.label} saved for offline: ${section.pages} pages, ${formatBytes(section.bytes)}.`);
    } catch {
      setRecords(await save.savedRecords().catch(() => records));
      setStatus(
        controller.signal.aborted
          ? `Saving ${section.label} cancelled. Remove the offline copy to free the space it used.`
          : `Saving ${section.label} stopped: a file could not be downloaded. Try again when you are online.`,
      );
    } finally {
      abort.current = null;
      setSaving(null);
    }
  };

  const remove = async (id: OfflineSectionId) => {
    const save = module.current;
    const label = list?.sections.find((section) => section.id === id)?.label ?? id;
    if (!save) return;
    await save.removeSection(id);
    setRecords(await save.savedRecords());
    setStatus(`Offline copy of ${label} removed.`);
  };

  return (
    <section className="docs-footer-column docs-offline-save" aria-labelledby={titleId}>
      <h2 id={titleId}>Offline</h2>
      <button type="button" className="docs-offline-save-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Save for offline
      </button>
      <div id={panelId} className="docs-offline-save-panel" hidden={!open}>
        {loadError ? <p>The list of sections could not be loaded. Try again when you are online.</p> : null}
        {!list && !loadError ? <p>Loading sections…</p> : null}
        {list ? (
          <ul aria-label="Sections to save for offline">
            {list.sections.map((section) => {
              const record = records[section.id];
              const running = saving?.id === section.id ? saving.progress : null;
              const progressId = `${panelId}-${section.id}-progress`;
              return (
                <li key={section.id} className="docs-offline-save-section">
                  <span className="docs-offline-save-name">{section.label}</span>
                  <span className="docs-offline-save-size">
                    {section.pages} pages, {formatBytes(section.bytes)}
                    {record?.complete ? ' · saved' : record ? ' · partly saved' : ''}
                  </span>
                  {running ? (
                    <>
                      <span id={progressId} className="docs-visually-hidden">
                        Saving {section.label}
                      </span>
                      <progress aria-labelledby={progressId} max={running.bytesTotal} value={running.bytesDone} />
                      <button type="button" onClick={() => abort.current?.abort()}>
                        Cancel
                      </button>
                    </>
                  ) : (
                    <span className="docs-offline-save-actions">
                      {!record?.complete ? (
                        <button
                          type="button"
                          disabled={saving !== null}
                          aria-label={`Save ${section.label} for offline, ${formatBytes(section.bytes)}`}
                          onClick={() => void start(section.id)}
                        >
                          Save
                        </button>
                      ) : null}
                      {record ? (
                        <button
                          type="button"
                          disabled={saving !== null}
                          aria-label={`Remove offline copy of ${section.label}`}
                          onClick={() => void remove(section.id)}
                        >
                          Remove offline copy
                        </button>
                      ) : null}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        <p role="status" className="docs-offline-save-status">
          {status}
        </p>
      </div>
    </section>
  );
}
