import { Headphones, Mic, PhoneOff, Video } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { Signal } from '#app/domain/consultations/signal-types.ts'
import type { MessageKey } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import {
  beaconSignal,
  CallConnection,
  type CallStatus,
  callSupport,
  type DeviceChoice,
  type Devices,
  listDevices,
  MediaError,
  type MediaProblem,
  type MediaState,
  openMedia,
  postSignal,
  type SendSignal,
  stopStream,
  watchLevel,
} from './call.client.ts'

export type CallPanelProps = {
  appointmentId: string
  role: 'patient' | 'doctor'
  /** The private manage link's key when the page was opened with `?k=`; passed with each signal. */
  roomKey: string | null
  iceServers: RTCIceServer[]
  mode: 'video' | 'phone' | 'chat'
  /** Signals from the other participant, from the room's live connection; returns unsubscribe. */
  subscribeSignals: (handler: (signal: Signal) => void) => () => void
  /** Sends a signal to the other participant; by default `postSignal` to the room's endpoint. */
  sendSignal?: SendSignal
  /** The other participant's room page is open now. */
  peerPresent: boolean
  /** The room is open and the doctor has started: a call may begin. */
  callAllowed: boolean
  peerName: string
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'problem'; problem: MediaProblem }
  | { kind: 'checked'; stream: MediaStream; cameraProblem: MediaProblem | null }
  | { kind: 'call' }
  | { kind: 'ended'; why: 'left' | 'closed' }

/**
 * The video or voice call of a consultation room: a camera and microphone check, then the call
 * with mute, camera off, audio only and end. Needs JavaScript; without it the page shows the
 * `noScript` sentence and the chat.
 */
export function CallPanel(props: CallPanelProps) {
  const t = useT('call')
  const hydrated = useHydrated()
  if (props.mode === 'chat') return null
  return (
    <section
      aria-labelledby="call-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="call-title" className="text-xl font-bold text-slate-900">
        {props.mode === 'phone' ? t('title.phone') : t('title.video')}
      </h2>
      <noscript>
        <p className="mt-2 text-slate-800">{t('noScript')}</p>
      </noscript>
      {hydrated ? <CallUi {...props} /> : null}
    </section>
  )
}

