// Offline: this service worker keeps the app's files (listed at build time by
// scripts/build-app.sh) and answers from them first, so after one visit the static site works
// offline from whatever path it is served. A new build is a new list, so a new cache.
// FILES (the shell and the lite play engine) are kept at install; LAZY (the full engine's chunk,
// worker and wasm, fetched when Watch, LP or GA is first used, and the full play module's worker
// and wasm, fetched when a rating or hint needs it) are kept when first fetched, or
// when the page asks ('keep-lazy', once it is ready and idle), so the first load stays small
// and yet those views work offline after one visit.
const FILES = [/* FILES */];
const LAZY = [/* LAZY */];
const CACHE = `sudoku-lab ${self.registration.scope} /* VERSION */`;

self.addEventListener('install', (e) => {
  e.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll(['./', ...FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (e) => {
  const mine = `sudoku-lab ${self.registration.scope} `;
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(mine) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The API reference the Pages workflow puts beside the app (api/) is a site of its own: left to
// the network, never answered with the app's page.
const API = new URL('./api/', self.registration.scope).pathname;

self.addEventListener('fetch', (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== location.origin || url.pathname.startsWith(API)) return;
  e.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // Pages with a query or hash, and any navigation in scope, are the app's one page.
      const hit =
        (await cache.match(req, { ignoreSearch: true })) ??
        (req.mode === 'navigate' ? await cache.match('./') : undefined);
      if (hit) return hit;
      const res = await fetch(req);
      const path = new URL(req.url).pathname;
      if (res.ok && LAZY.some((f) => path.endsWith(`/${f}`))) await cache.put(req, res.clone());
      return res;
    }),
  );
});

// The page, once ready: keep the full engine too; the answer says when it is all kept.
self.addEventListener('message', (e) => {
  if (e.data !== 'keep-lazy') return;
  const reply = (ok) => e.ports[0]?.postMessage(ok);
  e.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => {
        for (const f of LAZY) if (!(await cache.match(f))) await cache.add(f);
      })
      .then(
        () => reply(true),
        () => reply(false), // offline or a new build on the server: kept when first used instead
      ),
  );
});
