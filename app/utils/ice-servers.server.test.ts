import { describe, expect, it } from 'vitest'
import { type IceConfig, iceServersFor, turnPassword } from './ice-servers.server.ts'

const NONE: IceConfig = {
  ICE_STUN_URLS: [],
  ICE_TURN_URLS: [],
  ICE_TURN_SECRET: undefined,
  ICE_TURN_USERNAME: undefined,
  ICE_TURN_CREDENTIAL: undefined,
  ICE_TURN_TTL_SECONDS: 12 * 3600,
}
// 2025-12-31 12:00 UTC; with 12 hours to live the credential expires at 2026-01-01 00:00 UTC.
const NOW = 1_767_182_400_000
const SECRET = 'north-district-turn-secret'

describe('iceServersFor', () => {
  it('gives no servers when none are configured (host addresses only)', () => {
    expect(iceServersFor('patient-42', NONE, NOW)).toEqual([])
  })

  it('gives the STUN servers without credentials', () => {
    const config = { ...NONE, ICE_STUN_URLS: ['stun:turn.example.in:3478'] }
    expect(iceServersFor('patient-42', config, NOW)).toEqual([
      { urls: ['stun:turn.example.in:3478'] },
    ])
  })

  it("gives TURN with coturn's time-limited credential from the shared secret", () => {
    const config = {
      ...NONE,
      ICE_TURN_URLS: ['turn:turn.example.in:3478?transport=udp', 'turns:turn.example.in:5349'],
      ICE_TURN_SECRET: SECRET,
    }
    // Computed independently:
    // printf '%s' '1767225600:patient-42' | openssl dgst -sha1 -hmac "$SECRET" -binary | base64
    expect(iceServersFor('patient-42', config, NOW)).toEqual([
      {
        urls: ['turn:turn.example.in:3478?transport=udp', 'turns:turn.example.in:5349'],
        username: '1767225600:patient-42',
        credential: 'VV7y513Cxy0m9F5JlCfh3zpr3aM=',
      },
    ])
  })

  it('keeps the username to one colon, as coturn reads it', () => {
    const config = { ...NONE, ICE_TURN_URLS: ['turn:t.example.in'], ICE_TURN_SECRET: SECRET }
    const [server] = iceServersFor('a:b', config, NOW)
    expect(server?.username).toBe('1767225600:ab')
    expect(server?.credential).toBe(turnPassword(SECRET, '1767225600:ab'))
  })

  it('gives a static TURN user when there is no secret', () => {
    const config = {
      ...NONE,
      ICE_TURN_URLS: ['turn:t.example.in'],
      ICE_TURN_USERNAME: 'clinic',
      ICE_TURN_CREDENTIAL: 'relay-pass',
    }
    expect(iceServersFor('doctor-1', config, NOW)).toEqual([
      { urls: ['turn:t.example.in'], username: 'clinic', credential: 'relay-pass' },
    ])
  })
})
