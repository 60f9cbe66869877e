import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { type BookingActionData } from '#app/components/booking-form.tsx'
import { listSlotOptions } from '#app/domain/appointments/slot-options.server.ts'
import { joinWaitlistForDay } from '#app/domain/waitlist/join-waitlist.server.ts'
import { HOLD_MINUTES } from '#app/domain/waitlist/offers.server.ts'
import { JoinWaitlistSchema } from '#app/domain/waitlist/waitlist-schema.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { formatClinicDay } from '#app/utils/clinic-time.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/**
 * "Tell me if a time frees up" on the booking form of a full day: the form's own fields (a
 * signed-in patient's name and contact details replace what it says, as for a booking). Errors
 * come back next to the form's fields with everything typed kept, and the day's (empty) times.
 */
export async function joinWaitlistFromBookingForm(
  formData: FormData,
  who: {
    patient: { userId: string; name: string; email: string | null; phone: string | null } | null
    ipAddress: string | null
    locale: Locale
    /** Where the patient goes back to, in their language. */
    backTo: string
  },
) {
  if (who.patient) {
    formData.set('name', who.patient.name)
    if (who.patient.email) formData.set('email', who.patient.email)
    if (who.patient.phone) formData.set('phone', who.patient.phone)
  }
  const submission = parseWithZod(formData, { schema: JoinWaitlistSchema })
  const slots = async () => {
    const doctor = formData.get('doctor')
    const date = formData.get('date')
    return typeof doctor === 'string' && typeof date === 'string'
      ? listSlotOptions(doctor.slice(0, 100), date.slice(0, 10), { locale: who.locale })
      : null
  }
  if (submission.status !== 'success') {
    return data<BookingActionData>(
      { result: submission.reply(), slots: await slots(), alternatives: null },
      { status: 400 },
    )
  }
  const input = submission.value
  try {
    const joined = await joinWaitlistForDay({
      doctorSlug: input.doctor,
      departmentSlug: input.department,
      date: input.date,
      mode: input.mode,
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      patientUserId: who.patient?.userId ?? null,
      locale: who.locale,
      ipAddress: who.ipAddress,
    })
    const t = getT(who.locale, 'booking')
    return redirectWithToast(who.backTo, {
      type: 'success',
      title: t('waitlist.toast.joined'),
      description: t('waitlist.toast.joinedDescription', {
        doctor: joined.doctorName,
        day: formatClinicDay(input.date, who.locale),
        minutes: HOLD_MINUTES,
      }),
    })
  } catch (error) {
    return replyWithDomainError(submission, error, { extra: { slots: await slots() } })
  }
}
