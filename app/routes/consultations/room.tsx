import { getFormProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useCallback, useEffect, useRef, useState } from 'react'
import { z } from '#app/utils/zod.ts'
import { data, redirect, useFetcher, useNavigation } from 'react-router'
import type { Route } from './+types/room'
import { CONTACT, SITE } from '#app/content/site.ts'
import { FieldErrors, FileField, FormErrors, TextareaField } from '#app/components/forms.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { CALL_OUTCOMES, MAX_CHAT_MESSAGE } from '#app/db/schema/consultation-values.ts'
import { requireRoomAccess, type RoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { ROOM_KEY_PARAM, roomPath } from '#app/domain/rooms/room-paths.ts'
import {
  CallOutcomeSchema,
  ChatMessageSchema,
  PatientNoteSchema,
  ShareDocumentsSchema,
} from '#app/domain/consultations/room-schemas.ts'
import { CallPanel } from '#app/components/consultation/call-panel.tsx'
import { RoomNews } from '#app/components/consultation/room-news.tsx'
import { PrescriptionSummary } from '#app/components/prescription-summary.tsx'
import type { Signal } from '#app/domain/consultations/signal-types.ts'
import { iceServersFor } from '#app/utils/ice-servers.server.ts'
import { readUploads } from '#app/utils/files/read-uploads.ts'
import { MAX_FILES_PER_FORM, MAX_UPLOAD_REQUEST_BYTES } from '#app/utils/files/file-kinds.ts'
import {
  endConsultation,
  shareDocuments,
  listChatMessages,
  listVisits,
  recordCallOutcome,
  recordEntry,
  recordExit,
  roomState,
  type RoomState,
  savePatientNote,
  sendChatMessage,
  startConsultation,
} from '#app/domain/consultations/room.server.ts'
import {
  type ChatMessageView,
  chatMessageView,
} from '#app/domain/consultations/room-view.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { formatClinicDateTime, formatClinicTime } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { useLiveEvents } from '#app/utils/use-live.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `call`: the video/voice panel; `prescription`: its summary; `files`: upload refusals. */
export const handle: I18nHandle = { i18n: ['consultation', 'call', 'prescription', 'files'] }

// Chat attachments and shared reports: photos and PDFs (app/utils/files).
export const policy: RoutePolicy = { ...personal, uploadLimit: MAX_UPLOAD_REQUEST_BYTES }

// The patient's private key may be in the address: it is never sent to another site.
export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data, NOINDEX, { name: 'referrer', content: 'same-origin' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireRoomAccess(request, params.id)
  const locale = requestLocale(request)
  const t = getT(locale, 'consultation')
  const { appointment, participant, key } = access
  // Opening the page is an entry; the live connection keeps it (and records the exit).
  await recordEntry(access, context.clientIp || null)
  const [state, messages, visits] = await Promise.all([
    roomState(access),
    listChatMessages(appointment.id),
    participant.role === 'patient' ? Promise.resolve([]) : listVisits(appointment.id),
  ])
  const modeLabel = translateRefOnServer(locale, MODE_LABELS[appointment.mode])
  return data({
    meta: {
      title: t('room.metaTitle', { site: SITE.name }),
      description: t('room.metaDescription'),
    },
    id: appointment.id,
    role: participant.role,
    mode: appointment.mode,
    modeLabel,
    doctorName: appointment.doctorName,
    patientName: appointment.patientName,
    when: formatClinicDateTime(appointment.startsAt, locale),
    time: formatClinicTime(appointment.startsAt, locale),
    // The doctor dials the patient; the patient is told which number will ring.
    patientPhone: participant.role === 'patient' ? null : appointment.patientPhone,
    callerPhone: CONTACT.receptionPhone,
    ownPhone: participant.role === 'patient' ? appointment.patientPhone : null,
    key,
    roomUrl: roomPath(appointment.id, key),
    liveUrl: roomPath(appointment.id, key, '/live'),
    state,
    messages: messages.map((m) => chatMessageView(m, access, locale)),
    // STUN/TURN for the call (from configuration; TURN credentials are per participant).
    iceServers:
      participant.role === 'staff' || state.phase === 'closed'
        ? []
        : iceServersFor(participant.userId ?? `guest-${appointment.id}`),
    visits: visits.map((v) => ({
      role: v.role,
      entered: formatClinicTime(v.enteredAt, locale),
      left: v.leftAt ? formatClinicTime(v.leftAt, locale) : null,
    })),
  })
}

const ControlSchema = z.object({ intent: z.enum(['start', 'end', 'leave']) })

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await readForm(request)
  const key = formData.get(ROOM_KEY_PARAM)
  const access = await requireRoomAccess(request, params.id, typeof key === 'string' ? key : null)
  const actor = { userId: access.participant.userId, ipAddress: context.clientIp }
  const locale = requestLocale(request)
  const t = getT(locale, 'consultation')
  const back = localizedPath(request, roomPath(access.appointment.id, access.key))
  const done = (title: string, anchor = '') =>
    redirectWithToast(`${back}${anchor}`, { type: 'success', title })
  const intent = formData.get('intent')
  if (intent === 'message') {
    const submission = parseWithZod(formData, { schema: ChatMessageSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    const [file] = readUploads(formData, 'file', { max: 1 })
    try {
      await sendChatMessage(access, { body: submission.value.body ?? '', file: file ?? null })
    } catch (error) {
      return replyWithDomainError(submission, error, { locale })
    }
    // Without JavaScript the page comes back at the conversation; with it, nothing moves.
    return redirect(`${back}#chat`)
  }
  if (intent === 'document') {
    const submission = parseWithZod(formData, { schema: ShareDocumentsSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    try {
      const count = await shareDocuments(
        access,
        readUploads(formData, 'documents', { max: MAX_FILES_PER_FORM }),
      )
      return done(t('history.filesShared', { count }), '#history')
    } catch (error) {
      return replyWithDomainError(submission, error, { locale })
    }
  }
  if (intent === 'note') {
    const submission = parseWithZod(formData, { schema: PatientNoteSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    try {
      await savePatientNote(access, submission.value.note ?? '')
    } catch (error) {
      return replyWithDomainError(submission, error, { locale })
    }
    return done(t('history.saved'), '#history')
  }
  if (intent === 'outcome') {
    const submission = parseWithZod(formData, { schema: CallOutcomeSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply() }, { status: 400 })
    try {
      await recordCallOutcome(access, submission.value.outcome, actor)
    } catch (error) {
      return replyWithDomainError(submission, error, { locale })
    }
    return done(t('phone.outcomeSaved'), '#phone')
  }
  const submission = parseWithZod(formData, { schema: ControlSchema })
  if (submission.status !== 'success') {
    const result = submission.reply({ formErrors: [t('error.unknownAction')] })
    return data({ result }, { status: 400 })
  }
  try {
    switch (submission.value.intent) {
      case 'start':
        await startConsultation(access, actor)
        return done(t('doctor.started'))
      case 'end':
        await endConsultation(access, actor)
        return done(t('doctor.ended'))
      case 'leave':
        await recordExit(access, null)
        return redirectWithToast(localizedPath(request, leaveTo(access)), {
          type: 'success',
          title: t('room.left'),
        })
    }
  } catch (error) {
    return replyWithDomainError(submission, error, { locale })
  }
}

/** Where a participant goes when they leave the room. */
function leaveTo(access: RoomAccess): string {
  if (access.participant.role === 'doctor') return '/doctor'
  if (access.participant.role === 'staff') return `/staff/appointments/${access.appointment.id}`
  if (access.key) return `/appointments/manage/${access.key}`
  return '/account/appointments'
}

type LoaderData = Route.ComponentProps['loaderData']

export default function ConsultationRoom({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('consultation')
  const [state, setState] = useState<RoomState>(loaderData.state)
  const [messages, setMessages] = useState<ChatMessageView[]>(loaderData.messages)
  // Fresh data from the server (after a form was sent) replaces what the stream had said.
  const [rendered, setRendered] = useState(loaderData)
  if (rendered !== loaderData) {
    setRendered(loaderData)
    setState(loaderData.state)
    setMessages((shown) => mergeMessages(shown, loaderData.messages))
  }
  const signalHandlers = useRef(new Set<(signal: unknown) => void>())
  // The stream starts after the messages the page was rendered with; it reconnects by itself.
  const [liveUrl] = useState(
    () =>
      `${loaderData.liveUrl}${loaderData.liveUrl.includes('?') ? '&' : '?'}after=${loaderData.messages.at(-1)?.id ?? 0}`,
  )
  const connected = useLiveEvents(state.phase === 'closed' ? null : liveUrl, {
    state: (next) => setState(next as RoomState),
    message: (message) =>
      setMessages((shown) => mergeMessages(shown, [message as ChatMessageView])),
    signal: (signal) => {
      for (const handler of signalHandlers.current) handler(signal)
    },
  })
  const subscribeSignals = useCallback((handler: (signal: Signal) => void) => {
    const wrapped = (signal: unknown) => handler(signal as Signal)
    signalHandlers.current.add(wrapped)
    return () => void signalHandlers.current.delete(wrapped)
  }, [])
  useDoctorReadyAlert(
    loaderData.role === 'patient' && Boolean(state.startedAt),
    t('status.readyTitle'),
  )
  const isPatient = loaderData.role === 'patient'
  const errors = actionData?.result?.error?.[''] ?? undefined
  return (
    <div className="container-page py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {isPatient ? t('room.titlePatient') : t('room.titleDoctor')}{' '}
        <Name>{isPatient ? loaderData.doctorName : loaderData.patientName}</Name>
      </h1>
      <p className="mt-1 text-slate-700">
        {loaderData.when} · {loaderData.modeLabel}
      </p>
      <FormErrors className="mt-4" errors={errors ?? undefined} />
      <RoomStatus data={loaderData} state={state} connected={connected} />
      {loaderData.role === 'doctor' && state.phase !== 'closed' ? (
        <DoctorControls state={state} roomKey={loaderData.key} />
      ) : null}
      {/* On a wide screen the call and the patient's history sit beside the chat. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6">
        <div>
          {state.phase !== 'closed' ? (
            <RoomNews
              messages={messages}
              prescriptionNumber={isPatient ? (state.prescription.current?.number ?? null) : null}
              chatId="chat"
              prescriptionId="prescription-summary"
            />
          ) : null}
          {(loaderData.role === 'patient' || loaderData.role === 'doctor') &&
          loaderData.mode !== 'chat' &&
          state.phase !== 'closed' ? (
            <div className="mt-6">
              <CallPanel
                appointmentId={loaderData.id}
                role={loaderData.role}
                roomKey={loaderData.key}
                iceServers={loaderData.iceServers}
                mode={loaderData.mode === 'phone' ? 'phone' : 'video'}
                subscribeSignals={subscribeSignals}
                peerPresent={
                  loaderData.role === 'patient' ? state.doctorPresent : state.patientPresent
                }
                callAllowed={state.phase === 'open' && Boolean(state.startedAt)}
                peerName={
                  loaderData.role === 'patient' ? loaderData.doctorName : loaderData.patientName
                }
              />
            </div>
          ) : null}
          {loaderData.mode === 'phone' ? <PhonePanel data={loaderData} state={state} /> : null}
          <HistorySection data={loaderData} state={state} lastResult={actionData?.result} />
          <div className="mt-6">
            <PrescriptionSummary
              summary={state.prescription}
              appointmentId={loaderData.id}
              roomKey={loaderData.key}
              canWrite={loaderData.role === 'doctor'}
            />
          </div>
        </div>
        <div>
          <ChatSection
            data={loaderData}
            messages={messages}
            state={state}
            lastResult={actionData?.result}
          />
        </div>
      </div>
      {loaderData.visits.length > 0 ? <Visits visits={loaderData.visits} /> : null}
      {state.phase !== 'closed' ? (
        <Form method="post" className="mt-8">
          <RoomKey value={loaderData.key} />
          <button type="submit" name="intent" value="leave" className="btn-secondary">
            {t('room.leave')}
          </button>
        </Form>
      ) : null}
    </div>
  )
}

/** The waiting patient is told the doctor is ready even with the tab in the background. */
function useDoctorReadyAlert(ready: boolean, title: string) {
  const was = useRef(ready)
  useEffect(() => {
    if (ready && !was.current) {
      const before = document.title
      document.title = `${title} · ${before}`
      navigator.vibrate?.([200, 100, 200])
      const restore = () => {
        if (document.visibilityState === 'visible') document.title = before
      }
      document.addEventListener('visibilitychange', restore)
      was.current = ready
      return () => document.removeEventListener('visibilitychange', restore)
    }
    was.current = ready
  }, [ready, title])
}

function mergeMessages(shown: ChatMessageView[], incoming: ChatMessageView[]) {
  const known = new Set(shown.map((m) => m.id))
  const added = incoming.filter((m) => !known.has(m.id))
  if (added.length === 0) return shown
  return [...shown, ...added].sort((a, b) => a.id - b.id)
}

function RoomKey({ value }: { value: string | null }) {
  return value ? <input type="hidden" name={ROOM_KEY_PARAM} value={value} /> : null
}

function RoomStatus({
  data,
  state,
  connected,
}: {
  data: LoaderData
  state: RoomState
  connected: boolean
}) {
  const t = useT('consultation')
  const locale = useLocale()
  const hydrated = useHydrated()
  const doctor = <Name>{data.doctorName}</Name>
  const patient = data.role === 'patient'
  let text: React.ReactNode
  if (state.phase === 'early') {
    text = t('status.early', { time: formatClinicTime(new Date(state.opensAt!), locale) })
  } else if (state.phase === 'closed') {
    text = t(`status.closed.${state.closedWhy ?? 'time'}`)
  } else if (state.startedAt) {
    text = patient ? (
      <Message ns="consultation" k="status.readyPatient" components={[doctor]} />
    ) : (
      t('status.inProgress')
    )
  } else if (patient) {
    text = <Message ns="consultation" k="status.waitingPatient" components={[doctor]} />
  } else {
    text = state.patientPresent ? t('status.patientWaiting') : t('status.patientNotHere')
  }
  return (
    <section aria-labelledby="room-status-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="room-status-title" className="sr-only">
        {t('status.heading')}
      </h2>
      {/* One live region: the news and the patient's place in the queue are both announced. */}
      <div role="status" aria-live="polite">
        <p className="text-lg font-semibold text-slate-900" data-testid="room-status">
          {text}
        </p>
        {patient && state.queue && !state.startedAt ? (
          <p className="mt-1 text-slate-700" data-testid="queue-place">
            {state.queue.doctorBusy
              ? t('status.queueBusy', { place: state.queue.place })
              : t('status.queue', { place: state.queue.place })}
          </p>
        ) : null}
      </div>
      {patient && hydrated && state.phase === 'open' && !state.startedAt ? (
        // Only where the page's live connection can keep the promise.
        <p className="mt-1 text-slate-700">{t('status.toldWhenReady')}</p>
      ) : null}
      {!patient && state.phase === 'open' ? (
        <p className="mt-1 text-slate-700">
          {data.role === 'staff' && state.doctorPresent ? `${t('status.doctorHere')} ` : null}
          {state.patientPresent ? t('status.patientHere') : t('status.patientAway')}
        </p>
      ) : null}
      {state.phase !== 'closed' ? (
        // Without JavaScript the room never reloads itself: it would wipe the problem being
        // described and the message being typed, on a slow phone mid-sentence. One press shows
        // the latest instead; every form sent brings it too.
        <noscript>
          <p className="mt-2 text-slate-800">
            {t('status.noScript')}{' '}
            <Link to={data.roomUrl} className="btn-secondary mt-2 min-h-11">
              {t('status.checkAgain')}
            </Link>
          </p>
        </noscript>
      ) : null}
      {hydrated && state.phase !== 'closed' && !connected ? (
        <p className="mt-1 text-sm text-slate-600" data-testid="live-off">
          {t('status.notLive')}
        </p>
      ) : null}
    </section>
  )
}

function DoctorControls({ state, roomKey }: { state: RoomState; roomKey: string | null }) {
  const t = useT('consultation')
  return (
    <Form method="post" className="mt-4 flex flex-wrap gap-2">
      <RoomKey value={roomKey} />
      {!state.startedAt && state.phase === 'open' ? (
        <button type="submit" name="intent" value="start" className="btn-primary">
          {t('doctor.start')}
        </button>
      ) : null}
      <button type="submit" name="intent" value="end" className="btn-secondary">
        {t('doctor.end')}
      </button>
    </Form>
  )
}

function PhonePanel({ data, state }: { data: LoaderData; state: RoomState }) {
  const t = useT('consultation')
  const outcome = state.callOutcome
  return (
    <section id="phone" aria-labelledby="phone-title" className="card mt-6 p-4 sm:p-6">
      <h2 id="phone-title" className="text-xl font-bold text-slate-900">
        {t('phone.title')}
      </h2>
      {data.role === 'patient' ? (
        <p className="mt-2 text-slate-800" data-testid="phone-expect">
          <Message
            ns="consultation"
            k="phone.patientExpect"
            values={{
              time: data.time,
              own: formatIndianPhone(data.ownPhone ?? ''),
              caller: data.callerPhone,
            }}
            components={[<Name key="doctor">{data.doctorName}</Name>]}
          />
        </p>
      ) : (
        <p className="mt-2 text-slate-800">
          {t('phone.callPatient')}{' '}
          <a
            href={`tel:${data.patientPhone ?? ''}`}
            className="font-semibold"
            data-testid="patient-tel"
          >
            {formatIndianPhone(data.patientPhone ?? '')}
          </a>
        </p>
      )}
      {outcome ? (
        <p className="mt-2 text-slate-800" data-testid="call-outcome">
          {t(`phone.outcome.${outcome}`)}
        </p>
      ) : null}
      {data.role === 'doctor' && state.phase !== 'closed' ? <OutcomeForm data={data} /> : null}
    </section>
  )
}

function OutcomeForm({ data }: { data: LoaderData }) {
  const t = useT('consultation')
  return (
    <Form method="post" className="mt-4">
      <RoomKey value={data.key} />
      <fieldset>
        <legend className="field-label">{t('phone.outcomeLegend')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {CALL_OUTCOMES.map((outcome) => (
            <label key={outcome} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="outcome" value={outcome} required />
              {t(`phone.outcome.${outcome}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" name="intent" value="outcome" className="btn-secondary mt-3">
        {t('phone.saveOutcome')}
      </button>
    </Form>
  )
}

function HistorySection({
  data,
  state,
  lastResult,
}: {
  data: LoaderData
  state: RoomState
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const t = useT('consultation')
  const navigation = useNavigation()
  const idle = navigation.state === 'idle'
  const [noteForm, noteFields] = useForm({
    id: 'patient-note',
    defaultValue: { note: state.patientNote },
    lastResult: idle ? lastResult : null,
    // Checked by the server alone: the room page carries no validation library to a cheap phone.
    shouldValidate: 'onSubmit',
  })
  const [filesForm, filesFields] = useForm<{ documents: string }>({
    id: 'share-documents',
    lastResult: idle ? lastResult : null,
    shouldValidate: 'onSubmit',
  })
  const canWrite = data.role === 'patient' && state.phase !== 'closed'
  return (
    <section id="history" aria-labelledby="history-title" className="card mt-6 p-4 sm:p-6">
      <h2 id="history-title" className="text-xl font-bold text-slate-900">
        {data.role === 'patient' ? t('history.title') : t('history.titleDoctor')}
      </h2>
      {canWrite ? (
        <Form method="post" {...getFormProps(noteForm)} className="mt-2">
          <RoomKey value={data.key} />
          <input type="hidden" name="intent" value="note" />
          <TextareaField
            field={noteFields.note}
            label={t('history.noteLabel')}
            hint={t('history.noteHint')}
            rows={4}
          />
          <button type="submit" className="btn-secondary mt-3">
            {t('history.save')}
          </button>
        </Form>
      ) : state.patientNote ? (
        <p className="mt-2 whitespace-pre-wrap text-slate-800" data-testid="patient-note">
          {state.patientNote}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">{t('history.none')}</p>
      )}
      <h3 className="mt-6 font-bold text-slate-900">{t('history.documents')}</h3>
      {state.documents.length === 0 ? (
        <p className="mt-1 text-slate-700">{t('history.noDocuments')}</p>
      ) : (
        <ul className="mt-1 space-y-1" data-testid="shared-documents">
          {state.documents.map((document) => (
            <li key={document.fileId}>
              <FileLink
                url={roomPath(data.id, data.key, `/files/${document.fileId}`)}
                name={document.name}
                pdf={document.mediaType === 'application/pdf'}
                byteSize={document.byteSize}
              />
            </li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <Form
          method="post"
          encType="multipart/form-data"
          {...getFormProps(filesForm)}
          className="mt-3"
        >
          <RoomKey value={data.key} />
          <input type="hidden" name="intent" value="document" />
          <FileField
            field={filesFields.documents}
            label={t('history.filesLabel')}
            hint={t('history.filesHint')}
            accept={ACCEPTED_FILES}
            multiple
          />
          <button type="submit" className="btn-secondary mt-3">
            {t('history.filesSend')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}

/** What the file pickers offer (the server checks the content whatever the name says). */
const ACCEPTED_FILES = 'image/jpeg,image/png,image/webp,application/pdf'

function FileLink({
  url,
  name,
  pdf,
  byteSize,
}: {
  url: string
  name: string
  pdf: boolean
  byteSize: number
}) {
  const t = useT('consultation')
  return (
    // PDFs are downloaded (opened by the phone's own reader): a browser's built-in viewer refuses
    // the locked-down page the file is served in. Photos open in a new tab.
    <a
      href={pdf ? `${url}${url.includes('?') ? '&' : '?'}download=1` : url}
      target={pdf ? undefined : '_blank'}
      rel="noopener"
      className="font-semibold"
    >
      {pdf ? t('file.pdf') : t('file.photo')}: <span translate="no">{name}</span> (
      {t('file.size', { kb: Math.max(1, Math.round(byteSize / 1024)) })})
    </a>
  )
}

function ChatSection({
  data,
  messages,
  state,
  lastResult,
}: {
  data: LoaderData
  messages: ChatMessageView[]
  state: RoomState
  /** The page's own answer: without JavaScript the chat form is posted as a page. */
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const t = useT('consultation')
  const fetcher = useFetcher<typeof action>()
  const [form, fields] = useForm<{ body: string; file: string }>({
    id: 'chat-message',
    lastResult: fetcher.state === 'idle' ? (fetcher.data?.result ?? lastResult) : null,
    shouldValidate: 'onSubmit',
  })
  const formRef = useRef<HTMLFormElement>(null)
  // A sent message is cleared from the box once the server took it.
  const sending = fetcher.state !== 'idle'
  const wasSending = useRef(false)
  useEffect(() => {
    if (wasSending.current && !sending && !fetcher.data) formRef.current?.reset()
    wasSending.current = sending
  }, [sending, fetcher.data])
  const roleName = (m: ChatMessageView) =>
    m.mine ? t('chat.you') : m.senderRole === 'staff' ? t('chat.staff') : ''
  return (
    <section id="chat" aria-labelledby="chat-title" className="card mt-6 p-4 sm:p-6">
      <h2 id="chat-title" className="text-xl font-bold text-slate-900">
        {t('chat.title')}
      </h2>
      {messages.length === 0 ? <p className="mt-2 text-slate-700">{t('chat.none')}</p> : null}
      {/* Always in the page, so the first message that arrives is announced too. */}
      <ol className="mt-3 space-y-3" aria-live="polite" data-testid="chat-messages">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg p-3 ${m.mine ? 'ml-6 bg-brand-50' : 'mr-6 bg-slate-100'}`}
          >
            <p className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">
                {roleName(m) || <Name>{m.senderName}</Name>}
              </span>{' '}
              · {m.time}
            </p>
            {m.body ? <p className="mt-1 whitespace-pre-wrap text-slate-900">{m.body}</p> : null}
            {m.file ? (
              <p className="mt-1">
                <FileLink
                  url={m.file.url}
                  name={m.file.name}
                  pdf={m.file.pdf}
                  byteSize={m.file.byteSize}
                />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {state.phase === 'open' ? (
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          action={data.roomUrl}
          {...getFormProps(form)}
          ref={formRef}
          className="mt-4"
        >
          <RoomKey value={data.key} />
          <input type="hidden" name="intent" value="message" />
          <label htmlFor={fields.body.id} className="field-label">
            {t('chat.messageLabel')}
          </label>
          <textarea
            {...getTextareaProps(fields.body)}
            key={fields.body.key}
            rows={2}
            maxLength={MAX_CHAT_MESSAGE}
            className="field-input"
          />
          <FieldErrors id={fields.body.errorId} errors={fields.body.errors} />
          <FileField
            field={fields.file}
            label={t('chat.attachLabel')}
            hint={t('chat.attachHint')}
            accept={ACCEPTED_FILES}
            className="mt-3"
          />
          <button type="submit" className="btn-primary mt-3" disabled={sending}>
            {t('chat.send')}
          </button>
          <noscript>
            <p className="mt-2 text-sm text-slate-700">
              <Link to={data.roomUrl}>{t('chat.refresh')}</Link>
            </p>
          </noscript>
        </fetcher.Form>
      ) : (
        <p className="mt-3 text-slate-700">
          {state.phase === 'early' ? t('chat.opensLater') : t('chat.closed')}
        </p>
      )}
    </section>
  )
}

function Visits({ visits }: { visits: LoaderData['visits'] }) {
  const t = useT('consultation')
  return (
    <section aria-labelledby="visits-title" className="mt-6">
      <h2 id="visits-title" className="text-lg font-bold text-slate-900">
        {t('visits.title')}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-800">
        {visits.map((v, index) => (
          <li key={index}>
            {v.left
              ? t('visits.cameAndLeft', {
                  who: t(`visits.role.${v.role}`),
                  entered: v.entered,
                  left: v.left,
                })
              : t('visits.came', { who: t(`visits.role.${v.role}`), entered: v.entered })}
          </li>
        ))}
      </ul>
    </section>
  )
}
