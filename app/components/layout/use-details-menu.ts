import { type RefObject, useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * What JavaScript adds to a <details> menu (which opens by mouse, Enter or Space without it):
 * Escape closes it and returns focus to its summary, a click or focus elsewhere closes it, and
 * so does moving to another page. A menu opened before the page hydrated stays open.
 */
export function useDetailsMenu(detailsRef: RefObject<HTMLDetailsElement | null>) {
  const location = useLocation()
  const shownAt = useRef(location.key)

  useEffect(() => {
    if (shownAt.current === location.key) return
    shownAt.current = location.key
    const details = detailsRef.current
    if (details?.open) details.open = false
  }, [detailsRef, location.key])

  useEffect(() => {
    const details = detailsRef.current
    if (!details) return
    const close = (returnFocus: boolean) => {
      if (!details.open) return
      details.open = false
      if (returnFocus) details.querySelector('summary')?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !details.contains(event.relatedTarget as Node)) close(false)
    }
    details.addEventListener('keydown', onKeyDown)
    details.addEventListener('focusout', onFocusOut)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      details.removeEventListener('keydown', onKeyDown)
      details.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [detailsRef])
}
