// Network first, the cache when offline: the page and the element's files from the CDN (modules,
// the engine's worker and .wasm) are kept as they are fetched, so after one visit the board works
// offline, and online it always gets the current files.
const CACHE = 'sudoku-board';
const CDN = 'https://cdn.jsdelivr.net/npm/sudoku-lab@1/';

// The page itself was fetched before this worker ran: keep it now.
self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['./', './index.html'])));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// The page asks on its first visit, or after a hard reload (which bypasses the service worker).
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const ours = request.url.startsWith(`${self.location.origin}/`) || request.url.startsWith(CDN);
  if (request.method !== 'GET' || !ours) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      } catch (error) {
        const kept = await cache.match(request);
        if (kept) return kept;
        throw error;
      }
    })(),
  );
});
