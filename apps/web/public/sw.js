// Service worker of the desktop client (/dist/client). It keeps the application shell — the page,
// its scripts and styles, the runtime configuration and icons — so the client opens, and shows its
// noInternet screen, without a network. Calls to the API always go to the network.
const CACHE = 'hanyu-client-v1';
const SHELL = [
  '/dist/client',
  '/dist/runtime-config.json',
  '/dist/manifest.webmanifest',
  '/dist/icons/icon-192.png',
  '/dist/icons/icon.svg',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const built = await fetch('/dist/precache.json', { cache: 'no-cache' }).then((response) => response.json());
      await cache.addAll([...SHELL, ...built]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && request.method === 'GET' && !request.url.includes('/dist/client/')) {
      await cache.put(fallbackUrl ?? request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackUrl ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, '/dist/client'));
  } else if (url.pathname.startsWith('/dist/assets/') || url.pathname.startsWith('/dist/icons/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === '/dist/runtime-config.json' || url.pathname === '/dist/manifest.webmanifest') {
    event.respondWith(networkFirst(request));
  }
});
