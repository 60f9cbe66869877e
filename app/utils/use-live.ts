import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Listens to a live stream (app/utils/live-stream.server.ts) while the page is open: `handlers`
 * get each named event's data, parsed. The browser reconnects by itself after a network change.
 * Returns whether the stream is connected now (the page says so when it is not).
 */
export function useLiveEvents(
  url: string | null,
  handlers: Record<string, (data: unknown) => void>,
): boolean {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  const names = Object.keys(handlers).sort().join(',')
  const [connected, setConnected] = useState(false)
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return
    const source = new EventSource(url)
    source.onopen = () => setConnected(true)
    source.onerror = () => setConnected(false)
    for (const name of names.split(',').filter(Boolean)) {
      source.addEventListener(name, (event) => {
        let data: unknown
        try {
          data = JSON.parse((event as MessageEvent<string>).data)
        } catch {
          return
        }
        latest.current[name]?.(data)
      })
    }
    return () => source.close()
  }, [url, names])
  return connected
}

/** Reloads the page's data whenever the stream at `url` says `changed`. */
export function useLiveRevalidate(url: string | null): boolean {
  const revalidator = useRevalidator()
  const ref = useRef(revalidator)
  useEffect(() => {
    ref.current = revalidator
  })
  return useLiveEvents(url, {
    changed: () => {
      if (ref.current.state === 'idle') void ref.current.revalidate()
    },
  })
}
