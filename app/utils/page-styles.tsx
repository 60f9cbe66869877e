import { createContext, useContext } from 'react'
import { useNonce } from './nonce.tsx'

/**
 * The site's style sheet, written into each page in production rather than linked: a linked
 * style sheet holds the first paint back by a request, which on a phone on a slow network is
 * most of the wait (docs/decisions/0006-javascript-budget.md). The server provides the text; in
 * the browser the element keeps what the server wrote. Development links the sheet, for Vite's
 * hot reload.
 */
export const PageStylesContext = createContext<string | null>(null)

export function PageStyles() {
  const styles = useContext(PageStylesContext)
  const nonce = useNonce()
  return (
    <style
      nonce={nonce}
      // React leaves the server's text in place while hydrating and never rewrites it after.
      dangerouslySetInnerHTML={{ __html: styles ?? '' }}
      suppressHydrationWarning
    />
  )
}
