/**
 * How good the call's connection is, read from `RTCPeerConnection.getStats()`. Pure functions so
 * the rule is tested on sample reports; the call reads stats every `STATS_INTERVAL_MS` and, when
 * the connection stays poor for `WEAK_AFTER_MS`, suggests switching to audio only (never
 * switches by itself: a doctor may need to see a rash).
 */

export const STATS_INTERVAL_MS = 2_000
export const WEAK_AFTER_MS = 10_000

/** Below these, video is unusable on a phone screen; above, audio alone still works. */
export const LIMITS = {
  /** Share of incoming video packets lost since the last sample. */
  maxVideoLoss: 0.08,
  /** Frames per second of the incoming video. */
  minFramesPerSecond: 8,
  /** Incoming video jitter, seconds. */
  maxJitter: 0.1,
  /** Round trip on the chosen network path, seconds. */
  maxRoundTrip: 0.8,
  /** What the browser thinks it can send, bits per second (video needs ~150 kbit/s at least). */
  minOutgoingBitrate: 150_000,
} as const

/** The few figures we look at, from one getStats() report. */
export type StatsSample = {
  /** Cumulative, of the incoming video stream (absent when no video comes in). */
  videoPacketsReceived?: number
  videoPacketsLost?: number
  framesPerSecond?: number
  jitter?: number
  roundTripTime?: number
  availableOutgoingBitrate?: number
}

/** An entry of an RTCStatsReport, as far as we read it. */
type StatsEntry = { type: string; id: string; [key: string]: unknown }

const num = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

/** The sample in a report (a Map of RTCStats, or any iterable of its entries). */
export function sampleFromReport(report: { values(): Iterable<unknown> }): StatsSample {
  const entries = [...report.values()] as StatsEntry[]
  const sample: StatsSample = {}
  const video = entries.find((entry) => entry.type === 'inbound-rtp' && entry.kind === 'video')
  if (video) {
    sample.videoPacketsReceived = num(video.packetsReceived)
    sample.videoPacketsLost = num(video.packetsLost)
    sample.framesPerSecond = num(video.framesPerSecond)
    sample.jitter = num(video.jitter)
  }
  // The pair in use: the transport names it; older browsers mark it nominated and succeeded.
  const transport = entries.find(
    (entry) => entry.type === 'transport' && entry.selectedCandidatePairId,
  )
  const pair =
    entries.find(
      (entry) => entry.type === 'candidate-pair' && entry.id === transport?.selectedCandidatePairId,
    ) ??
    entries.find(
      (entry) =>
        entry.type === 'candidate-pair' && entry.nominated === true && entry.state === 'succeeded',
    )
  if (pair) {
    sample.roundTripTime = num(pair.currentRoundTripTime)
    sample.availableOutgoingBitrate = num(pair.availableOutgoingBitrate)
  }
  return sample
}

export type Verdict = 'good' | 'poor'

/**
 * Whether the connection is too weak for video now. `previous` is the sample before (loss is
 * counted between the two); `sendingVideo`/`receivingVideo` say which directions carry video
 * (with none, there is nothing to suggest).
 */
export function assessConnection(
  previous: StatsSample | null,
  current: StatsSample,
  video: { sending: boolean; receiving: boolean },
): Verdict {
  if (!video.sending && !video.receiving) return 'good'
  if (current.roundTripTime !== undefined && current.roundTripTime > LIMITS.maxRoundTrip)
    return 'poor'
  if (
    video.sending &&
    current.availableOutgoingBitrate !== undefined &&
    current.availableOutgoingBitrate < LIMITS.minOutgoingBitrate
  )
    return 'poor'
  if (video.receiving) {
    const received = delta(previous?.videoPacketsReceived, current.videoPacketsReceived)
    const lost = delta(previous?.videoPacketsLost, current.videoPacketsLost)
    if (received !== undefined && lost !== undefined && received + lost > 0) {
      if (lost / (received + lost) > LIMITS.maxVideoLoss) return 'poor'
    }
    // Frames per second only mean something while packets arrive (a paused sender sends none).
    if (
      received !== undefined &&
      received > 0 &&
      current.framesPerSecond !== undefined &&
      current.framesPerSecond < LIMITS.minFramesPerSecond
    )
      return 'poor'
    if (current.jitter !== undefined && current.jitter > LIMITS.maxJitter) return 'poor'
  }
  return 'good'
}

function delta(before: number | undefined, after: number | undefined) {
  if (after === undefined) return undefined
  return Math.max(0, after - (before ?? 0))
}

/** Since when the connection has been poor (null: it is fine). */
export type WeakTracker = { poorSince: number | null }

/**
 * The tracker after one more verdict at `now`, and whether to suggest audio only: the connection
 * has been poor, without a good sample between, for `WEAK_AFTER_MS`.
 */
export function trackWeakness(
  tracker: WeakTracker,
  verdict: Verdict,
  now: number,
): { tracker: WeakTracker; suggest: boolean } {
  if (verdict === 'good') return { tracker: { poorSince: null }, suggest: false }
  const poorSince = tracker.poorSince ?? now
  return { tracker: { poorSince }, suggest: now - poorSince >= WEAK_AFTER_MS }
}
