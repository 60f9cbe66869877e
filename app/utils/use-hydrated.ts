import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False while rendering on the server and hydrating; true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * For a controlled field: hands `keep` what the visitor typed or chose while the page's
 * JavaScript was still loading (on a slow phone, seconds). React hydrates around the field's own
 * value, but its next render would put back the value the server sent, and the text would vanish
 * under the visitor's thumb. Runs at mount: at hydration the field may hold something else; a
 * field React rendered itself (a client-side navigation) holds `rendered`, and nothing happens.
 * Later changes come through `onChange`.
 */
export function useValueFromBeforeHydration<Field extends HTMLInputElement | HTMLSelectElement>(
  ref: RefObject<Field | null>,
  rendered: string,
  keep: (value: string, field: Field) => void,
) {
  useLayoutEffect(() => {
    const field = ref.current
    if (field && field.value !== rendered) keep(field.value, field)
    // At mount only: what the field held before React took it over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** Whether the visitor asked the system for less motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia('(prefers-reduced-motion: reduce)')
      query.addEventListener('change', onChange)
      return () => query.removeEventListener('change', onChange)
    },
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => false,
  )
}
