import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { data, useNavigation } from 'react-router'
import { MoveAppointmentForm } from '#app/components/move-appointment-form.tsx'
import { AppointmentWaitlist } from '#app/components/appointment-waitlist.tsx'
import { findWaitlistEntryForAppointment } from '#app/domain/waitlist/join-waitlist.server.ts'
import {
  answerWaitlistIntent,
  WAITLIST_INTENTS,
} from '#app/routes/appointments/manage-waitlist.server.ts'
import { FormErrors } from '#app/components/forms.tsx'
import type { Route } from './+types/manage'
import { CONTACT, SITE } from '#app/content/site.ts'
import { findAppointmentByManageToken } from '#app/domain/appointments/appointment-access.server.ts'
import { howItHappens, MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { roomPath } from '#app/domain/rooms/room-paths.ts'
import { isOnlineMode } from '#app/domain/consultations/room-window.ts'
import {
  canPatientChange,
  cancelAppointmentByPatient,
  rescheduleAppointment,
} from '#app/domain/appointments/manage-appointment.server.ts'
import { ManageAppointmentSchema } from '#app/domain/appointments/manage-schemas.ts'
import { listSlotOptions } from '#app/domain/appointments/slot-options.server.ts'
import { HORIZON_DAYS } from '#app/domain/appointments/availability.ts'
import {
  addDays,
  clinicDateOf,
  clinicToday,
  formatClinicDateTime,
  isIsoDate,
} from '#app/utils/clinic-time.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { alternativesIn } from '#app/routes/appointments/booking-form-action.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import type { AppointmentStatus } from '#app/db/schema/appointment-values.ts'
import { type I18nHandle, type MessageRef, messageRef } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { departmentName } from '#app/domain/departments/department-name.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { Name, TextWithEnglish } from '#app/components/ui/name.tsx'
import { TokenPlace } from '#app/components/opd/token-place.tsx'
import { ArrivalOffer } from '#app/components/opd/arrival-offer.tsx'
import { arrivalOffer, arrivedAction } from './manage-arrival.server.ts'
import { findVisitOfAppointment, phonePlace } from '#app/domain/opd/index.server.ts'
import { tokenPlaceView } from '#app/routes/opd/token-place.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['booking', 'opd'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data, NOINDEX, { name: 'referrer', content: 'same-origin' })

const STATUS_LABELS: Record<AppointmentStatus, MessageRef> = {
  requested: messageRef('booking', 'status.requested'),
  confirmed: messageRef('booking', 'status.confirmed'),
  completed: messageRef('booking', 'status.completed'),
  no_show: messageRef('booking', 'status.noShow'),
  cancelled: messageRef('booking', 'status.cancelled'),
  held: messageRef('booking', 'status.held'),
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const appointment = await findAppointmentByManageToken(params.token)
  if (!appointment) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const date = url.searchParams.get('date')
  const locale = requestLocale(request)
  const t = getT(locale, 'booking')
  const how = howItHappens(appointment.mode, appointment.location, locale)
  const changeable = canPatientChange(appointment)
  const waitlist = changeable ? await findWaitlistEntryForAppointment(appointment.id) : null
  // Checked in at the clinic: the token and the place in the queue (issue 49 item 5).
  const visitId = await findVisitOfAppointment(appointment.id)
  const place = visitId ? await phonePlace(visitId) : null
  return data({
    meta: {
      title: t('manage.meta.title', { site: SITE.name }),
      description: t('manage.meta.description'),
    },
    // "Cancel my appointment" first asks (a GET, so the question comes without JavaScript too).
    confirmingCancel: url.searchParams.get('cancel') === 'ask',
    appointment: {
      doctorName: appointment.doctorName,
      departmentName: departmentName(
        getT(locale, 'common'),
        appointment.departmentSlug,
        appointment.departmentName,
      ),
      when: formatClinicDateTime(appointment.startsAt, locale),
      date: clinicDateOf(appointment.startsAt),
      mode: appointment.mode,
      modeLabel: translateRefOnServer(locale, MODE_LABELS[appointment.mode]),
      how: translateRefOnServer(locale, how.ref, how.values),
      // The place of the visit ("Room 1, MainDoctor Clinic") stays as written, in English.
      englishData: appointment.mode === 'in_person' ? [appointment.location] : [],
      status: appointment.status,
      statusLabel: translateRefOnServer(locale, STATUS_LABELS[appointment.status]),
      patientName: appointment.patientName,
      // Booked for a family member: how they are related to the account holder.
      patientRelation: appointment.memberRelation
        ? getT(locale, 'family')(`relation.${appointment.memberRelation}`)
        : null,
      changeable,
      // Its place in the doctor's line for an earlier time (decision 0023).
      waitlist:
        waitlist?.status === 'waiting' || waitlist?.status === 'offered' ? waitlist.status : null,
      // Phone, video and chat appointments have a consultation room, opened with this link's key.
      roomUrl: isOnlineMode(appointment.mode) ? roomPath(appointment.id, params.token) : null,
    },
    opd: place ? tokenPlaceView(place) : null,
    // Not checked in yet, on the day: "I have arrived" (from the QR poster: ?arrive=<clinic>).
    arrival: place ? null : await arrivalOffer(appointment, url.searchParams.get('arrive'), locale),
    today: clinicToday(),
    pickedDate: date && isIsoDate(date) ? date : null,
    slots:
      date && isIsoDate(date)
        ? await listSlotOptions(appointment.doctorSlug, date, {
            ignoreAppointmentId: appointment.id,
            locale,
          })
        : null,
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const appointment = await findAppointmentByManageToken(params.token)
  if (!appointment) throw data(null, { status: 404 })
  const user = await getOptionalUser(request)
  const locale = requestLocale(request)
  const actor = { userId: user?.id ?? null, ipAddress: context.clientIp, locale }
  const form = await readForm(request)
  const here = localizedPath(request, `/appointments/manage/${params.token}`)
  if (WAITLIST_INTENTS.has(String(form.get('intent'))))
    return answerWaitlistIntent(form, appointment.id, actor, here)
  if (form.get('intent') === 'arrived') return arrivedAction(form, appointment, here, actor)
  const submission = parseWithZod(form, { schema: ManageAppointmentSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(), alternatives: null }, { status: 400 })
  const t = getT(locale, 'booking')
  try {
    switch (submission.value.intent) {
      case 'cancel':
        await cancelAppointmentByPatient(appointment.id, actor)
        return redirectWithToast(here, { type: 'success', title: t('manage.toast.cancelled') })
      case 'reschedule': {
        const { date, time } = submission.value
        const { sent } = await rescheduleAppointment(
          appointment.id,
          { date, time },
          { ...actor, byPatient: true },
        )
        return redirectWithToast(here, {
          type: 'success',
          title: t('manage.toast.moved'),
          description:
            sent === 'none' ? undefined : t('manage.toast.movedDescription', { channel: sent }),
        })
      }
    }
  } catch (error) {
    return alternativesIn(replyWithDomainError(submission, error, { extra: { intent } }), locale)
  }
}

export default function ManageAppointment({
  loaderData,
  actionData,
  params,
}: Route.ComponentProps) {
  const { appointment, today, pickedDate, slots, confirmingCancel, opd, arrival } = loaderData
  const t = useT('booking')
  const navigation = useNavigation()
  const result = navigation.state === 'idle' ? actionData?.result : null
  const active = appointment.status === 'requested' || appointment.status === 'confirmed'
  const changeable = active && appointment.changeable
  // The forms are gone once the appointment can no longer change (or the answer belongs to
  // no form of this page): say why above the details.
  const ownForm = actionData?.intent === 'reschedule' || actionData?.intent === 'cancel'
  const orphanErrors =
    result && (!changeable || !ownForm)
      ? Object.values(result.error ?? {}).flatMap((e) => e ?? [])
      : []
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('manage.title')}</h1>
      <FormErrors className="mt-4" errors={orphanErrors.length ? orphanErrors : undefined} />
      {arrival ? <ArrivalOffer offer={arrival} /> : null}
      {opd ? (
        <TokenPlace place={opd} liveUrl={`/appointments/manage/${params.token}/live`} />
      ) : null}
      <section aria-labelledby="details-title" className="card mt-6">
        <h2 id="details-title" className="text-xl font-bold text-slate-900">
          {appointment.doctorName}, {appointment.departmentName}
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-slate-700">{t('manage.status')}</dt>
          <dd data-testid="appointment-status">{appointment.statusLabel}</dd>
          <dt className="font-semibold text-slate-700">{t('manage.when')}</dt>
          <dd data-testid="appointment-when">{appointment.when}</dd>
          <dt className="font-semibold text-slate-700">{t('manage.how')}</dt>
          <dd>{appointment.modeLabel}</dd>
          <dt className="font-semibold text-slate-700">{t('manage.patient')}</dt>
          <dd data-testid="appointment-for">
            <Name>{appointment.patientName}</Name>
            {appointment.patientRelation ? ` (${appointment.patientRelation})` : null}
          </dd>
        </dl>
        {active ? (
          <>
            <h3 className="mt-6 font-bold text-slate-900">{t('manage.whatToDo')}</h3>
            <p className="mt-1 text-slate-700">
              <TextWithEnglish text={appointment.how} english={appointment.englishData} />
            </p>
            <p className="mt-3 text-slate-700">
              <Message
                ns="booking"
                k="manage.changeRules"
                values={{ phone: CONTACT.receptionPhone }}
                components={[
                  <a key="phone" href={CONTACT.receptionPhoneHref}>
                    {CONTACT.receptionPhone}
                  </a>,
                ]}
              />
            </p>
          </>
        ) : null}
        {appointment.roomUrl && appointment.status !== 'cancelled' ? (
          <div className="mt-6 rounded-lg bg-brand-50 p-4">
            <h3 className="font-bold text-slate-900">{t('manage.room.title')}</h3>
            <p className="mt-1 text-slate-700">{t('manage.room.text')}</p>
            <Link to={appointment.roomUrl} className="btn-primary mt-3" data-testid="room-link">
              {t('manage.room.open')}
            </Link>
          </div>
        ) : null}
      </section>

      {changeable ? (
        <>
          <section aria-labelledby="move-title" className="card mt-6">
            <h2 id="move-title" className="text-xl font-bold text-slate-900">
              {t('manage.move.title')}
            </h2>
            <MoveAppointmentForm
              idPrefix="move"
              defaultDate={appointment.date}
              pickedDate={pickedDate}
              slots={slots}
              min={today}
              max={addDays(today, HORIZON_DAYS)}
              submitLabel={t('manage.move.submit')}
              submitting={navigation.state === 'submitting'}
              result={actionData?.intent === 'reschedule' ? result : null}
              alternatives={actionData?.alternatives}
            />
          </section>
          <AppointmentWaitlist
            status={appointment.waitlist}
            submitting={navigation.state === 'submitting'}
          />
          <section aria-labelledby="cancel-title" className="card mt-6">
            <h2 id="cancel-title" className="text-xl font-bold text-slate-900">
              {t('manage.cancel.title')}
            </h2>
            <p className="mt-2 text-slate-700">{t('manage.cancel.intro')}</p>
            <CancelForm
              result={actionData?.intent === 'cancel' ? result : null}
              confirming={confirmingCancel || actionData?.intent === 'cancel'}
              when={appointment.when}
              doctorName={appointment.doctorName}
            />
          </section>
        </>
      ) : null}
      <p className="mt-8">
        <Link to="/appointments/new">{t('manage.bookAnother')}</Link>
      </p>
    </div>
  )
}

function CancelForm({
  result,
  confirming,
  when,
  doctorName,
}: {
  result: SubmissionResult<string[]> | null | undefined
  confirming: boolean
  when: string
  doctorName: string
}) {
  const t = useT('booking')
  const [form] = useForm({ id: 'cancel-form', lastResult: result })
  const questionRef = useRef<HTMLDivElement>(null)
  // After "Cancel my appointment" the question takes the focus, so it is read out and the next
  // Tab reaches its buttons (without JavaScript the #cancel-question fragment scrolls to it).
  useEffect(() => {
    if (confirming) questionRef.current?.focus()
  }, [confirming])
  if (!confirming)
    return (
      <Form method="get" action="#cancel-question" className="mt-3">
        <input type="hidden" name="cancel" value="ask" />
        <button type="submit" className="btn-emergency">
          {t('manage.cancel.ask')}
        </button>
      </Form>
    )
  return (
    <div
      ref={questionRef}
      id="cancel-question"
      tabIndex={-1}
      role="group"
      aria-labelledby="cancel-question-title"
      className="mt-4 rounded-md border-2 border-alert-700 bg-red-50 p-4 outline-none"
    >
      <p id="cancel-question-title" className="text-lg font-bold text-slate-900">
        {t('manage.cancel.question')}
      </p>
      <p className="mt-1 text-slate-700">
        {t('manage.cancel.details', { doctor: doctorName, when })}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap gap-3">
        <FormErrors id={form.errorId} errors={form.errors} className="mb-3 w-full" />
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="btn-emergency">
          {t('manage.cancel.yes')}
        </button>
        <Link to="." replace className="btn-secondary">
          {t('manage.cancel.no')}
        </Link>
      </Form>
    </div>
  )
}
