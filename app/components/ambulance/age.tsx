import { useEffect, useState } from 'react'
import { useT } from '#app/utils/i18n/i18n.tsx'

/** "4 min 05 s", "1 h 12 min": how long ago, in words of the page's language. */
export function useAgeWords() {
  const t = useT('ambulance')
  return (milliseconds: number) => {
    const seconds = Math.max(0, Math.floor(milliseconds / 1000))
    if (seconds < 60) return t('age.seconds', { s: seconds })
    const minutes = Math.floor(seconds / 60)
    if (minutes < 60) {
      return t('age.minutes', { m: minutes, s: String(seconds % 60).padStart(2, '0') })
    }
    return t('age.hours', { h: Math.floor(minutes / 60), m: minutes % 60 })
  }
}

/**
 * A running age: the server's figure at first (`now` is the server's time when it rendered, so
 * the page does not jump), then counting every second once the page's JavaScript runs.
 */
export function RunningAge({ since, now }: { since: string; now: string }) {
  const words = useAgeWords()
  const start = new Date(since).getTime()
  const [current, setCurrent] = useState(() => new Date(now).getTime())
  useEffect(() => {
    const timer = setInterval(() => setCurrent(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <time dateTime={since} className="tabular-nums">
      {words(current - start)}
    </time>
  )
}
