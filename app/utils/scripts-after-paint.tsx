import { useNonce } from './nonce.tsx'

/**
 * Content before code: a page's scripts are fetched after its first paint.
 *
 * React Router announces every script of a page in the head (`<link rel="modulepreload">`) and
 * starts them with a module script at the end of the body; a browser fetches them at once, beside
 * the document still arriving. On slow 4G the 120+ KiB of scripts share the line with the page the
 * person is waiting to read — and every form here works without them. So the server writes both
 * inert (an unknown `rel`, an unknown script `type`: app/utils/scripts-after-paint.server.ts), and
 * a small script after them (AFTER_PAINT_LOADER) brings them to life once the page has painted:
 * the page hydrates as soon as its scripts arrive, which on a second visit (cached) is at once.
 */

/** The head's script announcements, inert until the first paint. */
export const INERT_PRELOAD_REL = 'modulepreload-after-paint'
/** React Router's module script, inert until the first paint. */
export const INERT_MODULE_TYPE = 'text/x-module-after-paint'

/**
 * After the first contentful paint has reached the screen (the browser's paint timing; where it
 * has none, the next frame), announce the scripts and start the module script. At once in a tab
 * nobody sees, and after 3 s whatever happened. Only elements carrying this page's nonce are
 * brought to life: markup slipped into a page cannot borrow the loader to run its own script.
 */
export const AFTER_PAINT_LOADER = `(() => {
  const nonce = document.currentScript && document.currentScript.nonce
  if (!nonce) return
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const inert of document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]')) {
      if (inert.nonce !== nonce) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = inert.href
      link.nonce = nonce
      document.head.appendChild(link)
    }
    for (const inert of document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]')) {
      if (inert.nonce !== nonce) continue
      const script = document.createElement('script')
      script.type = 'module'
      script.nonce = nonce
      script.textContent = inert.textContent
      document.head.appendChild(script)
    }
  }
  const soon = () => setTimeout(start, 0)
  if (document.visibilityState === 'hidden') return start()
  document.addEventListener('visibilitychange', start, { once: true })
  setTimeout(start, 3000)
  const observer = window.PerformanceObserver
  if (observer && (observer.supportedEntryTypes || []).includes('paint')) {
    new observer((entries, self) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return
      self.disconnect()
      soon()
    }).observe({ type: 'paint', buffered: true })
  } else requestAnimationFrame(soon)
})()`

/**
 * The loader, written after React Router's <Scripts>. Only the server writes its text (it has
 * run by the time anything hydrates), so the browser's bundle does not carry it twice.
 */
export function ScriptsAfterFirstPaint() {
  const nonce = useNonce()
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? AFTER_PAINT_LOADER : '' }}
    />
  )
}
