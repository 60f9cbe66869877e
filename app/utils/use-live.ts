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
    const opened = () => setConnected(true)
    const failed = () => setConnected(false)
    source.onopen = opened
    source.onerror = failed
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

/**
 * A board is a screen people watch, not one they click: it looks again every few minutes by
 * itself as well, which also keeps a staff session from ending as idle (staff sessions end after
 * 30 quiet minutes) and catches up if the live stream was quietly lost.
 */
export const WATCH_REFRESH_MS = 4 * 60_000

/**
 * Reloads the page's data whenever the stream at `url` says `changed` — and, with `everyMs`, every
 * so often besides (a board watched on a screen: WATCH_REFRESH_MS).
 */
export function useLiveRevalidate(
  url: string | null,
  { everyMs }: { everyMs?: number } = {},
): boolean {
  const revalidator = useRevalidator()
  const ref = useRef(revalidator)
  useEffect(() => {
    ref.current = revalidator
  })
  useEffect(() => {
    if (!everyMs) return
    const timer = setInterval(() => {
      if (ref.current.state === 'idle') void ref.current.revalidate()
    }, everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return useLiveEvents(url, {
    changed: () => {
      if (ref.current.state === 'idle') void ref.current.revalidate()
    },
  })
}
