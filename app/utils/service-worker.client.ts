import { SERVICE_WORKER_MAX_WAIT_MS } from '#app/content/site.ts'
import { runWhenStableOrAfter } from './schedule-once.ts'

/**
 * Registers the service worker in production builds only, and only when the server says so
 * (it is switched off for tests with DISABLE_SERVICE_WORKER).
 */
export function scheduleServiceWorkerRegistration() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const flag = document.querySelector('meta[name="service-worker"]')
  if (flag?.getAttribute('content') !== 'enabled') return

  runWhenStableOrAfter(
    () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // Offline support is a bonus; the site works without it.
      })
    },
    SERVICE_WORKER_MAX_WAIT_MS,
    {
      whenStable: (callback) => {
        const afterLoad = () => {
          if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback)
          else window.setTimeout(callback, 0)
        }
        if (document.readyState === 'complete') afterLoad()
        else window.addEventListener('load', afterLoad, { once: true })
      },
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
  )
}
