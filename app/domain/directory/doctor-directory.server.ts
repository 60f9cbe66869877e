import { and, arrayContains, asc, eq, inArray, type SQL } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { CONSULTATION_MODES, type ConsultationMode } from '#app/db/schema/appointments.ts'
import { departments, doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import { listEarliestSlots } from '#app/domain/appointments/slots.server.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import { isSlug } from '#app/utils/slug.ts'
import { type DoctorCard, type SlotView, toSlotView } from './doctor-card.ts'

export const DIRECTORY_PAGE_SIZE = 10

export const GENDERS = ['female', 'male', 'other'] as const
export const AVAILABILITY = ['today', 'week'] as const
export const SORTS = ['next-slot', 'experience'] as const

export type DirectoryFilters = {
  department: string | null
  mode: ConsultationMode | null
  language: string | null
  gender: (typeof GENDERS)[number] | null
  available: (typeof AVAILABILITY)[number] | null
  sort: (typeof SORTS)[number]
  page: number
}

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null

/**
 * Filters from the directory's query string. These are links people share and bookmark, so an
 * unknown value is ignored (everything is shown) rather than answered with an error.
 */
export function parseDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  // Letters, digits, spaces and hyphens only: slugs and language names, nothing else.
  const text = (name: string) => {
    const value = params.get(name)?.trim()
    return value && /^[\p{L}\p{M}\p{N} -]{1,60}$/u.test(value) ? value : null
  }
  const page = Number(params.get('page'))
  return {
    department: text('department'),
    mode: pick(CONSULTATION_MODES, params.get('mode')),
    language: text('language'),
    gender: pick(GENDERS, params.get('gender')),
    available: pick(AVAILABILITY, params.get('available')),
    sort: pick(SORTS, params.get('sort')) ?? 'next-slot',
    page: Number.isInteger(page) && page > 0 && page < 10_000 ? page : 1,
  }
}

const doctorCardColumns = {
  id: doctors.id,
  slug: doctors.slug,
  name: doctors.name,
  departmentSlug: departments.slug,
  departmentName: departments.name,
  qualifications: doctors.qualifications,
  gender: doctors.gender,
  languages: doctors.languages,
  experienceYears: doctors.experienceYears,
  feeInr: doctors.feeInr,
  modes: doctors.consultationModes,
  photoUrl: doctors.photoUrl,
}

type DoctorCardRow = Omit<DoctorCard, 'nextSlot'> & { id: string }

/** Each doctor's next free slot as pages show it (null when none within the horizon). */
export async function listNextSlotViews(
  doctorIds: readonly string[],
  now = new Date(),
): Promise<Map<string, SlotView | null>> {
  const slots = await listEarliestSlots(doctorIds, { now })
  return new Map(
    doctorIds.map((id) => {
      const first = slots.get(id)?.[0]
      return [id, first ? toSlotView(first) : null]
    }),
  )
}

/** Active doctors with their earliest free slot, for cards (directory, department pages, the guide). */
async function withNextSlots(rows: DoctorCardRow[], now = new Date()): Promise<DoctorCard[]> {
  const next = await listNextSlotViews(
    rows.map((row) => row.id),
    now,
  )
  return rows.map(({ id, ...row }) => ({ ...row, nextSlot: next.get(id) ?? null }))
}

function selectDoctorCards(where: SQL | undefined) {
  return getDb()
    .select(doctorCardColumns)
    .from(doctors)
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .where(and(eq(doctors.active, true), where))
    .orderBy(asc(doctors.name))
}

/**
 * One page of the doctor directory. Filtering by availability and sorting by the next free slot
 * need every matching doctor's slots, so those are computed for all matches (a clinic network has
 * tens of doctors) and the page is cut afterwards.
 */
