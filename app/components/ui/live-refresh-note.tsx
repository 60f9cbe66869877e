import { useLiveRevalidate } from '#app/utils/use-live.ts'

/**
 * A page someone watches (an order, an ambulance) looks again whenever the live connection says it
 * changed; while connected it says so, in words only sighted readers need.
 */
export function LiveRefreshNote({
  url,
  live,
  spacing,
}: {
  url: string
  /** What is shown while connected ("Updates by itself"), in the page's own catalogue. */
  live: string
  spacing: 'mt-1' | 'mt-2'
}) {
  const connected = useLiveRevalidate(url)
  return (
    <p className={`${spacing} text-sm text-slate-700`} aria-hidden="true">
      {connected ? live : null}
    </p>
  )
}
