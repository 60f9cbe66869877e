import { parseWithZod } from '@conform-to/zod/v4'
import { type BookingActionData } from '#app/components/booking-form.tsx'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { clinicDateOf, clinicHhmm, clinicToday, formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { type Booked, bookAppointment, SlotNotOfferedError, SlotTakenError } from '#app/domain/appointments/book-appointment.server.ts'
import { createBookingSchema } from '#app/domain/appointments/booking-schema.ts'
import { listSlotOptions } from '#app/domain/appointments/slot-options.server.ts'

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

export type BookingFormOutcome = { kind: 'booked'; booked: Booked } | { kind: 'reply'; body: BookingActionData; status: number }

/**
 * Everything the booking form's POST can mean, for patients (/appointments/new) and for staff
 * booking on someone's behalf: narrow the doctors, list free times, or book.
 */
export async function processBookingForm(
  formData: FormData,
  who: {
    /** A signed-in patient books for themselves: these replace whatever the form says. */
    patient: { userId: string; name: string; email: string; phone: string | null } | null
    bookedByUserId: string | null
    ipAddress: string | null
  },
): Promise<BookingFormOutcome> {
  const intent = formData.get('intent')
  const directory = await listDepartmentsWithDoctors()
  if (intent === 'show-doctors' || intent === 'show-times') {
    const values = echo(formData)
    const doctor = directory.doctors.find((d) => d.slug === values.doctor)
    if (intent === 'show-doctors' && doctor && values.department && doctor.departmentSlug !== values.department) values.doctor = ''
    const slots = intent === 'show-times' ? await listSlotOptions(values.doctor, values.date) : null
    return { kind: 'reply', body: { result: { initialValue: values }, slots, alternatives: null }, status: 200 }
  }
  if (who.patient) {
    formData.set('name', who.patient.name)
    formData.set('email', who.patient.email)
    if (who.patient.phone) formData.set('phone', who.patient.phone)
  }
  const submission = parseWithZod(formData, { schema: createBookingSchema(directory, clinicToday()) })
  if (submission.status !== 'success') {
    const values = echo(formData)
    return { kind: 'reply', body: { result: submission.reply(), slots: await listSlotOptions(values.doctor, values.date), alternatives: null }, status: 400 }
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
      patientUserId: who.patient?.userId ?? null,
      bookedByUserId: who.bookedByUserId,
      ipAddress: who.ipAddress,
    })
    return { kind: 'booked', booked }
  } catch (error) {
    const slots = await listSlotOptions(input.doctor, input.date)
    if (error instanceof SlotTakenError) {
      return {
        kind: 'reply',
        body: {
          result: submission.reply({ formErrors: ['Sorry — that time was just taken by someone else. Please choose another time.'] }),
          slots,
          alternatives: error.alternatives.map((slot) => ({
            date: clinicDateOf(slot.startsAt),
            value: clinicHhmm(slot.startsAt),
            label: formatClinicDateTime(slot.startsAt),
          })),
        },
        status: 409,
      }
    }
    if (error instanceof SlotNotOfferedError) {
      return { kind: 'reply', body: { result: submission.reply({ fieldErrors: { time: [error.message] } }), slots, alternatives: null }, status: 400 }
    }
    throw error
  }
}
