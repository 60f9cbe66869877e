import type { Route } from './+types/appointment-new'
import { BookingForm } from '#app/components/booking-form.tsx'
import { SITE } from '#app/content/site.ts'
import { processBookingForm } from '#app/routes/appointments/booking-form-action.server.ts'
import { loadBookingFormData } from '#app/routes/appointments/booking-form-data.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Book for a patient | Staff | ${SITE.name}` },
  { name: 'description', content: 'Book an appointment for a patient who phoned or walked in.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['staff', 'admin'])
  // Staff book for someone else: nothing of their own account is filled in.
  return loadBookingFormData(new URL(request.url), null)
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireRole(request, ['staff', 'admin'])
  const outcome = await processBookingForm(await readForm(request), {
    patient: null,
    bookedByUserId: staff.id,
    ipAddress: context.clientIp,
  })
  if (outcome.kind === 'reply') return outcome.response
  return redirectWithToast(`/staff/appointments/${outcome.booked.appointmentId}`, {
    type: 'success',
    title: 'Appointment booked',
    description: 'The patient gets the confirmation e-mail with their private link.',
  })
}

export default function StaffNewAppointment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Book for a patient</h1>
      <p className="mt-2 text-slate-700">
        For patients who phoned or walked in. The same rules apply as online: free times only.
      </p>
      <div className="mt-4 max-w-3xl">
        <BookingForm
          data={loaderData}
          actionData={actionData ?? null}
          action="/staff/appointments/new"
        />
      </div>
    </>
  )
}
