import { createHash } from 'node:crypto'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'

export const MAX_FAILED_SIGN_INS = 10
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000
export const ACCOUNT_LOCKED_MESSAGE = messageRef('auth', 'login.locked')

const failures = () => windowCounter('sign-in-failures', FAILED_SIGN_IN_WINDOW_MS)

// The counter is keyed by a hash: the e-mail address itself never sits in the table.
const keyFor = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

/** True when this account has had too many failed sign-ins in the last 15 minutes. */
export async function isSignInLocked(email: string): Promise<boolean> {
  const info = await failures().get(keyFor(email))
  return (info?.totalHits ?? 0) >= MAX_FAILED_SIGN_INS
}

export async function recordFailedSignIn(email: string): Promise<void> {
  await failures().increment(keyFor(email))
}
