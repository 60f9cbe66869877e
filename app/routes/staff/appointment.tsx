import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import { MoveAppointmentForm } from '#app/components/move-appointment-form.tsx'
import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import type { Route } from './+types/appointment'
import { SITE } from '#app/content/site.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import { roomPath } from '#app/domain/rooms/room-paths.ts'
import { isOnlineMode } from '#app/domain/consultations/room-window.ts'
import {
  nextStatuses,
  outcomesWaitFor,
  STATUS_ACTIONS,
  STATUS_LABELS,
} from '#app/domain/staff/appointment-status.ts'
import {
  changeAppointmentStatus,
  openAppointmentForStaff,
} from '#app/domain/staff/staff-appointments.server.ts'
import { clinicDateOf, formatClinicDateTime, isIsoDate } from '#app/utils/clinic-time.ts'
import { rescheduleAppointment } from '#app/domain/appointments/manage-appointment.server.ts'
import {
  StaffAppointmentSchema,
  StatusChangeSchema,
} from '#app/domain/staff/appointment-schemas.ts'
import type { AppointmentStatus } from '#app/db/schema/appointment-values.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { listSlotOptions } from '#app/domain/appointments/slot-options.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { departmentName } from '#app/domain/departments/department-name.ts'
import { EnglishData, Name } from '#app/components/ui/name.tsx'
import { FamilyPatientDetails } from '#app/components/family-patient-details.tsx'
import { familyPatientOf } from '#app/domain/family/family-patient.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** The move form is the booking pages' component; `family`: a family member's details. */
export const handle: I18nHandle = { i18n: ['booking', 'family'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const appointment = await openAppointmentForStaff(params.id, {
    userId: user.id,
    ipAddress: context.clientIp,
  })
  if (!appointment) throw data(null, { status: 404 })
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  const moveDate = new URL(request.url).searchParams.get('date')
  const pickedDate = moveDate && isIsoDate(moveDate) ? moveDate : null
  const now = new Date()
  return data({
    meta: {
      title: t('appointment.metaTitle', { site: SITE.name }),
      description: t('appointment.metaDescription'),
    },
    appointment: {
      id: appointment.id,
      status: appointment.status,
      when: formatClinicDateTime(appointment.startsAt, locale),
      doctorName: appointment.doctorName,
      departmentName: departmentName(
        getT(locale, 'common'),
        appointment.departmentSlug,
        appointment.departmentName,
      ),
      mode: translateRefOnServer(locale, MODE_LABELS[appointment.mode]),
      roomUrl: isOnlineMode(appointment.mode) ? roomPath(appointment.id, null) : null,
      location: appointment.location,
      reason: appointment.reason,
      patientName: appointment.patientName,
      patientEmail: appointment.patientEmail,
      patientPhone: appointment.patientPhone,
      hasAccount: Boolean(appointment.patientUserId),
      familyPatient: familyPatientOf(appointment),
      next: nextStatuses(appointment.status, appointment.startsAt, now),
      // Completed and no-show wait for the start time; the page says from when.
      outcomesFrom: outcomesWaitFor(appointment.status, appointment.startsAt, now)
        ? formatClinicDateTime(appointment.startsAt, locale)
        : null,
    },
    history: appointment.history.map((h) => ({
      id: h.id,
      when: formatClinicDateTime(h.startsAt, locale),
      status: h.status,
      doctorName: h.doctorName,
    })),
    move: {
      pickedDate,
      defaultDate: clinicDateOf(appointment.startsAt),
      slots: pickedDate
        ? await listSlotOptions(appointment.doctorSlug, pickedDate, {
            ignoreAppointmentId: appointment.id,
            locale,
          })
        : null,
    },
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const submission = parseWithZod(await readForm(request), { schema: StaffAppointmentSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(), alternatives: null }, { status: 400 })
  const actor = { userId: user.id, ipAddress: context.clientIp }
  const here = localizedPath(request, `/staff/appointments/${params.id}`)
  const t = getT(requestLocale(request), 'staff')
  try {
    switch (submission.value.intent) {
      case 'reschedule': {
        const { date, time } = submission.value
        const { sent } = await rescheduleAppointment(
          params.id,
          { date, time },
          { ...actor, byPatient: false },
        )
        return redirectWithToast(here, {
          type: 'success',
          title: t('appointment.movedTitle'),
          description: t('appointment.movedDescription', { channel: sent }),
        })
      }
      case 'status': {
        const { from, to, reason } = submission.value
        await changeAppointmentStatus(params.id, { from, to, reason: reason ?? '' }, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: t('appointment.statusChanged', {
            status: translateRefOnServer(requestLocale(request), STATUS_LABELS[to]),
          }),
        })
      }
    }
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { intent } })
  }
}

