import { describe, expect, it } from 'vitest'
import {
  assessConnection,
  sampleFromReport,
  type StatsSample,
  trackWeakness,
  WEAK_AFTER_MS,
} from './call-quality.ts'

/** A getStats() report as Chrome gives it, trimmed to the entries we read. */
function chromeReport(figures: {
  packetsReceived: number
  packetsLost: number
  framesPerSecond?: number
  jitter: number
  rtt: number
  outgoing: number
}) {
  const entries = [
    { id: 'T01', type: 'transport', selectedCandidatePairId: 'CP2' },
    {
      id: 'CP1',
      type: 'candidate-pair',
      nominated: false,
      state: 'failed',
      currentRoundTripTime: 9,
      availableOutgoingBitrate: 1,
    },
    {
      id: 'CP2',
      type: 'candidate-pair',
      nominated: true,
      state: 'succeeded',
      currentRoundTripTime: figures.rtt,
      availableOutgoingBitrate: figures.outgoing,
    },
    {
      id: 'IA',
      type: 'inbound-rtp',
      kind: 'audio',
      packetsReceived: 5000,
      packetsLost: 4000,
      jitter: 3,
    },
    {
      id: 'IV',
      type: 'inbound-rtp',
      kind: 'video',
      packetsReceived: figures.packetsReceived,
      packetsLost: figures.packetsLost,
      jitter: figures.jitter,
      ...(figures.framesPerSecond === undefined
        ? {}
        : { framesPerSecond: figures.framesPerSecond }),
    },
  ]
  return new Map(entries.map((entry) => [entry.id, entry]))
}

const BOTH = { sending: true, receiving: true }
const GOOD = {
  packetsReceived: 1000,
  packetsLost: 2,
  framesPerSecond: 24,
  jitter: 0.01,
  rtt: 0.05,
  outgoing: 900_000,
}

describe('sampleFromReport', () => {
  it('reads the incoming video and the selected candidate pair, not audio or other pairs', () => {
    expect(sampleFromReport(chromeReport(GOOD))).toEqual({
      videoPacketsReceived: 1000,
      videoPacketsLost: 2,
      framesPerSecond: 24,
      jitter: 0.01,
      roundTripTime: 0.05,
      availableOutgoingBitrate: 900_000,
    })
  })

  it('falls back to the nominated, succeeded pair when no transport names one', () => {
    const report = chromeReport(GOOD)
    report.delete('T01')
    expect(sampleFromReport(report).roundTripTime).toBe(0.05)
  })

  it('is empty before anything flows', () => {
    expect(sampleFromReport(new Map())).toEqual({})
  })
})

describe('assessConnection', () => {
  const at = (figures: Partial<typeof GOOD>) =>
    sampleFromReport(chromeReport({ ...GOOD, ...figures }))
  const before = at({})

  it('finds a healthy call good', () => {
    expect(assessConnection(before, at({ packetsReceived: 1200, packetsLost: 4 }), BOTH)).toBe(
      'good',
    )
  })

  it('finds more than 8 % of video packets lost since the last sample poor', () => {
    // 170 received, 30 lost: 15 % (the cumulative ratio, 32/1202, would look fine)
    expect(assessConnection(before, at({ packetsReceived: 1170, packetsLost: 32 }), BOTH)).toBe(
      'poor',
    )
    expect(assessConnection(before, at({ packetsReceived: 1195, packetsLost: 7 }), BOTH)).toBe(
      'good',
    )
  })

  it('finds few frames per second, high jitter, a long round trip or little bandwidth poor', () => {
    const moving = { packetsReceived: 1200 }
    expect(assessConnection(before, at({ ...moving, framesPerSecond: 4 }), BOTH)).toBe('poor')
    expect(assessConnection(before, at({ ...moving, jitter: 0.25 }), BOTH)).toBe('poor')
    expect(assessConnection(before, at({ ...moving, rtt: 1.5 }), BOTH)).toBe('poor')
    expect(assessConnection(before, at({ ...moving, outgoing: 80_000 }), BOTH)).toBe('poor')
  })

  it('ignores the outgoing bandwidth when not sending video', () => {
    const sample = at({ packetsReceived: 1200, outgoing: 80_000 })
    expect(assessConnection(before, sample, { sending: false, receiving: true })).toBe('good')
  })

  it('does not blame frames per second when the other side sends no video', () => {
    const paused = at({ packetsReceived: 1000, framesPerSecond: 0 })
    expect(assessConnection(before, paused, BOTH)).toBe('good')
  })

  it('has nothing to suggest when no video goes either way', () => {
    const awful: StatsSample = { roundTripTime: 3, videoPacketsLost: 900, videoPacketsReceived: 10 }
    expect(assessConnection(null, awful, { sending: false, receiving: false })).toBe('good')
  })
})

describe('trackWeakness', () => {
  it('suggests audio only after the connection stays poor for ten seconds', () => {
    let tracker = { poorSince: null as number | null }
    const suggestions: boolean[] = []
    for (let now = 0; now <= WEAK_AFTER_MS; now += 2_000) {
      const step = trackWeakness(tracker, 'poor', now)
      tracker = step.tracker
      suggestions.push(step.suggest)
    }
    expect(suggestions).toEqual([false, false, false, false, false, true])
  })

  it('starts counting again after one good sample', () => {
    let step = trackWeakness({ poorSince: null }, 'poor', 0)
    step = trackWeakness(step.tracker, 'poor', 8_000)
    step = trackWeakness(step.tracker, 'good', 10_000)
    expect(step).toEqual({ tracker: { poorSince: null }, suggest: false })
    step = trackWeakness(step.tracker, 'poor', 12_000)
    expect(trackWeakness(step.tracker, 'poor', 20_000).suggest).toBe(false)
    expect(trackWeakness(step.tracker, 'poor', 22_000).suggest).toBe(true)
  })
})
