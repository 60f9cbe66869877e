import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { useFetchers, useNavigation } from 'react-router'

/** Events inside the part that mean the person reaches for it. */
const REACHING = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'] as const

/**
 * A part of a server-rendered page whose code the browser fetches only once it is needed, so the
 * page's own JavaScript stays small (docs/decisions/0006-javascript-budget.md). Until then its
 * server HTML stays in place and works as plain HTML: a form posts to the server exactly as it
 * does without JavaScript. It is needed when the person reaches for it (pointer, touch, focus or
 * typing inside it), when it comes near the screen, or when the router gets busy: React cannot
 * commit a router update around a part that has not hydrated, so that update waits for it.
 * What was typed before the code arrived is announced to it with an `input` event. A page reached
 * by client navigation has no server HTML, so there the code is fetched at once.
 *
 * `server` is the component itself for the server's render; pass it only under
 * `import.meta.env.SSR` so the browser build leaves it to `load`'s chunk.
 */
export function deferHydration<P extends object>({
  id,
  server: ServerComponent,
  load,
}: {
  /** The id of the element wrapping the part (unique in the page). */
  id: string
  server: ComponentType<P> | null
  load: () => Promise<ComponentType<P>>
}): ComponentType<P> {
  let needed: () => void = () => {}

  const Deferred = lazy(async () => {
    const element = document.getElementById(id)
    if (!element?.firstElementChild) return { default: await load() }
    // Reached for already, before the page's own code ran: no need to wait.
    if (!changedControl(element) && !element.contains(document.activeElement)) {
      await new Promise<void>((resolve) => {
        needed = resolve
        whenNeeded(element, resolve)
      })
    }
    return { default: withReplay(await load(), element) }
  })

  function Part(props: P) {
    const navigation = useNavigation()
    const busy = useFetchers().some((fetcher) => fetcher.state !== 'idle')
    // Starts the download during the render that waits for it (idempotent, like a preload).
    if (navigation.state !== 'idle' || busy) needed()
    return (
      <div id={id}>
        <Suspense fallback={<div aria-busy="true" className="min-h-96" />}>
          {ServerComponent ? <ServerComponent {...props} /> : <Deferred {...props} />}
        </Suspense>
      </div>
    )
  }
  return Part
}

function whenNeeded(element: HTMLElement, resolve: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done()
    },
    // Near the screen: about half a phone screen below it.
    { rootMargin: '0px 0px 400px 0px' },
  )
  function done() {
    observer.disconnect()
    for (const type of REACHING) element.removeEventListener(type, done, true)
    resolve()
  }
  observer.observe(element)
  for (const type of REACHING) element.addEventListener(type, done, { capture: true })
}

/** A field whose value is no longer the one the server wrote. */
function changedControl(element: HTMLElement): HTMLElement | null {
  for (const control of element.querySelectorAll('input, textarea, select')) {
    if (control instanceof HTMLSelectElement) {
      if ([...control.options].some((option) => option.selected !== option.defaultSelected))
        return control
    } else if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
      if (control.checked !== control.defaultChecked) return control
    } else if (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.value !== control.defaultValue
    ) {
      return control
    }
  }
  return null
}

/** Once hydrated, tells the part's own listeners about what was typed before its code came. */
function withReplay<P extends object>(
  Component: ComponentType<P>,
  element: HTMLElement,
): ComponentType<P> {
  return function Replaying(props: P) {
    useEffect(() => {
      changedControl(element)?.dispatchEvent(new Event('input', { bubbles: true }))
    }, [])
    return <Component {...props} />
  }
}