export async function listDirectory(filters: DirectoryFilters, now = new Date()) {
  const conditions = [
    filters.department ? eq(departments.slug, filters.department) : undefined,
    filters.mode ? arrayContains(doctors.consultationModes, [filters.mode]) : undefined,
    filters.language ? arrayContains(doctors.languages, [filters.language]) : undefined,
    filters.gender ? eq(doctors.gender, filters.gender) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  const [rows, languageRows] = await Promise.all([
    selectDoctorCards(conditions.length > 0 ? and(...conditions) : undefined),
    getDb()
      .selectDistinct({ languages: doctors.languages })
      .from(doctors)
      .where(eq(doctors.active, true)),
  ])
  let cards = await withNextSlots(rows, now)
  if (filters.available) {
    const today = clinicToday(now)
    const lastDay = filters.available === 'today' ? today : addDays(today, 6)
    cards = cards.filter((card) => card.nextSlot !== null && card.nextSlot.date <= lastDay)
  }
  cards.sort(
    filters.sort === 'experience'
      ? (a, b) => b.experienceYears - a.experienceYears || a.name.localeCompare(b.name)
      : (a, b) => bySoonest(a, b) || a.name.localeCompare(b.name),
  )
  const pages = Math.max(1, Math.ceil(cards.length / DIRECTORY_PAGE_SIZE))
  const page = Math.min(filters.page, pages)
  const languages = [...new Set(languageRows.flatMap((row) => row.languages))].sort((a, b) =>
    a.localeCompare(b),
  )
  return {
    doctors: cards.slice((page - 1) * DIRECTORY_PAGE_SIZE, page * DIRECTORY_PAGE_SIZE),
    total: cards.length,
    page,
    pages,
    languages,
  }
}

const bySoonest = (a: DoctorCard, b: DoctorCard) =>
  (a.nextSlot?.startsAt ?? '~').localeCompare(b.nextSlot?.startsAt ?? '~')

/** The active doctors of one clinic with their next free slot, soonest first. */
export async function listDepartmentDoctors(
  departmentSlug: string,
  now = new Date(),
): Promise<DoctorCard[]> {
  const cards = await withNextSlots(
    await selectDoctorCards(eq(departments.slug, departmentSlug)),
    now,
  )
  return cards.sort(bySoonest)
}

/** The soonest-free doctors of several clinics at once (the symptom guide), `perClinic` each. */
export async function listSoonestDoctorsByDepartment(
  departmentSlugs: readonly string[],
  perClinic: number,
  now = new Date(),
): Promise<Map<string, DoctorCard[]>> {
  const byClinic = new Map<string, DoctorCard[]>(departmentSlugs.map((slug) => [slug, []]))
  if (departmentSlugs.length === 0) return byClinic
  const cards = await withNextSlots(
    await selectDoctorCards(inArray(departments.slug, [...departmentSlugs])),
    now,
  )
  for (const card of cards.sort(bySoonest)) {
    const list = byClinic.get(card.departmentSlug)
    if (list && list.length < perClinic) list.push(card)
  }
  return byClinic
}

export const PROFILE_SLOT_COUNT = 8

/** A doctor's public profile: details, weekly hours and the next free slots. Null when not listed. */
export async function getDoctorProfile(slug: string, now = new Date()) {
  if (!isSlug(slug)) return null
  const db = getDb()
  const [doctor] = await db
    .select({
      ...doctorCardColumns,
      registrationNumber: doctors.registrationNumber,
      bio: doctors.bio,
    })
    .from(doctors)
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .where(and(eq(doctors.slug, slug), eq(doctors.active, true)))
  if (!doctor) return null
  const [hours, slots] = await Promise.all([
    db
      .select({
        weekday: doctorSchedules.weekday,
        startTime: doctorSchedules.startTime,
        endTime: doctorSchedules.endTime,
        location: doctorSchedules.location,
      })
      .from(doctorSchedules)
      .where(eq(doctorSchedules.doctorId, doctor.id))
      .orderBy(asc(doctorSchedules.weekday), asc(doctorSchedules.startTime)),
    listEarliestSlots([doctor.id], { now, count: PROFILE_SLOT_COUNT }),
  ])
  const { id, ...details } = doctor
  return {
    ...details,
    hours: hours.map((h) => ({
      ...h,
      startTime: h.startTime.slice(0, 5),
      endTime: h.endTime.slice(0, 5),
    })),
    slots: (slots.get(id) ?? []).map((slot) => toSlotView(slot)),
  }
}

export type DoctorProfile = NonNullable<Awaited<ReturnType<typeof getDoctorProfile>>>

/** Slugs of every doctor shown to the public, for the sitemap. */
export async function listListedDoctorSlugs(): Promise<string[]> {
  const rows = await getDb()
    .select({ slug: doctors.slug })
    .from(doctors)
    .where(eq(doctors.active, true))
    .orderBy(asc(doctors.slug))
  return rows.map((row) => row.slug)
}
