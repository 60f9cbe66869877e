import type { Slot } from '#app/domain/appointments/availability.ts'
import {
  clinicDateOf,
  clinicHhmm,
  formatClinicDateTime,
  formatClinicShort,
} from '#app/utils/clinic-time.ts'

/** A free slot as pages show it, with the values the booking form takes. */
export type SlotView = {
  startsAt: string
  label: string
  shortLabel: string
  date: string
  time: string
  location: string
}

export function toSlotView(slot: Slot): SlotView {
  return {
    startsAt: slot.startsAt.toISOString(),
    label: formatClinicDateTime(slot.startsAt),
    shortLabel: formatClinicShort(slot.startsAt),
    date: clinicDateOf(slot.startsAt),
    time: clinicHhmm(slot.startsAt),
    location: slot.location,
  }
}

/** The booking form, opened on this doctor (and, when given, this free slot). */
export function bookingHref(
  doctorSlug: string,
  slot?: Pick<SlotView, 'date' | 'time'> | null,
): string {
  const params = new URLSearchParams({ doctor: doctorSlug })
  if (slot) {
    params.set('date', slot.date)
    params.set('time', slot.time)
  }
  return `/appointments/new?${params.toString()}`
}

/** A doctor as cards show them: directory, department pages, search and the symptom guide. */
export type DoctorCard = {
  slug: string
  name: string
  departmentSlug: string
  departmentName: string
  qualifications: string
  gender: string
  languages: string[]
  experienceYears: number
  feeInr: number
  modes: string[]
  photoUrl: string | null
  nextSlot: SlotView | null
}
