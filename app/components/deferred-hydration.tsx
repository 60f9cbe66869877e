import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
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
    if (typedValues(element).length === 0 && !element.contains(document.activeElement)) {
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
  // Listened for on the window, ahead of React: React stops events aimed at a part it has not
  // hydrated yet before they reach the part.
  function onReach(event: Event) {
    if (event.target instanceof Node && element.contains(event.target)) done()
  }
  function done() {
    observer.disconnect()
    for (const type of REACHING) window.removeEventListener(type, onReach, true)
    resolve()
  }
  observer.observe(element)
  for (const type of REACHING) window.addEventListener(type, onReach, { capture: true })
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type Typed = { control: Control; value: string[] | boolean | string }

/** The fields whose values are no longer the ones the server wrote, with what they hold now. */
function typedValues(element: HTMLElement): Typed[] {
  const typed: Typed[] = []
  for (const control of element.querySelectorAll<Control>('input, textarea, select')) {
    if (control instanceof HTMLSelectElement) {
      const options = [...control.options]
      // With no option marked selected, a drop-down shows its first one.
      const initial = control.multiple
        ? -1
        : Math.max(
            0,
            options.findLastIndex((option) => option.defaultSelected),
          )
      const changed = control.multiple
        ? options.some((option) => option.selected !== option.defaultSelected)
        : control.selectedIndex !== initial
      if (changed)
        typed.push({ control, value: options.filter((o) => o.selected).map((o) => o.value) })
    } else if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
      if (control.checked !== control.defaultChecked)
        typed.push({ control, value: control.checked })
    } else if (control.value !== control.defaultValue) {
      typed.push({ control, value: control.value })
    }
  }
  return typed
}

function restore({ control, value }: Typed) {
  if (control instanceof HTMLSelectElement && Array.isArray(value)) {
    for (const option of control.options) option.selected = value.includes(option.value)
  } else if (typeof value === 'boolean' && control instanceof HTMLInputElement) {
    control.checked = value
  } else if (typeof value === 'string') {
    control.value = value
  }
}

/**
 * Hydrating sets drop-downs back to the server's choice, so what was typed before the code came
 * is read just before (the first render) and put back just after, then announced to the part's
 * own listeners with an `input` event.
 */
function withReplay<P extends object>(
  Component: ComponentType<P>,
  element: HTMLElement,
): ComponentType<P> {
  return function Replaying(props: P) {
    const [typed] = useState(() => typedValues(element))
    useEffect(() => {
      for (const entry of typed) restore(entry)
      typed.at(-1)?.control.dispatchEvent(new Event('input', { bubbles: true }))
    }, [typed])
    return <Component {...props} />
  }
}
