import { useEffect, useState } from 'react'

/**
 * What arrived on a live board since the page opened (by id, in order of arrival): the board
 * announces it until it is handled or seen. Items on the page when it opened are not news.
 */
export function useArrivals<T extends { id: string }>(current: readonly T[]) {
  const [seen, setSeen] = useState(() => new Set(current.map((item) => item.id)))
  const [arrived, setArrived] = useState<T[]>([])
  const fresh = current.filter((item) => !seen.has(item.id))
  if (fresh.length > 0) {
    setSeen(new Set([...seen, ...fresh.map((item) => item.id)]))
    setArrived([...arrived, ...fresh])
  }
  return { arrived, clear: () => setArrived([]) }
}

/** The tab's title starts with the number waiting, "(3) Pharmacy", so a busy desk sees it. */
export function useCountInTitle(waiting: number) {
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '')
    document.title = waiting > 0 ? `(${waiting}) ${base}` : base
  }, [waiting])
}
