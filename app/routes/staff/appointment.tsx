import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, useNavigation } from 'react-router'
import { MoveAppointmentForm } from '#app/components/move-appointment-form.tsx'
import { FieldErrors, FormErrors } from '#app/components/forms.tsx'
import type { Route } from './+types/appointment'
import { SITE } from '#app/content/site.ts'
import { MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
import {
  nextStatuses,
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

export const meta: Route.MetaFunction = () => [
  { title: `Appointment | Staff | ${SITE.name}` },
  { name: 'description', content: 'An appointment and its patient.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireRole(request, ['staff', 'admin'])
  const appointment = await openAppointmentForStaff(params.id, {
    userId: user.id,
    ipAddress: context.clientIp,
  })
  if (!appointment) throw data(null, { status: 404 })
  const moveDate = new URL(request.url).searchParams.get('date')
  const pickedDate = moveDate && isIsoDate(moveDate) ? moveDate : null
  return data({
    appointment: {
      id: appointment.id,
      status: appointment.status,
      when: formatClinicDateTime(appointment.startsAt),
      doctorName: appointment.doctorName,
      departmentName: appointment.departmentName,
      mode: MODE_LABELS[appointment.mode],
      location: appointment.location,
      reason: appointment.reason,
      patientName: appointment.patientName,
      patientEmail: appointment.patientEmail,
      patientPhone: appointment.patientPhone,
      hasAccount: Boolean(appointment.patientUserId),
      next: nextStatuses(appointment.status),
    },
    history: appointment.history.map((h) => ({
      id: h.id,
      when: formatClinicDateTime(h.startsAt),
      status: h.status,
      doctorName: h.doctorName,
    })),
    move: {
      pickedDate,
      defaultDate: clinicDateOf(appointment.startsAt),
      slots: pickedDate
        ? await listSlotOptions(appointment.doctorSlug, pickedDate, {
            ignoreAppointmentId: appointment.id,
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
  const here = `/staff/appointments/${params.id}`
  try {
    switch (submission.value.intent) {
      case 'reschedule': {
        const { date, time } = submission.value
        await rescheduleAppointment(params.id, { date, time }, { ...actor, byPatient: false })
        return redirectWithToast(here, {
          type: 'success',
          title: 'Appointment moved',
          description: 'The patient has been e-mailed.',
        })
      }
      case 'status': {
        const { from, to, reason } = submission.value
        await changeAppointmentStatus(params.id, { from, to, reason: reason ?? '' }, actor)
        return redirectWithToast(here, {
          type: 'success',
          title: `Appointment: ${STATUS_LABELS[to]}`,
        })
      }
    }
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { intent } })
  }
}

export default function StaffAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment, history, move } = loaderData
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
        <Link to="/staff/appointments">← All appointments</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        {appointment.patientName} with {appointment.doctorName}
      </h1>
      <FormErrors className="mt-4" errors={orphanErrors.length > 0 ? orphanErrors : undefined} />
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="visit-title" className="card">
          <h2 id="visit-title" className="text-xl font-bold text-slate-900">
            Visit
          </h2>
          <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-2">
            <dt className="font-semibold">Status</dt>
            <dd data-testid="staff-status">{STATUS_LABELS[appointment.status]}</dd>
            <dt className="font-semibold">When</dt>
            <dd>{appointment.when}</dd>
            <dt className="font-semibold">Doctor</dt>
            <dd>
              {appointment.doctorName} ({appointment.departmentName})
            </dd>
            <dt className="font-semibold">How</dt>
            <dd>{appointment.mode}</dd>
            <dt className="font-semibold">Where</dt>
            <dd>{appointment.location}</dd>
            <dt className="font-semibold">Reason</dt>
            <dd className="whitespace-pre-wrap">{appointment.reason || '—'}</dd>
          </dl>
          {appointment.next.length ? (
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
              Move to another time
            </h2>
            <MoveAppointmentForm
              idPrefix="staff-move"
              defaultDate={move.defaultDate}
              pickedDate={move.pickedDate}
              slots={move.slots}
              submitLabel="Move appointment"
              submitting={navigation.state === 'submitting'}
              result={actionData?.intent === 'reschedule' ? result : null}
              alternatives={actionData?.alternatives}
            />
          </section>
        ) : null}
        <section aria-labelledby="patient-title" className="card">
          <h2 id="patient-title" className="text-xl font-bold text-slate-900">
            Patient
          </h2>
          <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-2">
            <dt className="font-semibold">Name</dt>
            <dd data-testid="patient-name">{appointment.patientName}</dd>
            <dt className="font-semibold">Phone</dt>
            <dd>
              <a href={`tel:${appointment.patientPhone}`}>{appointment.patientPhone}</a>
            </dd>
            <dt className="font-semibold">E-mail</dt>
            <dd>
              <a href={`mailto:${appointment.patientEmail}`}>{appointment.patientEmail}</a>
            </dd>
            <dt className="font-semibold">Account</dt>
            <dd>{appointment.hasAccount ? 'Registered patient' : 'Guest booking'}</dd>
          </dl>
          <h3 className="mt-4 font-bold text-slate-900">History with us</h3>
          {history.length === 0 ? (
            <p className="text-slate-700">No other appointments.</p>
          ) : (
            <ul className="mt-2 space-y-1">
              {history.map((h) => (
                <li key={h.id}>
                  <Link to={`/staff/appointments/${h.id}`}>{h.when}</Link> — {h.doctorName},{' '}
                  {STATUS_LABELS[h.status]}
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
          {STATUS_ACTIONS[to]}
        </button>
      </Form>
    )
  }
  const { key: reasonKey, ...reasonProps } = getInputProps(fields.reason, { type: 'text' })
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4">
      {hidden}
      <label htmlFor={fields.reason.id} className="field-label">
        Reason for cancelling (sent to the patient)
      </label>
      <input key={reasonKey} {...reasonProps} className="field-input" />
      <FieldErrors id={fields.reason.errorId} errors={fields.reason.errors} />
      <button type="submit" className="btn-emergency mt-2">
        Cancel appointment
      </button>
    </Form>
  )
}
