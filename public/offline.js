// The offline page (issue 29; served by the service worker for a page that is neither reachable nor
// saved): lists the saved pages of the section of the address the reader asked for. Cache names:
// shell/offline/cache-rules.ts. Text only (textContent), never markup from the cache.
(async () => {
  const list = document.getElementById('docs-offline-list');
  const empty = document.getElementById('docs-offline-empty');
  const section = location.pathname.split('/').find(Boolean) ?? '';
  const pages = [];
  try {
    const names = (await caches.keys()).filter((name) => name.startsWith('docs-pages-'));
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.origin !== location.origin) continue;
        if ((url.pathname.split('/').find(Boolean) ?? '') !== section) continue;
        const response = await cache.match(request);
        const html = response ? await response.text() : '';
        const title = new DOMParser().parseFromString(html, 'text/html').title || url.pathname;
        pages.push({ path: url.pathname, title: title.replace(/ [•|-] Angular$/, '') });
      }
    }
  } catch {
    // Storage unavailable: nothing saved to list.
  }
  pages.sort((a, b) => a.title.localeCompare(b.title));
  for (const page of pages) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = page.path;
    link.textContent = page.title;
    item.append(link);
    list.append(item);
  }
  if (!pages.length) {
    list.hidden = true;
    empty.hidden = false;
  }
  document.documentElement.dataset.offlineReady = 'true';
})();
