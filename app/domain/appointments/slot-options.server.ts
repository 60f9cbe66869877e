import { clinicHhmm, formatClinicTime, isIsoDate } from '#app/utils/clinic-time.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { isSlug } from '#app/utils/slug.ts'
import { type Slot } from './availability.ts'
import { listListedDoctorOpenSlots } from './slots.server.ts'

export type SlotOption = { value: string; label: string }

/** Free slots as form options ("09:20" → "9:20 am"), labelled in the page's language. */
export function toSlotOptions(slots: readonly Slot[], locale: Locale): SlotOption[] {
  return slots.map((slot) => ({
    value: clinicHhmm(slot.startsAt),
    label: formatClinicTime(slot.startsAt, locale),
  }))
}

/** The free times of a doctor on a clinic-local date, as form options, in one query. */
export async function listSlotOptions(
  doctorSlug: string | null | undefined,
  date: string | null | undefined,
  options: { ignoreAppointmentId?: string; locale: Locale },
): Promise<SlotOption[] | null> {
  if (!doctorSlug || !date || !isIsoDate(date) || !isSlug(doctorSlug)) return null
  const { locale, ...query } = options
  const found = await listListedDoctorOpenSlots(doctorSlug, date, date, query)
  return found ? toSlotOptions(found.slots, locale) : null
}
