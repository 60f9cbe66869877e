import type { Signal } from '#app/domain/consultations/signal-types.ts'
import {
  assessConnection,
  STATS_INTERVAL_MS,
  type StatsSample,
  sampleFromReport,
  trackWeakness,
  type WeakTracker,
} from './call-quality.ts'

/**
 * The browser side of a consultation call: the camera and microphone, and one RTCPeerConnection
 * to the other participant, negotiated with MDN's "perfect negotiation" pattern over our server
 * (POST /consultations/:id/signal out, the room's live connection in). Browser only.
 *
 * Who offers: a side that joins sends `ready`; the side already in the call answers it with an
 * offer. Offers may still cross (both join at once, both restart ICE after a network change):
 * then the PATIENT's browser is the polite one — it rolls its own offer back and takes the
 * doctor's — and the doctor's ignores the patient's. One fixed rule, so the two never deadlock.
 */

export type SendResult = { ok: true } | { ok: false; status: number; error: string | null }
export type SendSignal = (signal: Signal) => Promise<SendResult>

export const signalPath = (appointmentId: string) =>
  `/consultations/${encodeURIComponent(appointmentId)}/signal`

function signalBody(roomKey: string | null, signal: Signal) {
  const body = new URLSearchParams()
  if (roomKey) body.set('k', roomKey)
  body.set('signal', JSON.stringify(signal))
  return body
}

/** Sends one signal to the other participant through the server. Never throws. */
export async function postSignal(
  appointmentId: string,
  roomKey: string | null,
  signal: Signal,
): Promise<SendResult> {
  try {
    const response = await fetch(signalPath(appointmentId), {
      method: 'POST',
      body: signalBody(roomKey, signal),
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
    if (response.ok) return { ok: true }
    const answer = (await response.json().catch(() => null)) as { error?: unknown } | null
    return {
      ok: false,
      status: response.status,
      error: typeof answer?.error === 'string' ? answer.error : null,
    }
  } catch {
    return { ok: false, status: 0, error: null }
  }
}

/** Sends a signal while the page goes away (a `bye` on closing the tab); best effort. */
export function beaconSignal(appointmentId: string, roomKey: string | null, signal: Signal) {
  navigator.sendBeacon?.(signalPath(appointmentId), signalBody(roomKey, signal))
}

// ---- Camera and microphone --------------------------------------------------------------------

/** Why the camera or microphone could not be used; each has its own words (call:problem.*). */
export type MediaProblem = 'insecure' | 'unsupported' | 'notAllowed' | 'notFound' | 'busy' | 'other'

/** Whether this page can make calls at all. */
export function callSupport(): 'ok' | 'insecure' | 'unsupported' {
  // Over plain http (not localhost) browsers hide navigator.mediaDevices altogether.
  if (!window.isSecureContext) return 'insecure'
  if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === 'undefined')
    return 'unsupported'
  return 'ok'
}

export function mediaProblem(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'notAllowed'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'notFound'
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy'
  return 'other'
}

export class MediaError extends Error {
  constructor(readonly problem: MediaProblem) {
    super(problem)
  }
}

export type DeviceChoice = { microphoneId?: string; cameraId?: string }

/** Small video: a phone screen needs no more, and a weak uplink cannot carry more. */
const VIDEO_CONSTRAINTS = {
  width: { ideal: 640 },
  height: { ideal: 360 },
  frameRate: { ideal: 24, max: 30 },
} as const

const audioConstraints = (choice: DeviceChoice): MediaTrackConstraints => ({
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
  ...(choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : {}),
})

const videoConstraints = (choice: DeviceChoice): MediaTrackConstraints => ({
  ...VIDEO_CONSTRAINTS,
  ...(choice.cameraId ? { deviceId: { exact: choice.cameraId } } : {}),
})

/**
 * The microphone, and the camera when `video`. A missing or busy camera is not the end: the
 * microphone alone is returned with `cameraProblem` set (a voice call still works). Throws
 * `MediaError` when the microphone cannot be had.
 */
export async function openMedia(
  video: boolean,
  choice: DeviceChoice,
): Promise<{ stream: MediaStream; cameraProblem: MediaProblem | null }> {
  const support = callSupport()
  if (support !== 'ok') throw new MediaError(support)
  const devices = navigator.mediaDevices
  if (video) {
    try {
      const stream = await devices.getUserMedia({
        audio: audioConstraints(choice),
        video: videoConstraints(choice),
      })
      return { stream, cameraProblem: null }
    } catch (error) {
      const problem = mediaProblem(error)
      if (problem === 'notAllowed' || problem === 'other') throw new MediaError(problem)
      // No camera, or it is busy: try the microphone alone below.
      const audio = await openMicrophone(choice)
      return { stream: audio, cameraProblem: problem }
    }
  }
  return { stream: await openMicrophone(choice), cameraProblem: null }
}

async function openMicrophone(choice: DeviceChoice) {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: audioConstraints(choice) })
  } catch (error) {
    throw new MediaError(mediaProblem(error))
  }
}

