import { describe, expect, it } from 'vitest'
import { parseTrustProxy } from './trust-proxy.ts'

describe('parseTrustProxy', () => {
  it('trusts nobody by default', () => {
    expect(parseTrustProxy('0')).toBe(false)
    expect(parseTrustProxy('')).toBe(false)
  })
  it('accepts a hop count or a list of addresses', () => {
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8'])
  })
})
