import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { FormErrors } from '#app/components/forms.tsx'
import type { Route } from './+types/appointment'
import { SITE } from '#app/content/site.ts'
import type { AppointmentStatus } from '#app/db/schema/appointment-values.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import {
  nextStatuses,
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

export const meta: Route.MetaFunction = () => [
  { title: `Appointment | ${SITE.name}` },
  { name: 'description', content: 'One of your appointments.' },
  { name: 'robots', content: 'noindex' },
]

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
  return data({
    id: appointment.id,
    status: appointment.status,
    when: formatClinicDateTime(appointment.startsAt),
    mode: MODE_LABELS[appointment.mode],
    reason: appointment.reason,
    patientName: appointment.patientName,
    patientPhone: appointment.patientPhone,
    next: nextStatuses(appointment.status).filter((s) => DOCTOR_CHANGES.includes(s)),
    history: appointment.history.map((h) => ({
      id: h.id,
      when: formatClinicDateTime(h.startsAt),
      status: STATUS_LABELS[h.status],
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
    return replyWithDomainError(submission, error)
  }
  return redirectWithToast(`/doctor/appointments/${params.id}`, {
    type: 'success',
    title: `Marked ${STATUS_LABELS[to].toLowerCase()}`,
  })
}

export default function DoctorAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const [form] = useForm({
    id: 'doctor-visit',
    lastResult: navigation.state === 'idle' ? actionData?.result : null,
  })
  const errors = form.allErrors ? Object.values(form.allErrors).flat() : []
  return (
    <div className="container-page max-w-3xl py-10">
      <p>
        <Link to="/doctor">← My schedule</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{loaderData.patientName}</h1>
      <FormErrors className="mt-4" errors={errors.length > 0 ? errors : undefined} />
      <dl className="card mt-4 grid grid-cols-[8rem_1fr] gap-2">
        <dt className="font-semibold">Status</dt>
        <dd data-testid="doctor-status">{STATUS_LABELS[loaderData.status]}</dd>
        <dt className="font-semibold">When</dt>
        <dd>{loaderData.when}</dd>
        <dt className="font-semibold">How</dt>
        <dd>{loaderData.mode}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          <a href={`tel:${loaderData.patientPhone}`}>{loaderData.patientPhone}</a>
        </dd>
        <dt className="font-semibold">Reason</dt>
        <dd className="whitespace-pre-wrap">{loaderData.reason || '—'}</dd>
      </dl>
      {loaderData.next.length ? (
        <div className="mt-4 flex gap-2">
          {loaderData.next.map((to) => (
            <Form method="post" key={to}>
              <input type="hidden" name="from" value={loaderData.status} />
              <button type="submit" name="to" value={to} className="btn-secondary">
                {STATUS_ACTIONS[to]}
              </button>
            </Form>
          ))}
        </div>
      ) : null}
      <h2 className="mt-8 text-xl font-bold text-slate-900">Earlier visits</h2>
      {loaderData.history.length === 0 ? (
        <p className="text-slate-700">None.</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {loaderData.history.map((h) => (
            <li key={h.id}>
              {h.when} — {h.doctorName}, {h.status}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