function CallUi({
  appointmentId,
  role,
  roomKey,
  iceServers,
  mode,
  subscribeSignals,
  sendSignal,
  peerPresent,
  callAllowed,
  peerName,
}: CallPanelProps) {
  const t = useT('call')
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] })
  const [choice, setChoice] = useState<DeviceChoice>({})
  const [withoutCamera, setWithoutCamera] = useState(mode === 'phone')
  const [status, setStatus] = useState<CallStatus>('waiting')
  const [peerInCall, setPeerInCall] = useState(false)
  const [peerMedia, setPeerMedia] = useState<MediaState>({ audio: true, video: true })
  const [hasRemoteVideo, setHasRemoteVideo] = useState(false)
  const [local, setLocal] = useState({ microphone: true, camera: true, audioOnly: false })
  const [weak, setWeak] = useState(false)
  const [weakDismissed, setWeakDismissed] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [peerLeft, setPeerLeft] = useState(false)
  const [soundBlocked, setSoundBlocked] = useState(false)
  const [localStream, setLocalStream] = useState<MediaStream | null>(null)
  const connection = useRef<CallConnection | null>(null)
  /** The camera and microphone in use (the check's, then the call's): stopped when done. */
  const activeStream = useRef<MediaStream | null>(null)
  const remoteVideo = useRef<HTMLVideoElement>(null)
  const localVideo = useRef<HTMLVideoElement>(null)
  const meter = useRef<HTMLMeterElement>(null)
  const ids = useId()
  const send: SendSignal = sendSignal ?? ((signal) => postSignal(appointmentId, roomKey, signal))

  // Signals: to the call when in one; before, only whether the other side waits in the call.
  useEffect(
    () =>
      subscribeSignals((signal) => {
        if (signal.type === 'ready') setPeerInCall(true)
        if (signal.type === 'bye') setPeerInCall(false)
        connection.current?.receive(signal)
      }),
    [subscribeSignals],
  )

  // The check's stream: preview and level meter while it lasts.
  const checkedStream = phase.kind === 'checked' ? phase.stream : null
  useEffect(() => {
    if (!checkedStream) return
    return watchLevel(checkedStream, (level) => {
      if (meter.current) meter.current.value = level
    })
  }, [checkedStream])

  const shownLocal = checkedStream ?? localStream
  useEffect(() => {
    const video = localVideo.current
    if (video && video.srcObject !== shownLocal) video.srcObject = shownLocal
  })

  // Leaving the page (or the room page): a `bye` the server still gets; the camera light goes off.
  useEffect(() => {
    const leave = () => {
      if (connection.current) beaconSignal(appointmentId, roomKey, { type: 'bye' })
      connection.current?.close()
      connection.current = null
      stopStream(activeStream.current)
      activeStream.current = null
    }
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [appointmentId, roomKey])

  function holdStream(stream: MediaStream | null) {
    if (activeStream.current !== stream) stopStream(activeStream.current)
    activeStream.current = stream
  }

  // The doctor ended the consultation (or the room closed) during the call.
  useEffect(() => {
    if (!callAllowed && connection.current) {
      connection.current.close()
      connection.current = null
      holdStream(null)
      setLocalStream(null)
      setPhase({ kind: 'ended', why: 'closed' })
    }
  }, [callAllowed])

  async function check() {
    const support = callSupport()
    if (support !== 'ok') return setPhase({ kind: 'problem', problem: support })
    setPhase({ kind: 'opening' })
    try {
      const opened = await openMedia(mode === 'video' && !withoutCamera, choice)
      holdStream(opened.stream)
      setDevices(await listDevices())
      if (opened.cameraProblem) setWithoutCamera(true)
      setPhase({ kind: 'checked', ...opened })
    } catch (error) {
      setPhase({ kind: 'problem', problem: error instanceof MediaError ? error.problem : 'other' })
    }
  }

  async function changeDevice(next: DeviceChoice) {
    setChoice(next)
    if (phase.kind !== 'checked') return
    holdStream(null)
    setPhase({ kind: 'opening' })
    try {
      const opened = await openMedia(mode === 'video' && !withoutCamera, next)
      holdStream(opened.stream)
      setPhase({ kind: 'checked', ...opened })
    } catch (error) {
      setPhase({ kind: 'problem', problem: error instanceof MediaError ? error.problem : 'other' })
    }
  }

  function join() {
    if (phase.kind !== 'checked') return
    const audioOnly = withoutCamera || phase.stream.getVideoTracks().length === 0
    const call = new CallConnection({
      polite: role === 'patient',
      iceServers,
      stream: phase.stream,
      audioOnly,
      devices: choice,
      send,
      onStatus: (next) => {
        setStatus(next)
        if (next !== 'waiting') setPeerLeft(false)
        if (next === 'connected') setNotice(null)
      },
      onRemoteStream: (stream) => {
        const video = remoteVideo.current
        if (!video) return
        setHasRemoteVideo(Boolean(stream?.getVideoTracks().length))
        if (video.srcObject === stream) return
        video.srcObject = stream
        if (stream) {
          video.play().then(
            () => setSoundBlocked(false),
            (error: unknown) => {
              if (error instanceof DOMException && error.name === 'NotAllowedError')
                setSoundBlocked(true)
            },
          )
        }
      },
      onPeerMedia: setPeerMedia,
      onPeerLeft: () => {
        setPeerInCall(false)
        setPeerMedia({ audio: true, video: true })
        setPeerLeft(true)
      },
      onWeak: setWeak,
      onSendFailed: (result) => setNotice(result.error ?? t('error.send')),
    })
    connection.current = call
    // The stream now belongs to the call (its unmount stops it), not to the check.
    setLocalStream(phase.stream)
    setLocal({ microphone: true, camera: true, audioOnly })
    setStatus('waiting')
    setNotice(null)
    setPeerLeft(false)
    setWeak(false)
    setWeakDismissed(false)
    setPhase({ kind: 'call' })
    call.start()
  }

  function end() {
    connection.current?.hangUp()
    connection.current = null
    holdStream(null)
    setLocalStream(null)
    setPhase({ kind: 'ended', why: 'left' })
  }

  function toggleMicrophone() {
    const on = !local.microphone
    connection.current?.setMicrophone(on)
    setLocal((state) => ({ ...state, microphone: on }))
  }

  function toggleCamera() {
    const on = !local.camera
    connection.current?.setCamera(on)
    setLocal((state) => ({ ...state, camera: on }))
  }

  async function toggleAudioOnly(on = !local.audioOnly) {
    const call = connection.current
    if (!call) return
    try {
      await call.setAudioOnly(on)
      setLocal((state) => ({ ...state, audioOnly: on }))
      // The call's stream changed its tracks: show the preview again (or not).
      if (localVideo.current) localVideo.current.srcObject = call.localStream
      if (on) setWeak(false)
    } catch (error) {
      setNotice(t(`problem.${error instanceof MediaError ? error.problem : 'other'}`))
    }
  }

  const nameTag = [<span key="name" translate="no" />]
  const peerNameMessage = (k: MessageKey<'call'>) => (
    <Message ns="call" k={k} values={{ name: peerName }} components={nameTag} />
  )

  let statusText: ReactNode = null
  if (phase.kind === 'opening') statusText = t('check.starting')
  else if (phase.kind === 'ended')
    statusText = phase.why === 'closed' ? t('status.closed') : t('status.ended')
  else if (phase.kind === 'call') {
    if (peerLeft) statusText = peerNameMessage('status.peerLeft')
    else if (status === 'waiting') statusText = peerNameMessage('status.waiting')
    else statusText = t(`status.${status}`)
  }
  const sendingVideo =
    !local.audioOnly && local.camera && Boolean(localStream?.getVideoTracks().length)
  const showRemoteVideo =
    (status === 'connected' || status === 'reconnecting') &&
    hasRemoteVideo &&
    peerMedia.video &&
    !local.audioOnly

  return (
    <div className="mt-3 space-y-4">
      <p
        role="status"
        aria-live="polite"
        data-testid="call-status"
        data-status={phase.kind === 'call' ? status : phase.kind}
        className="font-semibold text-slate-800"
      >
        {statusText}
      </p>
      {notice ? (
        <p role="alert" className="font-medium text-alert-700">
          {notice}
        </p>
      ) : null}

      {phase.kind !== 'call' ? (
        <>
          {peerInCall && peerPresent ? (
            <p className="text-slate-800">{peerNameMessage('peerInCall')}</p>
          ) : !peerPresent ? (
            <p className="text-slate-700">{peerNameMessage('peerAway')}</p>
          ) : null}
        </>
      ) : null}

      {phase.kind === 'idle' || phase.kind === 'ended' || phase.kind === 'opening' ? (
        <div className="space-y-3">
          <p className="text-slate-700">
            {mode === 'phone' ? t('check.introPhone') : t('check.intro')}
          </p>
          <button
            type="button"
            className="btn-primary"
            onClick={() => void check()}
            disabled={phase.kind === 'opening'}
          >
            {phase.kind === 'ended'
              ? t('control.rejoin')
              : mode === 'phone'
                ? t('check.startPhone')
                : t('check.start')}
          </button>
        </div>
      ) : null}

      {phase.kind === 'problem' ? (
        <div className="space-y-3">
          <p role="alert" className="font-medium text-alert-700">
            {t(`problem.${phase.problem}`)}
          </p>
          {phase.problem === 'insecure' || phase.problem === 'unsupported' ? null : (
            <button type="button" className="btn-secondary" onClick={() => void check()}>
              {t('retry')}
            </button>
          )}
        </div>
      ) : null}

      {phase.kind === 'checked' ? (
        <div className="space-y-4">
          {phase.cameraProblem ? (
            <p className="text-slate-800">
              {phase.cameraProblem === 'busy' ? t('check.cameraBusy') : t('check.noCamera')}
            </p>
          ) : null}
          <div>
            <label htmlFor={`${ids}-level`} className="field-label">
              {t('check.level')}
            </label>
            <meter
              id={`${ids}-level`}
              ref={meter}
              min={0}
              max={1}
              low={0.05}
              value={0}
              className="mt-1 h-4 w-full max-w-xs"
            />
            <p className="text-sm text-slate-700">{t('check.levelHint')}</p>
          </div>
          {devices.microphones.length > 1 ? (
            <DeviceSelect
              id={`${ids}-mic`}
              label={t('check.microphone')}
              devices={devices.microphones}
              value={
                choice.microphoneId ?? phase.stream.getAudioTracks()[0]?.getSettings().deviceId
              }
              onChange={(microphoneId) => void changeDevice({ ...choice, microphoneId })}
            />
          ) : null}
          {mode === 'video' && !phase.cameraProblem ? (
            <>
              {devices.cameras.length > 1 && !withoutCamera ? (
                <DeviceSelect
                  id={`${ids}-camera`}
                  label={t('check.camera')}
                  devices={devices.cameras}
                  value={
                    choice.cameraId ?? phase.stream.getVideoTracks()[0]?.getSettings().deviceId
                  }
                  onChange={(cameraId) => void changeDevice({ ...choice, cameraId })}
                />
              ) : null}
              <label className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={withoutCamera}
                  onChange={(event) => setWithoutCamera(event.currentTarget.checked)}
                />
                {t('check.withoutCamera')}
              </label>
            </>
          ) : null}
          <button
            type="button"
            className="btn-primary w-full sm:w-auto"
            data-testid="call-join"
            disabled={!callAllowed}
            aria-describedby={callAllowed ? undefined : `${ids}-not-yet`}
            onClick={join}
          >
            {t('join')}
          </button>
          {callAllowed ? null : (
            <p id={`${ids}-not-yet`} className="text-slate-700">
              {t('joinNotYet')}
            </p>
          )}
        </div>
      ) : null}

      {/* Videos stay mounted in a call so that the remote audio plays even with video hidden. */}
      <div className={phase.kind === 'call' || phase.kind === 'checked' ? 'space-y-3' : 'hidden'}>
        {/* A live call has no caption track to give; the chat beside it is the text channel. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          ref={remoteVideo}
          data-testid="call-remote-video"
          aria-label={t('video.remote', { name: peerName })}
          autoPlay
          playsInline
          hidden={phase.kind !== 'call' || !showRemoteVideo}
          className="aspect-video w-full rounded-lg bg-slate-900 object-contain"
        />
        {phase.kind === 'call' && soundBlocked ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => void remoteVideo.current?.play().then(() => setSoundBlocked(false))}
          >
            {t('control.playSound')}
          </button>
        ) : null}
        <video
          ref={localVideo}
          data-testid="call-local-video"
          aria-label={phase.kind === 'checked' ? t('check.preview') : t('video.local')}
          autoPlay
          playsInline
          muted
          hidden={
            phase.kind === 'call'
              ? !sendingVideo
              : !checkedStream?.getVideoTracks().length || withoutCamera
          }
          className="aspect-video w-32 rounded-md bg-slate-900 object-cover sm:w-48"
        />
        {phase.kind === 'call' && !sendingVideo && mode === 'video' ? (
          <p className="text-sm text-slate-700">{t('self.noVideo')}</p>
        ) : null}
      </div>

      {phase.kind === 'call' ? (
        <>
          <div
            data-testid="call-peer-state"
            data-audio={peerMedia.audio ? 'on' : 'off'}
            data-video={peerMedia.video ? 'on' : 'off'}
            className="space-y-1 text-slate-800"
          >
            {status !== 'waiting' && !peerMedia.audio ? (
              <p>{peerNameMessage('peer.muted')}</p>
            ) : null}
            {status !== 'waiting' && !peerMedia.video && mode === 'video' ? (
              <p>{peerNameMessage('peer.noVideo')}</p>
            ) : null}
          </div>

          {weak && !weakDismissed && !local.audioOnly ? (
            <div role="alert" className="rounded-md border border-amber-600 bg-amber-50 p-3">
              <p className="font-medium text-slate-900">{t('weak.text')}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn-primary"
                  onClick={() => void toggleAudioOnly(true)}
                >
                  {t('weak.switch')}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => setWeakDismissed(true)}
                >
                  {t('weak.dismiss')}
                </button>
              </div>
            </div>
          ) : null}

          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <ToggleButton
              testId="call-mute"
              pressed={!local.microphone}
              onClick={toggleMicrophone}
              icon={<Mic aria-hidden="true" className="size-5" />}
              label={t('control.mute')}
            />
            {mode === 'video' ? (
              <ToggleButton
                testId="call-camera"
                pressed={!local.camera}
                disabled={local.audioOnly}
                onClick={toggleCamera}
                icon={<Video aria-hidden="true" className="size-5" />}
                label={t('control.camera')}
              />
            ) : null}
            <ToggleButton
              testId="call-audio-only"
              pressed={local.audioOnly}
              onClick={() => void toggleAudioOnly()}
              icon={<Headphones aria-hidden="true" className="size-5" />}
              label={t('control.audioOnly')}
            />
            <button
              type="button"
              data-testid="call-end"
              className="btn-emergency col-span-2 sm:col-auto"
              onClick={end}
            >
              <PhoneOff aria-hidden="true" className="size-5" />
              {t('control.end')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  )
}

function ToggleButton({
  testId,
  pressed,
  disabled,
  onClick,
  icon,
  label,
}: {
  testId: string
  pressed: boolean
  disabled?: boolean
  onClick: () => void
  icon: ReactNode
  label: string
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={
        pressed ? 'btn-primary px-3 ring-2 ring-brand-900 ring-offset-2' : 'btn-secondary px-3'
      }
    >
      {icon}
      {label}
    </button>
  )
}

function DeviceSelect({
  id,
  label,
  devices,
  value,
  onChange,
}: {
  id: string
  label: string
  devices: MediaDeviceInfo[]
  value: string | undefined
  onChange: (deviceId: string) => void
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {devices.map((device, index) => (
          <option key={device.deviceId} value={device.deviceId}>
            {device.label || `${label} ${index + 1}`}
          </option>
        ))}
      </select>
    </div>
  )
}
