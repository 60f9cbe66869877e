import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { clientRuntime } from '#app/utils/i18n/i18n.client.ts'
import { I18nRoot } from '#app/utils/i18n/i18n.tsx'
import { scheduleServiceWorkerRegistration } from '#app/utils/service-worker.client.ts'

function hydrate() {
  const runtime = clientRuntime()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nRoot runtime={runtime}>
          <HydratedRouter />
        </I18nRoot>
      </StrictMode>,
    )
  })
}

// The server's HTML is the page: let the browser paint it before React walks it, so a slow
// phone shows the page at once rather than after hydration's long first task.
requestAnimationFrame(() => setTimeout(hydrate, 0))

scheduleServiceWorkerRegistration()
