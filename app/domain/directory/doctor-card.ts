import type { Slot } from '#app/domain/appointments/index.ts'
import {
  addDays,
  clinicDateOf,
  clinicHhmm,
  clinicToday,
  formatClinicDateTime,
  formatClinicShort,
  formatClinicTime,
} from '#app/utils/clinic-time.ts'

/** A free slot as pages show it, with the values the booking form takes. */
export type SlotView = {
  startsAt: string
  label: string
  shortLabel: string
  /** "Today 4:30 pm", "Tomorrow 9:00 am", or the short date and time further ahead. */
  soonLabel: string
  /** Whether the slot is today or tomorrow in the clinic (pages word it in their language). */
  soon: SoonDay
  date: string
  time: string
  location: string
}

export function toSlotView(
  slot: Pick<Slot, 'startsAt' | 'location'>,
  now: Date = new Date(),
): SlotView {
  return {
    startsAt: slot.startsAt.toISOString(),
    label: formatClinicDateTime(slot.startsAt),
    shortLabel: formatClinicShort(slot.startsAt),
    soonLabel: soonLabel(slot.startsAt, now),
    soon: soonDay(slot.startsAt, now),
    date: clinicDateOf(slot.startsAt),
    time: clinicHhmm(slot.startsAt),
    location: slot.location,
  }
}

export type SoonDay = 'today' | 'tomorrow' | null

/** Whether a free time is today or tomorrow, in the clinic's calendar. */
export function soonDay(startsAt: Date, now: Date = new Date()): SoonDay {
  const today = clinicToday(now)
  const day = clinicDateOf(startsAt)
  if (day === today) return 'today'
  if (day === addDays(today, 1)) return 'tomorrow'
  return null
}

/** How soon a free time is, as a chip on a doctor's card reads it (in English). */
export function soonLabel(startsAt: Date, now: Date = new Date()): string {
  const soon = soonDay(startsAt, now)
  if (soon === 'today') return `Today ${formatClinicTime(startsAt)}`
  if (soon === 'tomorrow') return `Tomorrow ${formatClinicTime(startsAt)}`
  return formatClinicShort(startsAt)
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
