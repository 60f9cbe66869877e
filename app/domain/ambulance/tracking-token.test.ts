import { expect, test, vi } from 'vitest'
import { hashToken } from '#app/domain/appointments/appointment-access.server.ts'

let secrets = ['old-secret-0123456789abcdef0123456789']
vi.mock('#app/utils/secrets.server.ts', () => ({ getCookieSecrets: () => secrets }))

const { storedTrackingToken, trackingTokenFor } = await import('./requests.server.ts')

test('a tracking link given out stays the same after the secret is rotated, until the old one is dropped', () => {
  const key = '2f1c9a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b'
  const given = trackingTokenFor(key)
  const stored = hashToken(given)
  expect(trackingTokenFor(key)).toBe(given)

  secrets = ['new-secret-abcdef0123456789abcdef0123', 'old-secret-0123456789abcdef0123456789']
  expect(trackingTokenFor(key)).not.toBe(given)
  expect(storedTrackingToken(key, stored)).toBe(given)

  secrets = ['new-secret-abcdef0123456789abcdef0123']
  expect(storedTrackingToken(key, stored)).toBeNull()
})
