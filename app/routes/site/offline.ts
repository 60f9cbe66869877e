import { offlinePageHtml } from './offline-page.ts'

/** The offline page, precached by the service worker (see app/service-worker/sw.ts). */
export function loader() {
  return new Response(offlinePageHtml(), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}