/** A camera track alone (turning video back on after audio only). Throws `MediaError`. */
export async function openCamera(choice: DeviceChoice): Promise<MediaStreamTrack> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: videoConstraints(choice) })
    return stream.getVideoTracks()[0]!
  } catch (error) {
    throw new MediaError(mediaProblem(error))
  }
}

export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop()
}

export type Devices = { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] }

/** The cameras and microphones (with names once the person allowed them). */
export async function listDevices(): Promise<Devices> {
  const all = await navigator.mediaDevices.enumerateDevices().catch(() => [])
  return {
    cameras: all.filter((device) => device.kind === 'videoinput' && device.deviceId),
    microphones: all.filter((device) => device.kind === 'audioinput' && device.deviceId),
  }
}

/**
 * Measures how loud the microphone is (0–1), ~10 times a second, for the level meter of the
 * check. Returns the function that stops it.
 */
export function watchLevel(stream: MediaStream, onLevel: (level: number) => void): () => void {
  const AudioContextClass = window.AudioContext
  if (!AudioContextClass || stream.getAudioTracks().length === 0) return () => {}
  const context = new AudioContextClass()
  const source = context.createMediaStreamSource(stream)
  const analyser = context.createAnalyser()
  analyser.fftSize = 512
  source.connect(analyser)
  const samples = new Uint8Array(analyser.fftSize)
  const timer = window.setInterval(() => {
    analyser.getByteTimeDomainData(samples)
    let sum = 0
    for (const sample of samples) sum += ((sample - 128) / 128) ** 2
    // RMS of speech is ~0.05–0.3; scale so talking fills most of the bar.
    onLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4))
  }, 100)
  void context.resume().catch(() => {})
  return () => {
    window.clearInterval(timer)
    source.disconnect()
    void context.close().catch(() => {})
  }
}

// ---- The call ----------------------------------------------------------------------------------

export type CallStatus = 'waiting' | 'connecting' | 'connected' | 'reconnecting'
export type MediaState = { audio: boolean; video: boolean }

export type CallOptions = {
  polite: boolean
  iceServers: RTCIceServer[]
  /** The local microphone (and camera) as the check left them; the call adds and removes video. */
  stream: MediaStream
  /** Joined with voice only (no camera, or chosen). */
  audioOnly: boolean
  devices: DeviceChoice
  send: SendSignal
  onStatus: (status: CallStatus) => void
  onRemoteStream: (stream: MediaStream | null) => void
  onPeerMedia: (media: MediaState) => void
  onPeerLeft: () => void
  /** The connection has been too weak for video for a while (or no longer is). */
  onWeak: (weak: boolean) => void
  onSendFailed: (result: Exclude<SendResult, { ok: true }>) => void
}

/** A network that stayed "disconnected" this long gets an ICE restart. */
const DISCONNECTED_GRACE_MS = 3_000
/** At most one ICE restart in this time (a failed restart fails again after ICE's own timeouts). */
const RESTART_SPACING_MS = 8_000
/** Negotiation that has not connected after this long starts over (a signal was lost). */
const CONNECT_TIMEOUT_MS = 20_000

