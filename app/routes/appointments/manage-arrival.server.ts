import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { ArrivalOfferView } from '#app/components/opd/arrival-offer.tsx'
import { ArrivedSchema } from '#app/domain/opd/index.ts'
import { arrivalWindow, checkInByPatient } from '#app/domain/opd/index.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { formatClinicTime } from '#app/utils/clinic-time.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

type Booking = { id: string; doctorId: string; startsAt: Date; mode: string; status: string }

/**
 * "I have arrived" on a booking's manage page (issue 49 item 2): shown on the day of an in-person
 * booking whose doctor is in OPD today, until the OPD ends; its button works from an hour before
 * the booked time (decision 0022). `clinic` is the QR poster's clinic the patient came from.
 */
export async function arrivalOffer(
  booking: Booking,
  clinic: string | null,
  locale: Locale,
  now: Date = new Date(),
): Promise<ArrivalOfferView | null> {
  const window = await arrivalWindow(booking, clinic, now)
  if (!window || now > window.closesAt) return null
  return {
    open: now >= window.opensAt,
    opensAt: formatClinicTime(window.opensAt, locale),
    clinic: window.facility.slug,
  }
}

/** The "I have arrived" form's answer: the token (back to the page), or why not (4xx). */
export async function arrivedAction(
  formData: FormData,
  booking: Booking,
  here: string,
  actor: { userId: string | null; ipAddress?: string | null; locale: Locale },
) {
  const submission = parseWithZod(formData, { schema: ArrivedSchema })
  if (submission.status !== 'success')
    return data(
      { intent: 'arrived' as const, result: submission.reply(), alternatives: null },
      { status: 400 },
    )
  try {
    const issued = await checkInByPatient(booking.id, submission.value.clinic, actor)
    return redirectWithToast(here, {
      type: 'success',
      title: getT(actor.locale, 'opd')('arrival.done', { token: issued.token }),
    })
  } catch (error) {
    return replyWithDomainError(submission, error, {
      extra: { intent: 'arrived' as const },
      locale: actor.locale,
    })
  }
}
