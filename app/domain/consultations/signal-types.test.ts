import { describe, expect, it } from 'vitest'
import { MAX_CANDIDATE_CHARS, MAX_SDP_CHARS, parseSignal } from './signal-types.ts'

const SDP = 'v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n'
const CANDIDATE = {
  candidate: 'candidate:842163049 1 udp 1677729535 192.0.2.7 46154 typ srflx raddr 0.0.0.0 rport 0',
  sdpMid: '0',
  sdpMLineIndex: 0,
  usernameFragment: 'EsIL',
}

describe('parseSignal', () => {
  it('takes every signal of the call', () => {
    const signals = [
      { type: 'ready' },
      { type: 'offer', sdp: SDP },
      { type: 'answer', sdp: SDP },
      { type: 'candidate', candidate: CANDIDATE },
      { type: 'candidate', candidate: null },
      { type: 'candidate', candidate: { candidate: '', sdpMid: null, sdpMLineIndex: null } },
      { type: 'media', audio: false, video: true },
      { type: 'bye' },
    ]
    for (const signal of signals) expect(parseSignal(JSON.stringify(signal))).toEqual(signal)
  })

  it('refuses what is not JSON, not a signal, or has more than a signal has', () => {
    for (const text of [
      'not json',
      '',
      'null',
      '[]',
      '{"type":"hello"}',
      '{"type":"offer"}',
      '{"type":"offer","sdp":""}',
      '{"type":"media","audio":"yes","video":true}',
      '{"type":"ready","extra":1}',
      '{"type":"candidate","candidate":{"candidate":"x","sdpMLineIndex":-1}}',
    ]) {
      expect(parseSignal(text), text).toBeNull()
    }
    expect(parseSignal(undefined)).toBeNull()
    expect(parseSignal(42)).toBeNull()
  })

  it('refuses an oversized description or candidate', () => {
    expect(
      parseSignal(JSON.stringify({ type: 'offer', sdp: 'a'.repeat(MAX_SDP_CHARS) })),
    ).not.toBeNull()
    expect(
      parseSignal(JSON.stringify({ type: 'offer', sdp: 'a'.repeat(MAX_SDP_CHARS + 1) })),
    ).toBeNull()
    const long = { ...CANDIDATE, candidate: 'c'.repeat(MAX_CANDIDATE_CHARS + 1) }
    expect(parseSignal(JSON.stringify({ type: 'candidate', candidate: long }))).toBeNull()
    expect(parseSignal(`{"type":"ready"}${' '.repeat(30_000)}`)).toBeNull()
  })
})
