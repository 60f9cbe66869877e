import { useEffect, useRef } from 'react'

/** The waiting patient is told the doctor is ready even with the tab in the background. */
export function useDoctorReadyAlert(ready: boolean, title: string) {
  const was = useRef(ready)
  useEffect(() => {
    if (ready && !was.current) {
      const before = document.title
      document.title = `${title} · ${before}`
      navigator.vibrate?.([200, 100, 200])
      const restore = () => {
        if (document.visibilityState === 'visible') document.title = before
      }
      document.addEventListener('visibilitychange', restore)
      was.current = ready
      return () => document.removeEventListener('visibilitychange', restore)
    }
    was.current = ready
  }, [ready, title])
}
