import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { MoveAppointmentForm } from '#app/components/move-appointment-form.tsx'
import { FormErrors } from '#app/components/forms.tsx'
import type { Route } from './+types/manage'
import { CONTACT, SITE } from '#app/content/site.ts'
import { findAppointmentByManageToken } from '#app/domain/appointments/appointment-access.server.ts'
import { howItHappens, MODE_LABELS } from '#app/domain/appointments/consultation-modes.ts'
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
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Your appointment | ${SITE.name}` },
  {
    name: 'description',
    content: 'The details of your appointment, and how to cancel or move it.',
  },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
]

const STATUS_LABELS: Record<string, string> = {
  requested: 'Booked — the front desk will confirm it',
  confirmed: 'Confirmed',
  completed: 'Completed',
  no_show: 'Missed',
  cancelled: 'Cancelled',
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const appointment = await findAppointmentByManageToken(params.token)
  if (!appointment) throw data(null, { status: 404 })
  const url = new URL(request.url)
  const date = url.searchParams.get('date')
  return data({
    // "Cancel my appointment" first asks (a GET, so the question comes without JavaScript too).
    confirmingCancel: url.searchParams.get('cancel') === 'ask',
    appointment: {
      doctorName: appointment.doctorName,
      departmentName: appointment.departmentName,
      when: formatClinicDateTime(appointment.startsAt),
      date: clinicDateOf(appointment.startsAt),
      mode: appointment.mode,
      modeLabel: MODE_LABELS[appointment.mode],
      how: howItHappens(appointment.mode, appointment.location),
      status: appointment.status,
      statusLabel: STATUS_LABELS[appointment.status] ?? appointment.status,
      patientName: appointment.patientName,
      changeable: canPatientChange(appointment),
    },
    today: clinicToday(),
    pickedDate: date && isIsoDate(date) ? date : null,
    slots:
      date && isIsoDate(date)
        ? await listSlotOptions(appointment.doctorSlug, date, {
            ignoreAppointmentId: appointment.id,
          })
        : null,
  })
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const appointment = await findAppointmentByManageToken(params.token)
  if (!appointment) throw data(null, { status: 404 })
  const user = await getOptionalUser(request)
  const actor = { userId: user?.id ?? null, ipAddress: context.clientIp }
  const submission = parseWithZod(await readForm(request), { schema: ManageAppointmentSchema })
  // Which of the page's forms answered, so its own fields show the errors.
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : null
  if (submission.status !== 'success')
    return data({ intent, result: submission.reply(), alternatives: null }, { status: 400 })
  const here = `/appointments/manage/${params.token}`
  try {
    switch (submission.value.intent) {
      case 'cancel':
        await cancelAppointmentByPatient(appointment.id, actor)
        return redirectWithToast(here, { type: 'success', title: 'Your appointment is cancelled' })
      case 'reschedule': {
        const { date, time } = submission.value
        await rescheduleAppointment(appointment.id, { date, time }, { ...actor, byPatient: true })
        return redirectWithToast(here, {
          type: 'success',
          title: 'Your appointment has moved',
          description: 'We have e-mailed you the new time.',
        })
      }
    }
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { intent } })
  }
}

export default function ManageAppointment({ loaderData, actionData }: Route.ComponentProps) {
  const { appointment, today, pickedDate, slots, confirmingCancel } = loaderData
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
      <h1 className="text-3xl font-bold text-slate-900">Your appointment</h1>
      <FormErrors className="mt-4" errors={orphanErrors.length ? orphanErrors : undefined} />
      <section aria-labelledby="details-title" className="card mt-6">
        <h2 id="details-title" className="text-xl font-bold text-slate-900">
          {appointment.doctorName}, {appointment.departmentName}
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-slate-700">Status</dt>
          <dd data-testid="appointment-status">{appointment.statusLabel}</dd>
          <dt className="font-semibold text-slate-700">When</dt>
          <dd data-testid="appointment-when">{appointment.when}</dd>
          <dt className="font-semibold text-slate-700">How</dt>
          <dd>{appointment.modeLabel}</dd>
          <dt className="font-semibold text-slate-700">Patient</dt>
          <dd>{appointment.patientName}</dd>
        </dl>
        {active ? (
          <>
            <h3 className="mt-6 font-bold text-slate-900">What to do</h3>
            <p className="mt-1 text-slate-700">{appointment.how}</p>
            <p className="mt-3 text-slate-700">
              Cancel or move the appointment on this page up to 2 hours before it starts; after
              that, please call <a href={CONTACT.receptionPhoneHref}>{CONTACT.receptionPhone}</a>.
              Keep this page’s address private: anyone with it can change the booking.
            </p>
          </>
        ) : null}
      </section>

      {changeable ? (
        <>
          <section aria-labelledby="move-title" className="card mt-6">
            <h2 id="move-title" className="text-xl font-bold text-slate-900">
              Move to another time
            </h2>
            <MoveAppointmentForm
              idPrefix="move"
              defaultDate={appointment.date}
              pickedDate={pickedDate}
              slots={slots}
              min={today}
              max={addDays(today, HORIZON_DAYS)}
              submitLabel="Move my appointment"
              submitting={navigation.state === 'submitting'}
              result={actionData?.intent === 'reschedule' ? result : null}
              alternatives={actionData?.alternatives}
            />
          </section>
          <section aria-labelledby="cancel-title" className="card mt-6">
            <h2 id="cancel-title" className="text-xl font-bold text-slate-900">
              Cancel the appointment
            </h2>
            <p className="mt-2 text-slate-700">The time becomes free for another patient.</p>
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
        <Link to="/appointments/new">Book another appointment</Link>
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
          Cancel my appointment
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
        Cancel this appointment?
      </p>
      <p className="mt-1 text-slate-700">
        {doctorName}, {when}. You cannot undo this; you can book again afterwards.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap gap-3">
        <FormErrors id={form.errorId} errors={form.errors} className="mb-3 w-full" />
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="btn-emergency">
          Yes, cancel it
        </button>
        <Link to="." replace className="btn-secondary">
          No, keep my appointment
        </Link>
      </Form>
    </div>
  )
}
