/*
 * The app shell offline (issue 18 part 6), hand-written: no Workbox runtime in the page. Registered after the first
 * screen (lib/offline/start.ts), never on the first load's path.
 * - Pages (navigations): the network first; without one, the built index.html kept here (never a page the server
 *   rendered, which may hold a child's data), so the app opens and shows its own offline state instead of the
 *   browser's error page.
 * - Built files under /assets/ (hashed names, never changed): from here when kept, else fetched and kept.
 * - Everything else, the API above all, goes to the network untouched: health data is never kept by the worker.
 * A new build names a new cache (scripts/stamp-service-worker.mjs writes the build's id into CACHE), so the browser
 * sees a new sw.js and installs it; the old build's cache, with all its files, is dropped when it takes over.
 */
const CACHE = 'sprout-shell-__BUILD_ID__';
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The built index.html itself, never a page the server rendered: that one may hold a child's data.
      const response = await fetch(SHELL, { cache: 'no-cache', credentials: 'omit' });
      if (!response.ok) return;
      const html = await response.clone().text();
      await cache.put(SHELL, response);
      // The entry and what it preloads, so the shell starts without a network.
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await cache.addAll([...new Set(assets)]);
    })().then(() => self.skipWaiting()),
  );
});

/**
 * Keeps a response in this build's cache, unless a newer build's worker has taken over and dropped that cache (its
 * `activate`): caches.open would make it again, and the old build's files would stay on the phone. An old worker
 * still answers the page that was open when the new one arrived, so its fetches can end after the drop.
 * The drop can also come between the check and the open (it did on a loaded machine in CI): the cache is then made
 * again after the newer build's. Caches are listed in the order they were made, and a build's cache is older than
 * any a later build makes, so one listed after another build's was made again: this worker drops it itself.
 */
async function keep(request, response) {
  if (!(await caches.has(CACHE))) return;
  await (await caches.open(CACHE)).put(request, response);
  const names = await caches.keys();
  if (names.indexOf(CACHE) > 0) await caches.delete(CACHE);
}

async function refreshShell() {
  const response = await fetch(SHELL, { cache: 'no-cache', credentials: 'omit' }).catch(() => null);
  if (response?.ok) await keep(SHELL, response);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).then(
        (response) => {
          // The page answered may be the server's render with someone's data (Cache-Control: private, no-store):
          // it is never kept. The built index.html is fetched again beside it, without the session cookie.
          if (response.ok) event.waitUntil(refreshShell());
          return response;
        },
        async () => (await caches.match(SHELL)) ?? Response.error(),
      ),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const kept = await caches.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) event.waitUntil(keep(request, response.clone()));
        return response;
      })(),
    );
  }
});
