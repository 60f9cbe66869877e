import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { type BookingActionData } from '#app/components/booking-form.tsx'
import { listDepartmentsWithDoctors } from '#app/domain/directory/list-departments.server.ts'
import { clinicTimeToUtc, clinicToday, formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { type Alternative, replyWithDomainError } from '#app/routes/form-reply.server.ts'
import {
  type Booked,
  bookAppointment,
  SlotTakenError,
} from '#app/domain/appointments/book-appointment.server.ts'
import {
  type BookingDirectory,
  createBookingSchema,
} from '#app/domain/appointments/booking-schema.ts'
import { withChosenAlternative } from '#app/domain/appointments/chosen-alternative.ts'
import { listSlotOptions, toSlotOptions } from '#app/domain/appointments/slot-options.server.ts'
import { FOR_MEMBER_FIELD } from '#app/components/booking-for-whom.tsx'
import { findFamilyMember } from '#app/domain/family/family.server.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'

const FIELDS = [
  'department',
  'doctor',
  'date',
  'time',
  'mode',
  'name',
  'email',
  'phone',
  'reason',
  'requestKey',
  FOR_MEMBER_FIELD,
] as const

/** The typed values, echoed back without errors (for "Show doctors" / "Show free times"). */
function echo(formData: FormData) {
  const initialValue: Record<string, string> = {}
  for (const field of FIELDS) {
    const value = formData.get(field)
    initialValue[field] = typeof value === 'string' ? value.slice(0, 600) : ''
  }
  return initialValue
}

/** The free times offered instead of a taken one, labelled in the page's language. */
export function alternativesIn<R extends { data: { alternatives: Alternative[] | null } }>(
  response: R,
  locale: Locale,
): R {
  const { alternatives } = response.data
  if (alternatives && locale !== 'en') {
    response.data.alternatives = alternatives.map((slot) => ({
      ...slot,
      label: formatClinicDateTime(clinicTimeToUtc(slot.date, slot.value), locale),
    }))
  }
  return response
}

type BookingSchema = ReturnType<typeof createBookingSchema>
const schemas = new WeakMap<BookingDirectory, Map<string, BookingSchema>>()

/**
 * The form's rules for this directory, day and language, built once and reused while the
 * directory stays the same (it is kept in memory until it changes): building them costs more
 * than checking a submission.
 */
function bookingSchemaFor(directory: BookingDirectory, today: string, locale: Locale) {
  let byDay = schemas.get(directory)
  if (!byDay) schemas.set(directory, (byDay = new Map()))
  const key = `${today} ${locale}`
  let schema = byDay.get(key)
  if (!schema) {
    // Yesterday's rules are not wanted again.
    for (const old of byDay.keys()) if (!old.startsWith(today)) byDay.delete(old)
    schema = createBookingSchema(directory, today, getT(locale, 'booking'))
    byDay.set(key, schema)
  }
  return schema
}

export type BookingFormOutcome =
  | { kind: 'booked'; booked: Booked }
  | { kind: 'reply'; response: ReturnType<typeof data<BookingActionData>> }

/**
 * Everything the booking form's POST can mean, for patients (/appointments/new) and for staff
 * booking on someone's behalf: narrow the doctors, list free times, or book.
 */
export async function processBookingForm(
  sentForm: FormData,
  who: {
    /** A signed-in patient books for themselves: these replace whatever the form says. */
    patient: { userId: string; name: string; email: string | null; phone: string | null } | null
    bookedByUserId: string | null
    ipAddress: string | null
    /** The form's language: its messages and times, and the patient's e-mails, are in it. */
    locale: Locale
  },
): Promise<BookingFormOutcome> {
  const locale = who.locale
  const formData = withChosenAlternative(sentForm)
  const intent = formData.get('intent')
  if (intent === 'show-doctors' || intent === 'show-times') {
    const directory = await listDepartmentsWithDoctors()
    const values = echo(formData)
    const doctor = directory.doctors.find((d) => d.slug === values.doctor)
    if (
      intent === 'show-doctors' &&
      doctor &&
      values.department &&
      doctor.departmentSlug !== values.department
    )
      values.doctor = ''
    const slots =
      intent === 'show-times' ? await listSlotOptions(values.doctor, values.date, { locale }) : null
    return {
      kind: 'reply',
      response: data({ result: { initialValue: values }, slots, alternatives: null }),
    }
  }
  if (who.patient) {
    formData.set('name', who.patient.name)
    if (who.patient.email) formData.set('email', who.patient.email)
    if (who.patient.phone) formData.set('phone', who.patient.phone)
  }
  // For a family member of the account: the appointment carries their name; the contact details
  // stay the account holder's (they manage it and get its messages). Anyone not in this account's
  // family is refused next to the choice, whatever id was sent.
  const forMember = formData.get(FOR_MEMBER_FIELD)
  const member =
    who.patient && typeof forMember === 'string' && forMember !== ''
      ? await findFamilyMember(who.patient.userId, forMember.slice(0, 64))
      : null
  const memberRefused = typeof forMember === 'string' && forMember !== '' && !member
  const memberError = memberRefused
    ? { fieldErrors: { [FOR_MEMBER_FIELD]: [messageRef('family', 'errors.memberFromList')] } }
    : undefined
  if (member) formData.set('name', member.name)
  const submission = parseWithZod(formData, {
    schema: bookingSchemaFor(await listDepartmentsWithDoctors(), clinicToday(), locale),
  })
  if (submission.status !== 'success' || memberError) {
    const values = echo(formData)
    const slots = await listSlotOptions(values.doctor, values.date, { locale })
    return {
      kind: 'reply',
      response: data(
        { result: submission.reply(memberError), slots, alternatives: null },
        { status: 400 },
      ),
    }
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
      email: input.email ?? null,
      phone: input.phone,
      reason: input.reason,
      requestKey: input.requestKey,
      patientUserId: who.patient?.userId ?? null,
      familyMemberId: member?.id ?? null,
      bookedByUserId: who.bookedByUserId,
      ipAddress: who.ipAddress,
      locale,
    })
    return { kind: 'booked', booked }
  } catch (error) {
    // A time just taken comes with the day's remaining times; anything else looks them up. The
    // taken time is cleared, so the next "Book" cannot send it again by mistake.
    const slots =
      error instanceof SlotTakenError
        ? toSlotOptions(error.freeThatDay, locale)
        : await listSlotOptions(input.doctor, input.date, { locale })
    return {
      kind: 'reply',
      response: alternativesIn(
        replyWithDomainError(submission, error, { hideFields: ['time'], extra: { slots } }),
        locale,
      ),
    }
  }
}
