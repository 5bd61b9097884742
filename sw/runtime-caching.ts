import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

const DAY = 24 * 60 * 60;

export const runtimeCacheNames = {
  images: 'utstyrsbod-images',
  publicApi: 'utstyrsbod-public-api',
} as const;

/**
 * Product and category images: served from cache once seen. Public API reads: network first,
 * the last good answer when the network is slow or gone. The catalogue snapshot itself is not
 * cached here: Dexie is its offline store, and an old delta replayed from a cache would move
 * the local cursor backwards.
 */
export function registerRuntimeCaching(): void {
  registerRoute(
    ({ url, sameOrigin, request }) =>
      sameOrigin &&
      request.method === 'GET' &&
      (url.pathname.startsWith('/images/') || url.pathname.startsWith('/api/photos/')),
    new CacheFirst({
      cacheName: runtimeCacheNames.images,
      plugins: [
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );
  registerRoute(
    ({ url, sameOrigin, request }) =>
      sameOrigin &&
      request.method === 'GET' &&
      url.pathname.startsWith('/api/public/') &&
      url.pathname !== '/api/public/catalogue',
    new NetworkFirst({
      cacheName: runtimeCacheNames.publicApi,
      networkTimeoutSeconds: 4,
      plugins: [
        new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
      ],
    }),
  );
}
