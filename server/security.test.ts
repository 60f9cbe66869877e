import { describe, expect, it } from 'vitest'
import { nextNonce } from './security.ts'

describe('CSP nonces', () => {
  it('are 16 random bytes each, never handed out twice, across many refills of the pool', () => {
    const nonces = Array.from({ length: 2_000 }, nextNonce)
    expect(new Set(nonces).size).toBe(nonces.length)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    // Random bytes: about half the bits set (a pool of zeros, or one nonce repeated, is not).
    const bits = nonces
      .map((nonce) => Buffer.from(nonce, 'base64'))
      .flatMap((bytes) => [...bytes].map((byte) => byte.toString(2).replaceAll('0', '').length))
      .reduce((sum, ones) => sum + ones, 0)
    expect(bits / (nonces.length * 128)).toBeGreaterThan(0.45)
    expect(bits / (nonces.length * 128)).toBeLessThan(0.55)
  })
})