export default function StaffAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment, history, move } = loaderData
  const t = useT('staff')
  const words = useTranslateRef()
  const navigation = useNavigation()
  const result = navigation.state === 'idle' ? actionData?.result : null
  const statusResult = actionData?.intent === 'status' ? result : null
  // The status the failed change was meant for; its button may be gone after the page reloads.
  const wantedStatus = statusResult?.initialValue?.to
  const movable = appointment.status === 'requested' || appointment.status === 'confirmed'
  const orphanErrors =
    result &&
    (actionData?.intent === 'reschedule'
      ? !movable
      : !appointment.next.some((to) => to === wantedStatus))
      ? Object.values(result.error ?? {}).flatMap((e) => e ?? [])
      : []
  const resultFor = (to: AppointmentStatus) => (wantedStatus === to ? statusResult : null)
  return (
    <>
      <p>
        <Link to="/staff/appointments">← {t('appointment.back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {t('appointment.title', {
          patient: appointment.patientName,
          doctor: appointment.doctorName,
        })}
      </h1>
      <FormErrors className="mt-4" errors={orphanErrors.length > 0 ? orphanErrors : undefined} />
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="visit-title" className="card">
          <h2 id="visit-title" className="text-xl font-bold text-slate-900">
            {t('appointment.visit')}
          </h2>
          <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-2">
            <dt className="font-semibold">{t('appointment.status')}</dt>
            <dd data-testid="staff-status">{words(STATUS_LABELS[appointment.status])}</dd>
            <dt className="font-semibold">{t('appointment.when')}</dt>
            <dd>{appointment.when}</dd>
            <dt className="font-semibold">{t('appointment.doctor')}</dt>
            <dd>
              <Name>{appointment.doctorName}</Name> ({appointment.departmentName})
            </dd>
            <dt className="font-semibold">{t('appointment.how')}</dt>
            <dd>
              {appointment.mode}
              {appointment.roomUrl ? (
                <>
                  {' '}
                  · <Link to={appointment.roomUrl}>{t('appointment.room')}</Link>
                </>
              ) : null}
            </dd>
            <dt className="font-semibold">{t('appointment.where')}</dt>
            <dd>
              <EnglishData>{appointment.location}</EnglishData>
            </dd>
            <dt className="font-semibold">{t('appointment.reason')}</dt>
            <dd className="whitespace-pre-wrap">{appointment.reason || '—'}</dd>
          </dl>
          {appointment.next.some((to) => to !== 'cancelled') ? (
            <div className="mt-4 flex flex-wrap gap-2">
              {appointment.next
                .filter((to) => to !== 'cancelled')
                .map((to) => (
                  <StatusChangeForm
                    key={to}
                    from={appointment.status}
                    to={to}
                    result={resultFor(to)}
                  />
                ))}
            </div>
          ) : null}
          {appointment.outcomesFrom ? (
            <p className="mt-3 text-slate-700" data-testid="outcomes-from">
              {t('appointment.outcomesFrom', { when: appointment.outcomesFrom })}
            </p>
          ) : null}
          {appointment.next.includes('cancelled') ? (
            <StatusChangeForm
              from={appointment.status}
              to="cancelled"
              result={resultFor('cancelled')}
            />
          ) : null}
        </section>
        {movable ? (
          <section aria-labelledby="move-title" className="card">
            <h2 id="move-title" className="text-xl font-bold text-slate-900">
              {t('appointment.moveTitle')}
            </h2>
            <MoveAppointmentForm
              idPrefix="staff-move"
              defaultDate={move.defaultDate}
              pickedDate={move.pickedDate}
              slots={move.slots}
              submitLabel={t('appointment.moveSubmit')}
              submitting={navigation.state === 'submitting'}
              result={actionData?.intent === 'reschedule' ? result : null}
              alternatives={actionData?.alternatives}
            />
          </section>
        ) : null}
        <section aria-labelledby="patient-title" className="card">
          <h2 id="patient-title" className="text-xl font-bold text-slate-900">
            {t('appointment.patient')}
          </h2>
          <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-2">
            <dt className="font-semibold">{t('appointment.name')}</dt>
            <dd data-testid="patient-name">
              <Name>{appointment.patientName}</Name>
            </dd>
            {appointment.familyPatient ? (
              <FamilyPatientDetails patient={appointment.familyPatient} />
            ) : null}
            <dt className="font-semibold">{t('appointment.phone')}</dt>
            <dd>
              <a href={`tel:${appointment.patientPhone}`}>
                {formatIndianPhone(appointment.patientPhone)}
              </a>
            </dd>
            <dt className="font-semibold">{t('appointment.email')}</dt>
            <dd>
              {/* A booking by mobile number only has no address. */}
              {appointment.patientEmail ? (
                <a href={`mailto:${appointment.patientEmail}`}>{appointment.patientEmail}</a>
              ) : (
                '—'
              )}
            </dd>
            <dt className="font-semibold">{t('appointment.account')}</dt>
            <dd>
              {appointment.hasAccount
                ? t('appointment.registeredPatient')
                : t('appointment.guestBooking')}
            </dd>
          </dl>
          <h3 className="mt-4 font-bold text-slate-900">{t('appointment.history')}</h3>
          {history.length === 0 ? (
            <p className="text-slate-700">{t('appointment.noHistory')}</p>
          ) : (
            <ul className="mt-2 space-y-1">
              {history.map((h) => (
                <li key={h.id}>
                  <Link to={`/staff/appointments/${h.id}`}>{h.when}</Link> —{' '}
                  <Name>{h.doctorName}</Name>, {words(STATUS_LABELS[h.status])}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  )
}

/** One status change: a button, and for cancelling the reason the patient is sent. */
function StatusChangeForm({
  from,
  to,
  result,
}: {
  from: AppointmentStatus
  to: AppointmentStatus
  result: SubmissionResult<string[]> | null | undefined
}) {
  const t = useT('staff')
  const words = useTranslateRef()
  const [form, fields] = useForm({
    id: `status-${to}`,
    lastResult: result,
    defaultValue: { intent: 'status', from, to },
    constraint: getZodConstraint(StatusChangeSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StatusChangeSchema }),
  })
  const errors = [
    ...(form.errors ?? []),
    ...(fields.from.errors ?? []),
    ...(fields.to.errors ?? []),
  ]
  const hidden = (
    <>
      <FormErrors
        id={form.errorId}
        errors={errors.length ? errors : undefined}
        className="mb-2 basis-full"
      />
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
    </>
  )
  if (to !== 'cancelled') {
    return (
      <Form method="post" {...getFormProps(form)}>
        {hidden}
        <button type="submit" className="btn-secondary">
          {words(STATUS_ACTIONS[to])}
        </button>
      </Form>
    )
  }
  const { key: reasonKey, ...reasonProps } = getInputProps(fields.reason, { type: 'text' })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4">
      {hidden}
      <label htmlFor={fields.reason.id} className="field-label">
        {t('appointment.cancelReason')}
      </label>
      <input key={reasonKey} {...reasonProps} className="field-input" />
      <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
      <button type="submit" className="btn-emergency mt-2">
        {t('appointment.cancelSubmit')}
      </button>
    </Form>
  )
}
