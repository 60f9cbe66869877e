import type { Route } from './+types/offline'
import { offlinePageHtml } from './offline-page.ts'
import { requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, publicFor } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = publicFor(3600)

/** The offline page, precached by the service worker (see app/service-worker/sw.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(offlinePageHtml(requestLocale(request)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}
