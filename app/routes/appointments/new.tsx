import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/new'
import { type BookingActionData, BookingForm } from '#app/components/booking-form.tsx'
import { SITE } from '#app/content/site.ts'
import { bookAppointment, SlotNotOfferedError, SlotTakenError } from '#app/domain/appointments/book-appointment.server.ts'
import { loadBookingFormData } from '#app/domain/appointments/booking-form-data.server.ts'
import { createBookingSchema } from '#app/domain/appointments/booking-schema.ts'
import { listSlotOptions } from '#app/domain/appointments/slot-options.server.ts'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { getProfile } from '#app/domain/accounts/account-data.server.ts'
import { clinicDateOf, clinicHhmm, clinicToday, formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { getOptionalUser } from '#app/utils/guards.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Book an appointment | ${SITE.name}` },
  { name: 'description', content: 'Choose a clinic, a doctor and a free time, in person or by phone, video or chat.' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  return loadBookingFormData(new URL(request.url), user)
}

const FIELDS = ['department', 'doctor', 'date', 'time', 'mode', 'name', 'email', 'phone', 'reason', 'requestKey'] as const

/** The typed values, echoed back without errors (for "Show doctors" / "Show free times"). */
function echo(formData: FormData) {
  const initialValue: Record<string, string> = {}
  for (const field of FIELDS) {
    const value = formData.get(field)
    initialValue[field] = typeof value === 'string' ? value.slice(0, 600) : ''
  }
  return initialValue
}

export async function action({ request, context }: Route.ActionArgs): Promise<ReturnType<typeof data<BookingActionData>> | Response> {
  const user = await getOptionalUser(request)
  const formData = await request.formData()
  const intent = formData.get('intent')
  const directory = await listDepartmentsWithDoctors()

  if (intent === 'show-doctors' || intent === 'show-times') {
    const values = echo(formData)
    const doctor = directory.doctors.find((d) => d.slug === values.doctor)
    if (intent === 'show-doctors' && doctor && values.department && doctor.departmentSlug !== values.department) values.doctor = ''
    const slots = intent === 'show-times' ? await listSlotOptions(values.doctor, values.date) : null
    return data({ result: { initialValue: values }, slots, alternatives: null })
  }

  // Signed-in patients book for themselves, whatever the form says.
  const profile = user?.role === 'patient' ? await getProfile(user.id) : null
  if (profile) {
    formData.set('name', profile.name)
    formData.set('email', profile.email)
    if (profile.phone) formData.set('phone', profile.phone)
  }
  const submission = parseWithZod(formData, { schema: createBookingSchema(directory, clinicToday()) })
  if (submission.status !== 'success') {
    const values = echo(formData)
    const slots = await listSlotOptions(values.doctor, values.date)
    return data({ result: submission.reply(), slots, alternatives: null }, { status: 400 })
  }
  const input = submission.value
  try {
    const booked = await bookAppointment({
      doctorSlug: input.doctor,
      departmentSlug: input.department,
      date: input.date,
      time: input.time,
      mode: input.mode,
      name: input.name,
      email: input.email,
      phone: input.phone,
      reason: input.reason,
      requestKey: input.requestKey,
      patientUserId: profile ? user!.id : null,
      ipAddress: context.clientIp,
    })
    return redirectWithToast(`/appointments/manage/${booked.manageToken}`, {
      type: 'success',
      title: booked.alreadyBooked ? 'This appointment was already booked' : 'Your appointment is booked',
      description: 'A confirmation is on its way to your e-mail.',
    })
  } catch (error) {
    if (error instanceof SlotTakenError) {
      const slots = await listSlotOptions(input.doctor, input.date)
      return data(
        {
          result: submission.reply({ formErrors: ['Sorry — that time was just taken by someone else. Please choose another time.'] }),
          slots,
          alternatives: error.alternatives.map((slot) => ({
            date: clinicDateOf(slot.startsAt),
            value: clinicHhmm(slot.startsAt),
            label: formatClinicDateTime(slot.startsAt),
          })),
        },
        { status: 409 },
      )
    }
    if (error instanceof SlotNotOfferedError) {
      const slots = await listSlotOptions(input.doctor, input.date)
      return data({ result: submission.reply({ fieldErrors: { time: [error.message] } }), slots, alternatives: null }, { status: 400 })
    }
    throw error
  }
}

export default function NewAppointment({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Book an appointment</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Choose a clinic, a doctor and a free time. Times are Indian Standard Time. You will get a confirmation by
        e-mail with a private link to cancel or move the appointment.
      </p>
      <div className="mt-6 max-w-3xl">
        <BookingForm data={loaderData} actionData={actionData && 'result' in actionData ? actionData : null} />
      </div>
    </div>
  )
}
