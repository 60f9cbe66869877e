import { useNonce } from '#app/utils/nonce.tsx'

/** Hides what takes typing (below). */
const HIDE_TYPING = '[data-typing]{display:none!important}'

/** Marks what takes typing or a choice on a page that looks again by itself (`NoScriptRefresh`). */
export const TYPING = { 'data-typing': '' } as const

/**
 * Without JavaScript, a page people watch (the dispatch board, a caller's tracking page) looks
 * again by itself every `seconds`. A reload would wipe anything being typed, so what is marked
 * with `TYPING` is hidden on such a page: the page links instead to a view of its own that stays
 * still while the person writes. With JavaScript none of this exists (the browser never reads a
 * `<noscript>`, and React renders nothing inside one): the page's live stream keeps it current.
 */
export function NoScriptRefresh({ seconds }: { seconds: number }) {
  const nonce = useNonce()
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(seconds)} />
      <style nonce={nonce}>{HIDE_TYPING}</style>
    </noscript>
  )
}