export class CallConnection {
  private pc: RTCPeerConnection
  private readonly options: CallOptions
  private readonly stream: MediaStream
  /** The other side has joined the call: offers may go to it. */
  private peerReady = false
  private negotiationSkipped = false
  private makingOffer = false
  private ignoreOffer = false
  private microphoneOn = true
  private cameraOn = true
  private audioOnly: boolean
  private peerMedia: MediaState = { audio: true, video: true }
  private status: CallStatus = 'waiting'
  private inbox: Promise<void> = Promise.resolve()
  private outbox: Promise<void> = Promise.resolve()
  private disconnectedTimer: number | undefined
  private connectTimer: number | undefined
  private statsTimer: number | undefined
  private lastRestart = 0
  private restartTimer: number | undefined
  private lastSample: StatsSample | null = null
  private weakness: WeakTracker = { poorSince: null }
  private weak = false
  private closed = false
  private readonly onOnline = () => this.restartIce()

  constructor(options: CallOptions) {
    this.options = options
    this.stream = options.stream
    this.audioOnly = options.audioOnly
    if (this.audioOnly) this.dropCamera()
    this.pc = this.createPeer()
    window.addEventListener('online', this.onOnline)
    this.statsTimer = window.setInterval(() => void this.readStats(), STATS_INTERVAL_MS)
  }

  /** Tells the other side we are here (it answers with an offer) and what we send. */
  start() {
    this.send({ type: 'ready' })
    this.sendMedia()
    this.setStatus('waiting')
  }

  /** A signal from the other participant, handled strictly in order of arrival. */
  receive(signal: Signal) {
    this.inbox = this.inbox.then(() => this.handle(signal)).catch(() => {})
  }

  get media(): MediaState {
    return { audio: this.microphoneOn, video: this.sendingVideo }
  }

  setMicrophone(on: boolean) {
    this.microphoneOn = on
    for (const track of this.stream.getAudioTracks()) track.enabled = on
    this.sendMedia()
  }

  /** Camera off: the track keeps running but sends black frames (quick to turn back on). */
  setCamera(on: boolean) {
    this.cameraOn = on
    for (const track of this.stream.getVideoTracks()) track.enabled = on
    this.sendMedia()
  }

  /**
   * Audio only: the camera is released and video stops in BOTH directions (the transceiver goes
   * inactive), which is what saves a weak connection. Back: the camera is opened again (may throw
   * `MediaError`).
   */
  async setAudioOnly(on: boolean) {
    if (on === this.audioOnly) return
    if (on) {
      this.audioOnly = true
      this.dropCamera()
      for (const transceiver of this.videoTransceivers()) {
        await transceiver.sender.replaceTrack(null).catch(() => {})
      }
    } else {
      const track = await openCamera(this.options.devices)
      if (this.closed) return track.stop()
      track.enabled = this.cameraOn
      this.audioOnly = false
      this.stream.addTrack(track)
      const transceiver = this.videoTransceivers()[0]
      if (transceiver) await transceiver.sender.replaceTrack(track)
      // A side that joined without a camera has no sender yet; addTrack reuses the receiving one.
      else this.pc.addTrack(track, this.stream)
    }
    this.applyDirections()
    this.sendMedia()
  }

  get localStream() {
    return this.stream
  }

  /** Leaves the call: tells the other side, closes the connection (the caller stops the media). */
  hangUp() {
    this.send({ type: 'bye' })
    this.close()
  }

  /** Closes without a word (the room closed, the page goes away after a `bye` beacon). */
  close() {
    if (this.closed) return
    this.closed = true
    window.removeEventListener('online', this.onOnline)
    window.clearInterval(this.statsTimer)
    window.clearTimeout(this.disconnectedTimer)
    window.clearTimeout(this.connectTimer)
    window.clearTimeout(this.restartTimer)
    this.pc.close()
  }

