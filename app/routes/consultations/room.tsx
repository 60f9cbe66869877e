import { useCallback, useRef, useState } from 'react'
import { data } from 'react-router'
import type { Route } from './+types/room'
import { CALL_OUTCOMES, MAX_CHAT_MESSAGE } from '#app/db/schema/consultation-values.ts'
import { FormErrors } from '#app/components/forms.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { requireRoomAccess } from '#app/domain/consultations/room-access.server.ts'
import { CallPanel } from '#app/components/consultation/call-panel.tsx'
import { ChatSection } from '#app/components/consultation/room-chat.tsx'
import { HistorySection } from '#app/components/consultation/room-history.tsx'
import { RoomKey } from '#app/components/consultation/room-key.tsx'
import { RoomNews } from '#app/components/consultation/room-news.tsx'
import { DoctorControls, RoomStatus } from '#app/components/consultation/room-status.tsx'
import { Visits } from '#app/components/consultation/room-visits.tsx'
import { useDoctorReadyAlert } from '#app/components/consultation/use-doctor-ready-alert.ts'
import { PrescriptionSummary } from '#app/components/prescription-summary.tsx'
import type { Signal } from '#app/domain/consultations/signal-types.ts'
import type { RoomState } from '#app/domain/consultations/room.server.ts'
import type { ChatMessageView } from '#app/domain/consultations/room-view.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { useLiveEvents } from '#app/utils/use-live.ts'
import { answerRoomForm, roomPage } from './room.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { MAX_UPLOAD_REQUEST_BYTES } from '#app/utils/files/file-kinds.ts'

/**
 * `call`: the video/voice panel; `prescription`: its summary; `files`: upload refusals;
 * `recordImport`: FHIR records the patient brought.
 */
export const handle: I18nHandle = {
  i18n: ['consultation', 'call', 'prescription', 'files', 'recordImport'],
}

// Chat attachments and shared reports: photos and PDFs (app/utils/files).
export const policy: RoutePolicy = { ...personal, uploadLimit: MAX_UPLOAD_REQUEST_BYTES }

// The patient's private key may be in the address: it is never sent to another site.
export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data, NOINDEX, { name: 'referrer', content: 'same-origin' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireRoomAccess(request, params.id)
  return data(await roomPage(request, access, context.clientIp))
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return answerRoomForm(request, params.id, context.clientIp)
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
            messageMaxLength={MAX_CHAT_MESSAGE}
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

function mergeMessages(shown: ChatMessageView[], incoming: ChatMessageView[]) {
  const known = new Set(shown.map((m) => m.id))
  const added = incoming.filter((m) => !known.has(m.id))
  if (added.length === 0) return shown
  return [...shown, ...added].sort((a, b) => a.id - b.id)
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
