import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import { getDb, queryRows } from '#app/db/client.server.ts'
import { CONSULTATION_MODES, type ConsultationMode } from '#app/db/schema/appointments.ts'
import { departments, doctorSchedules, doctors } from '#app/db/schema/directory.ts'
import {
  availabilityIsFresh,
  listEarliestSlots,
  slotFromColumns,
  withFreshNextFreeSlots,
} from '#app/domain/appointments/index.server.ts'
import { addDays, clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
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
const toView = (startsAtMillis: number | string | null, location: string | null) => {
  const slot = slotFromColumns(startsAtMillis, location)
  return slot ? toSlotView(slot) : null
}

/** SQL: the stored next free slot of row `a`, in epoch milliseconds. */
const NEXT_MILLIS = sql`floor(extract(epoch from a.next_starts_at) * 1000)`

/**
 * Each doctor's next free slot as pages show it (null when none within the horizon), from the
 * stored next free slots (see refreshNextFreeSlots), brought up to date first where needed.
 */
export async function listNextSlotViews(
  doctorIds: readonly string[],
  now = new Date(),
): Promise<Map<string, SlotView | null>> {
  if (doctorIds.length === 0) return new Map()
  const ids = [...new Set(doctorIds)]
  const rows = await withFreshNextFreeSlots(now, ids, async () => {
    const rows = await queryRows<{
      id: string
      next: number | string | null
      location: string | null
      fresh: boolean
    }>(sql`
      select a.doctor_id as id, ${NEXT_MILLIS} as next, a.next_location as location,
        ${availabilityIsFresh(now)} as fresh
      from doctor_availability a where a.doctor_id = any(${`{${ids.join(',')}}`}::uuid[])`)
    return { value: rows, stale: rows.filter((row) => !row.fresh).length }
  })
  const byId = new Map(rows.map((row) => [row.id, toView(row.next, row.location)]))
  return new Map(doctorIds.map((id) => [id, byId.get(id) ?? null]))
}

/** Active doctors with their earliest free slot, for cards (department pages, the guide). */
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

type DirectoryRow = {
  stale: number | string
  total: number | string
  languages: string[] | null
  doctors: Array<
    Omit<DoctorCardRow, 'id'> & { next: number | string | null; location: string | null }
  > | null
}

/**
 * One page of the doctor directory, filtered, sorted and cut in one SQL statement over the stored
 * next free slots (kept exact by refreshNextFreeSlots), whatever the number of doctors.
 */
export async function listDirectory(filters: DirectoryFilters, now = new Date()) {
  const conditions = [
    filters.department ? sql`and dep.slug = ${filters.department}` : sql``,
    filters.mode ? sql`and d.consultation_modes @> array[${filters.mode}]::text[]` : sql``,
    filters.language ? sql`and d.languages @> array[${filters.language}]::text[]` : sql``,
    filters.gender ? sql`and d.gender = ${filters.gender}` : sql``,
  ]
  let availableBefore: SQL = sql``
  if (filters.available) {
    const today = clinicToday(now)
    const lastDay = filters.available === 'today' ? today : addDays(today, 6)
    const before = clinicTimeToUtc(addDays(lastDay, 1), '00:00').getTime()
    availableBefore = sql`where next < ${before}`
  }
  const order =
    filters.sort === 'experience' ? sql`experience_years desc, name` : sql`next nulls last, name`
  const result = await withFreshNextFreeSlots(now, undefined, async () => {
    const [row] = await queryRows<DirectoryRow>(sql`
      with matched as (
        select d.slug, d.name, dep.slug as department_slug, dep.name as department_name,
          d.qualifications, d.gender, d.languages, d.experience_years, d.fee_inr,
          d.consultation_modes, d.photo_url,
          ${NEXT_MILLIS} as next, a.next_location as location,
          ${availabilityIsFresh(now)} as fresh
        from doctors d
        join departments dep on dep.id = d.department_id
        join doctor_availability a on a.doctor_id = d.id
        where d.active ${sql.join(conditions, sql` `)}
      ), shown as (
        select * from matched ${availableBefore}
      ), ranked as (
        select *, row_number() over (order by ${order}) as rn, count(*) over () as total from shown
      ), page as (
        select * from ranked
        where rn > (least(${filters.page}, greatest(1, ceil(total / ${DIRECTORY_PAGE_SIZE}::numeric))) - 1) * ${DIRECTORY_PAGE_SIZE}
        order by rn limit ${DIRECTORY_PAGE_SIZE}
      )
      select
        (select count(*) from matched where not fresh) as stale,
        (select count(*) from shown) as total,
        (select array_agg(distinct l) from doctors, unnest(doctors.languages) l where doctors.active) as languages,
        (select json_agg(json_build_object(
            'slug', slug, 'name', name, 'departmentSlug', department_slug,
            'departmentName', department_name, 'qualifications', qualifications,
            'gender', gender, 'languages', languages, 'experienceYears', experience_years,
            'feeInr', fee_inr, 'modes', consultation_modes, 'photoUrl', photo_url, 'next', next, 'location', location)
          order by rn) from page) as doctors`)
    return { value: row!, stale: Number(row!.stale) }
  })
  const total = Number(result.total)
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE))
  return {
    doctors: (result.doctors ?? []).map(({ next, location, ...card }) => ({
      ...card,
      nextSlot: toView(next, location),
    })),
    total,
    page: Math.min(filters.page, pages),
    pages,
    languages: (result.languages ?? []).sort((a, b) => a.localeCompare(b)),
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
  // One statement over the stored next free slots: the doctors, their slots and the cut.
  const rows = await withFreshNextFreeSlots(now, undefined, async () => {
    const rows = await queryRows<
      Omit<DoctorCardRow, 'id'> & {
        next: number | string | null
        location: string | null
        fresh: boolean
      }
    >(sql`
      with matched as (
        select d.slug, d.name, dep.slug as "departmentSlug", dep.name as "departmentName",
          d.qualifications, d.gender, d.languages, d.experience_years as "experienceYears",
          d.fee_inr as "feeInr", d.consultation_modes as modes, d.photo_url as "photoUrl",
          ${NEXT_MILLIS} as next, a.next_location as location,
          ${availabilityIsFresh(now)} as fresh
        from doctors d
        join departments dep on dep.id = d.department_id
        join doctor_availability a on a.doctor_id = d.id
        where d.active and dep.slug in (${sql.join(
          departmentSlugs.map((slug) => sql`${slug}`),
          sql`, `,
        )})
      ), ranked as (
        select *, row_number() over (partition by "departmentSlug" order by next nulls last, name) as rn,
          bool_and(fresh) over () as "allFresh"
        from matched
      )
      select * from ranked where rn <= ${perClinic} or not "allFresh" order by "departmentSlug", rn`)
    return { value: rows, stale: rows.filter((row) => !row.fresh).length }
  })
  for (const { next, location, fresh: _fresh, ...card } of rows) {
    const list = byClinic.get(card.departmentSlug)
    if (list && list.length < perClinic) list.push({ ...card, nextSlot: toView(next, location) })
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
      council: doctors.council,
      registrationVerifiedOn: doctors.registrationVerifiedOn,
      bio: doctors.bio,
      bioHi: doctors.bioHi,
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
