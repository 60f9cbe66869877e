import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import { FormErrors } from '#app/components/forms.tsx'
import type { Route } from './+types/appointment'
import { SITE } from '#app/content/site.ts'
import type { AppointmentStatus } from '#app/db/schema/appointment-values.ts'
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
  findDoctorForUser,
  openAppointmentForStaff,
} from '#app/domain/staff/staff-appointments.server.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { DoctorVisitSchema } from '#app/domain/staff/appointment-schemas.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import {
  getT,
  localizedPath,
  requestLocale,
  translateRefOnServer,
} from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { FamilyPatientDetails } from '#app/components/family-patient-details.tsx'
import { familyPatientOf } from '#app/domain/family/family-patient.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

/** `family`: the patient's details when the appointment is for a family member. */
export const handle: I18nHandle = { i18n: ['doctor', 'family'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** Doctors record how a visit went; confirming and cancelling stay with the front desk. */
const DOCTOR_CHANGES: readonly AppointmentStatus[] = ['completed', 'no_show']

async function requireOwnDoctor(request: Request) {
  const user = await requireRole(request, ['doctor'])
  const doctor = await findDoctorForUser(user.id)
  // Another doctor's appointment, or no profile: it does not exist for this person.
  if (!doctor) throw data(null, { status: 404 })
  return { user, doctor }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, doctor } = await requireOwnDoctor(request)
  const appointment = await openAppointmentForStaff(
    params.id,
    { userId: user.id, ipAddress: context.clientIp },
    { doctorId: doctor.id },
  )
  if (!appointment) throw data(null, { status: 404 })
  const locale = requestLocale(request)
  const t = getT(locale, 'doctor')
  // Status words are the staff screens' messages, put into words here.
  const words = (ref: string) => translateRefOnServer(locale, ref)
  const now = new Date()
  return data({
    meta: {
      title: t('appointment.metaTitle', { site: SITE.name }),
      description: t('appointment.metaDescription'),
    },
    id: appointment.id,
    status: appointment.status,
    statusLabel: words(STATUS_LABELS[appointment.status]),
    when: formatClinicDateTime(appointment.startsAt, locale),
    mode: words(MODE_LABELS[appointment.mode]),
    roomUrl: isOnlineMode(appointment.mode) ? roomPath(appointment.id, null) : null,
    reason: appointment.reason,
    patientName: appointment.patientName,
    patientPhone: appointment.patientPhone,
    familyPatient: familyPatientOf(appointment),
    next: nextStatuses(appointment.status, appointment.startsAt, now)
      .filter((s) => DOCTOR_CHANGES.includes(s))
      .map((to) => ({ to, label: words(STATUS_ACTIONS[to]) })),
    // Completed and no-show wait for the start time; the page says from when.
    outcomesFrom: outcomesWaitFor(appointment.status, appointment.startsAt, now)
      ? t('appointment.outcomesFrom', { when: formatClinicDateTime(appointment.startsAt, locale) })
      : null,
    history: appointment.history.map((h) => ({
      id: h.id,
      when: formatClinicDateTime(h.startsAt, locale),
      status: words(STATUS_LABELS[h.status]),
      doctorName: h.doctorName,
    })),
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user, doctor } = await requireOwnDoctor(request)
  const submission = parseWithZod(await readForm(request), { schema: DoctorVisitSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), alternatives: null }, { status: 400 })
  const { from, to } = submission.value
  try {
    await changeAppointmentStatus(
      params.id,
      { from, to },
      { userId: user.id, ipAddress: context.clientIp },
      { doctorId: doctor.id },
    )
  } catch (error) {
    // The domain's messages are the staff screens' (a catalogue this page does not load).
    const locale = requestLocale(request)
    return replyWithDomainError(
      submission,
      error instanceof DomainError
        ? new DomainError(error.kind, translateRefOnServer(locale, error.message), error.field)
        : error,
    )
  }
  const locale = requestLocale(request)
  return redirectWithToast(localizedPath(request, `/doctor/appointments/${params.id}`), {
    type: 'success',
    title: getT(
      locale,
      'doctor',
    )(to === 'completed' ? 'appointment.markedCompleted' : 'appointment.markedNoShow'),
  })
}

export default function DoctorAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('doctor')
  const navigation = useNavigation()
  const [form] = useForm({
    id: 'doctor-visit',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
  })
  const errors = form.allErrors ? Object.values(form.allErrors).flat() : []
  return (
    <div className="container-page max-w-3xl py-10">
      <p>
        <Link to="/doctor">← {t('schedule.title')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        <Name>{loaderData.patientName}</Name>
      </h1>
      <FormErrors className="mt-4" errors={errors.length > 0 ? errors : undefined} />
      <dl className="card mt-4 grid grid-cols-[8rem_1fr] gap-2">
        <dt className="font-semibold">{t('appointment.status')}</dt>
        <dd data-testid="doctor-status">{loaderData.statusLabel}</dd>
        <dt className="font-semibold">{t('appointment.when')}</dt>
        <dd>{loaderData.when}</dd>
        <dt className="font-semibold">{t('appointment.how')}</dt>
        <dd>
          {loaderData.mode}
          {loaderData.roomUrl ? (
            <>
              {' '}
              · <Link to={loaderData.roomUrl}>{t('appointment.room')}</Link>
            </>
          ) : null}
        </dd>
        {loaderData.familyPatient ? (
          <FamilyPatientDetails patient={loaderData.familyPatient} />
        ) : null}
        <dt className="font-semibold">{t('appointment.phone')}</dt>
        <dd>
          <a href={`tel:${loaderData.patientPhone}`}>
            {formatIndianPhone(loaderData.patientPhone)}
          </a>
        </dd>
        <dt className="font-semibold">{t('appointment.reason')}</dt>
        <dd className="whitespace-pre-wrap">{loaderData.reason || '—'}</dd>
      </dl>
      {loaderData.next.length ? (
        <div className="mt-4 flex gap-2">
          {loaderData.next.map(({ to, label }) => (
            <Form method="post" key={to}>
              <input type="hidden" name="from" value={loaderData.status} />
              <button type="submit" name="to" value={to} className="btn-secondary">
                {label}
              </button>
            </Form>
          ))}
        </div>
      ) : null}
      {loaderData.outcomesFrom ? (
        <p className="mt-4 text-slate-700" data-testid="outcomes-from">
          {loaderData.outcomesFrom}
        </p>
      ) : null}
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t('appointment.earlier')}</h2>
      {loaderData.history.length === 0 ? (
        <p className="text-slate-700">{t('appointment.none')}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {loaderData.history.map((h) => (
            <li key={h.id}>
              {h.when} — <Name>{h.doctorName}</Name>, {h.status}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
