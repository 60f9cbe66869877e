import { clinicHhmm, formatClinicTime, isIsoDate } from '#app/utils/clinic-time.ts'
import { isSlug } from '#app/utils/slug.ts'
import { findActiveDoctorBySlug, listDoctorOpenSlots } from './slots.server.ts'

export type SlotOption = { value: string; label: string }

/** The free times of a doctor on a clinic-local date, as form options ("09:20" → "9:20 am"). */
export async function listSlotOptions(
  doctorSlug: string | null | undefined,
  date: string | null | undefined,
  options: { ignoreAppointmentId?: string } = {},
): Promise<SlotOption[] | null> {
  if (!doctorSlug || !date || !isIsoDate(date) || !isSlug(doctorSlug)) return null
  const doctor = await findActiveDoctorBySlug(doctorSlug)
  if (!doctor) return null
  const slots = await listDoctorOpenSlots(doctor.id, date, date, options)
  return slots.map((slot) => ({
    value: clinicHhmm(slot.startsAt),
    label: formatClinicTime(slot.startsAt),
  }))
}