  // -- internals --

  private get sendingVideo() {
    return !this.audioOnly && this.cameraOn && this.stream.getVideoTracks().length > 0
  }

  private dropCamera() {
    for (const track of this.stream.getVideoTracks()) {
      track.stop()
      this.stream.removeTrack(track)
    }
  }

  private videoTransceivers() {
    return this.pc.getTransceivers().filter((t) => t.receiver.track.kind === 'video')
  }

  /** Video goes both ways unless audio only; without a camera we can still receive it. */
  private applyDirections() {
    for (const transceiver of this.videoTransceivers()) {
      const direction: RTCRtpTransceiverDirection = this.audioOnly
        ? 'inactive'
        : transceiver.sender.track
          ? 'sendrecv'
          : 'recvonly'
      if (transceiver.direction !== direction) transceiver.direction = direction
    }
  }

  private createPeer(): RTCPeerConnection {
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers })
    this.negotiationSkipped = false
    this.makingOffer = false
    this.ignoreOffer = false
    pc.onnegotiationneeded = () => {
      if (pc !== this.pc) return
      if (!this.peerReady) this.negotiationSkipped = true
      else void this.offer(pc)
    }
    pc.onicecandidate = ({ candidate }) => {
      if (pc !== this.pc) return
      this.send({
        type: 'candidate',
        candidate: candidate
          ? {
              candidate: candidate.candidate,
              sdpMid: candidate.sdpMid,
              sdpMLineIndex: candidate.sdpMLineIndex,
              usernameFragment: candidate.usernameFragment,
            }
          : null,
      })
    }
    pc.ontrack = ({ track, streams }) => {
      if (pc !== this.pc) return
      let remote = streams[0]
      if (!remote) {
        remote = new MediaStream()
        remote.addTrack(track)
      }
      this.options.onRemoteStream(remote)
    }
    const connectedNow = () => {
      if (pc !== this.pc) return false
      const state = pc.iceConnectionState
      if ((state !== 'connected' && state !== 'completed') || pc.signalingState !== 'stable')
        return false
      window.clearTimeout(this.connectTimer)
      this.setStatus('connected')
      return true
    }
    // An ICE restart over a path that still works never leaves "connected": the restart is over
    // when its negotiation is.
    pc.onsignalingstatechange = connectedNow
    pc.oniceconnectionstatechange = () => {
      if (pc !== this.pc) return
      const state = pc.iceConnectionState
      window.clearTimeout(this.disconnectedTimer)
      if (connectedNow()) return
      if (state === 'failed') {
        this.restartIce()
      } else if (state === 'disconnected') {
        this.setStatus('reconnecting')
        this.disconnectedTimer = window.setTimeout(() => {
          if (pc === this.pc && pc.iceConnectionState === 'disconnected') this.restartIce()
        }, DISCONNECTED_GRACE_MS)
      }
    }
    for (const track of this.stream.getTracks()) pc.addTrack(track, this.stream)
    return pc
  }

  /** A new connection for a new meeting of the two (the other side joined again). */
  private replacePeer() {
    this.pc.close()
    this.options.onRemoteStream(null)
    this.lastSample = null
    this.pc = this.createPeer()
  }

  private async offer(pc: RTCPeerConnection) {
    try {
      this.makingOffer = true
      this.applyDirections()
      await pc.setLocalDescription()
      if (pc !== this.pc || !pc.localDescription) return
      if (this.status !== 'connected')
        this.setStatus(this.status === 'reconnecting' ? 'reconnecting' : 'connecting')
      this.armConnectTimer()
      this.send({ type: 'offer', sdp: pc.localDescription.sdp })
    } catch {
      // The state moved on under us (a collision, or the call closed): the next event retries.
    } finally {
      this.makingOffer = false
    }
  }

  private async handle(signal: Signal) {
    if (this.closed) return
    const pc = this.pc
    switch (signal.type) {
      case 'ready': {
        // The other side (re)joined: whatever we had with it is gone.
        this.peerMedia = { audio: true, video: true }
        this.options.onPeerMedia(this.peerMedia)
        if (pc.localDescription || pc.remoteDescription) {
          this.peerReady = true
          this.replacePeer() // its tracks fire negotiationneeded, now with peerReady
        } else {
          this.peerReady = true
          if (this.negotiationSkipped) {
            this.negotiationSkipped = false
            void this.offer(pc)
          }
        }
        this.setStatus('connecting')
        this.sendMedia()
        return
      }
      case 'offer':
      case 'answer': {
        const collision =
          signal.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable')
        this.ignoreOffer = !this.options.polite && collision
        if (this.ignoreOffer) return
        this.peerReady = true
        this.negotiationSkipped = false
        try {
          await pc.setRemoteDescription({ type: signal.type, sdp: signal.sdp })
          if (signal.type === 'offer') {
            this.applyDirections()
            await pc.setLocalDescription()
            if (pc !== this.pc || !pc.localDescription) return
            if (this.status === 'waiting') this.setStatus('connecting')
            this.armConnectTimer()
            this.send({ type: 'answer', sdp: pc.localDescription.sdp })
          }
        } catch {
          // An answer to an offer of a connection since replaced: nothing to do.
        }
        return
      }
      case 'candidate': {
        try {
          await pc.addIceCandidate(signal.candidate ?? undefined)
        } catch {
          // A candidate of an ignored offer, or of an earlier connection: harmless.
        }
        return
      }
      case 'media': {
        this.peerMedia = { audio: signal.audio, video: signal.video }
        this.options.onPeerMedia(this.peerMedia)
        return
      }
      case 'bye': {
        this.peerReady = false
        this.replacePeer()
        window.clearTimeout(this.connectTimer)
        this.setStatus('waiting')
        this.options.onPeerLeft()
        return
      }
    }
  }

  /** Looks for a new network path without leaving the call (after a network change). */
  private restartIce() {
    if (this.closed || !this.peerReady) return
    const wait = this.lastRestart + RESTART_SPACING_MS - Date.now()
    if (wait > 0) {
      window.clearTimeout(this.restartTimer)
      this.restartTimer = window.setTimeout(() => this.restartIce(), wait)
      return
    }
    this.lastRestart = Date.now()
    this.setStatus('reconnecting')
    this.pc.restartIce() // fires negotiationneeded: an offer with new ICE credentials
  }

  /** Starts over when a negotiation does not connect (a signal lost on the way). */
  private armConnectTimer() {
    window.clearTimeout(this.connectTimer)
    this.connectTimer = window.setTimeout(() => {
      if (this.closed || this.status === 'connected') return
      this.peerReady = false
      this.replacePeer()
      this.send({ type: 'ready' })
      this.sendMedia()
    }, CONNECT_TIMEOUT_MS)
  }

  private async readStats() {
    if (this.closed || this.status !== 'connected') return
    const report = await this.pc.getStats().catch(() => null)
    if (!report || this.closed) return
    const sample = sampleFromReport(report)
    const verdict = assessConnection(this.lastSample, sample, {
      sending: this.sendingVideo,
      receiving: this.peerMedia.video && !this.audioOnly,
    })
    this.lastSample = sample
    const step = trackWeakness(this.weakness, verdict, Date.now())
    this.weakness = step.tracker
    if (step.suggest !== this.weak) {
      this.weak = step.suggest
      this.options.onWeak(step.suggest)
    }
  }

  private sendMedia() {
    this.send({ type: 'media', ...this.media })
  }

  /** Signals leave one at a time, in order: a candidate must not overtake its offer. */
  private send(signal: Signal) {
    this.outbox = this.outbox.then(async () => {
      const result = await this.options.send(signal)
      if (!result.ok) this.options.onSendFailed(result)
    })
  }

  private setStatus(status: CallStatus) {
    if (this.status === status) return
    this.status = status
    this.options.onStatus(status)
  }
}
