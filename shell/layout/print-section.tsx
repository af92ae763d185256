import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { contentUrl } from '../../isomorphic/paths.ts';
import { assets } from '../data/assets.ts';
import { loadDocsTree } from '../data/trees.ts';
import type { NavSliceItem } from '../navigation/nav.ts';
import { sectionOfOverview, type PrintableSection } from '../offline/print-section.ts';

/**
 * "Print this section" on a docs section's overview page (issue 29): loads every page of the section
 * (navigation order, the build's fragments) into one print-only document part and opens the print
 * dialog; the current page's own article is not printed meanwhile (print.css, `docs-printing-section`).
 * The fragments are the site's own build output, rendered like every page's fragment.
 */
export function PrintSection({ nav, path }: { nav: NavSliceItem[]; path: string }) {
  const [pages, setPages] = useState<{ section: PrintableSection; html: string[] } | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const section = sectionOfOverview(nav, path);

  useEffect(() => {
    if (!pages) return;
    const root = document.documentElement;
    root.classList.add('docs-printing-section');
    const done = () => {
      root.classList.remove('docs-printing-section');
      setPages(null);
      setStatus('');
    };
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      root.classList.remove('docs-printing-section');
    };
  }, [pages]);

  if (!section) return null;

  const print = async () => {
    setBusy(true);
    try {
      // The slice may hide deeper branches: the whole section comes from the full tree.
      const full = sectionOfOverview(await loadDocsTree(), path) ?? section;
      setStatus(`Preparing ${full.pages.length} pages of ${full.label} for printing…`);
      const html = await Promise.all(full.pages.map((page) => assets.text(contentUrl(page.contentPath)).then((text) => text ?? '')));
      setStatus(`${full.label}: ${full.pages.length} pages ready to print.`);
      setPages({ section: full, html });
    } catch {
      setStatus('The pages of this section could not be loaded for printing.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="docs-print-section-action">
      <button type="button" className="docs-button" disabled={busy} onClick={() => void print()}>
        Print this section
      </button>
      <span role="status" className="docs-visually-hidden">
        {status}
      </span>
      {pages
        ? createPortal(
            <div className="docs-print-section" data-section={pages.section.label}>
              {pages.section.pages.map((page, index) => (
                <section
                  key={page.path}
                  className="docs-print-section-page docs-viewer"
                  data-path={`/${page.path}`}
                  dangerouslySetInnerHTML={{ __html: pages.html[index]! }}
                />
              ))}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
