/**
 * The service worker (built by vite-plugin-pwa with injectManifest; registered in production
 * only). It keeps the app shell (hashed scripts and styles), the offline page with the phone
 * numbers, and the public pages visited last, so that without a connection a visitor gets
 * either the page as they last saw it or the offline page, never the browser's error.
 *
 * Only public pages are kept, and only answers the server allows to be stored: a signed-in
 * request is answered with `Cache-Control: no-store` (server/route-policies.ts), so a page with
 * someone's name on it never lands in the cache to be shown to the next person on this phone.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { NetworkFirst, NetworkOnly } from 'workbox-strategies'
import { isStorablePage, offlinePathFor } from './offline-rules.ts'

declare const self: {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
  location: Location
  skipWaiting(): Promise<void>
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
void self.skipWaiting()
clientsClaim()

const RECENT_PAGES = 'recent-public-pages'

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isStorablePage(url),
  new NetworkFirst({
    cacheName: RECENT_PAGES,
    // On a weak signal, the page last seen beats a long wait.
    networkTimeoutSeconds: 6,
    plugins: [
      {
        cacheWillUpdate: async ({ response }) => {
          const cacheControl = response.headers.get('Cache-Control') ?? ''
          return response.status === 200 && !/no-store/i.test(cacheControl) ? response : null
        },
      },
      new ExpirationPlugin({ maxEntries: 25, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    ],
  }),
)

// Every other page (accounts, staff, doctors' days, private appointment links) always comes from
// the network; without one, the offline page answers instead.
registerRoute(new NavigationRoute(new NetworkOnly()))

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(offlinePathFor(new URL(request.url)))
    if (offline) return offline
  }
  return Response.error()
})
