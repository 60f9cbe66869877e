import { createContext, useContext } from 'react'

/** The per-request CSP nonce; the server provides it, the browser only needs it during hydration. */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce() {
  return useContext(NonceContext)
}
