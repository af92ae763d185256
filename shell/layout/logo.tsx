/** The site mark: a faceted shield drawn for this site. */
export function Logo() {
  return (
    <svg className="docs-logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16 2 3 6.6l2 17.2L16 30l11-6.2 2-17.2L16 2Zm0 3.3 9.4 3.3-1.5 13.1L16 26.2l-7.9-4.5L6.6 8.6 16 5.3Z" />
      <path fill="currentColor" d="M16 7.5 9.2 22.6h2.6l1.4-3.4h5.6l1.4 3.4h2.6L16 7.5Zm0 5.4 1.9 4.4h-3.8l1.9-4.4Z" />
    </svg>
  );
}
