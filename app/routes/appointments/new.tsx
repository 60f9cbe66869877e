import type { Route } from './+types/new'
import { BookingForm } from '#app/components/booking-form.tsx'
import { SITE } from '#app/content/site.ts'
import { getProfile } from '#app/domain/accounts/account-data.server.ts'
import { processBookingForm } from '#app/routes/appointments/booking-form-action.server.ts'
import { loadBookingFormData } from '#app/routes/appointments/booking-form-data.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/read-form.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Book an appointment | ${SITE.name}` },
  {
    name: 'description',
    content: 'Choose a clinic, a doctor and a free time, in person or by phone, video or chat.',
  },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  return loadBookingFormData(new URL(request.url), user)
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getOptionalUser(request)
  const profile = user?.role === 'patient' ? await getProfile(user.id) : null
  const outcome = await processBookingForm(await readForm(request), {
    patient:
      profile && user
        ? { userId: user.id, name: profile.name, email: profile.email, phone: profile.phone }
        : null,
    bookedByUserId: user?.id ?? null,
    ipAddress: context.clientIp,
  })
  if (outcome.kind === 'reply') return outcome.response
  return redirectWithToast(`/appointments/manage/${outcome.booked.manageToken}`, {
    type: 'success',
    title: outcome.booked.alreadyBooked
      ? 'This appointment was already booked'
      : 'Your appointment is booked',
    description: 'A confirmation is on its way to your e-mail.',
  })
}

export default function NewAppointment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Book an appointment</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Choose a clinic, a doctor and a free time. Times are Indian Standard Time. You will get a
        confirmation by e-mail with a private link to cancel or move the appointment.
      </p>
      <div className="mt-6 max-w-3xl">
        <BookingForm
          data={loaderData}
          actionData={actionData && 'result' in actionData ? actionData : null}
        />
      </div>
    </div>
  )
}
