import { createHash, createHmac } from 'node:crypto'
import { getCookieSecrets } from '#app/utils/secrets.server.ts'

/** What is stored of a private link's token: its SHA-256, never the token itself. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The token of a private link (an ambulance request's tracking page, a lab order's page), derived
 * from the form's one-time key with the newest server secret: a form sent twice (a double tap, a
 * retry on a weak network) gets the same link. Only its SHA-256 is stored. `purpose` keeps the
 * links of different things apart.
 */
export function privateLinkToken(purpose: string, requestKey: string): string {
  return tokenWith(getCookieSecrets()[0]!, purpose, requestKey)
}

/**
 * The token of a stored link, as it was given out: made with whichever of the current secrets
 * matches the stored hash (secrets rotate; links given out stay valid while their secret is still
 * listed). Null once that secret is gone.
 */
export function storedPrivateLinkToken(
  purpose: string,
  requestKey: string,
  tokenHash: string,
): string | null {
  for (const secret of getCookieSecrets()) {
    const token = tokenWith(secret, purpose, requestKey)
    if (hashToken(token) === tokenHash) return token
  }
  return null
}

const tokenWith = (secret: string, purpose: string, requestKey: string) =>
  createHmac('sha256', secret).update(`${purpose}:${requestKey}`).digest('base64url')
