import { and, asc, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { doctorSchedules, doctorTimeOff, doctors } from '#app/db/schema/directory.ts'
import { facilities, facilityDoctors } from '#app/db/schema/network.ts'
import { clinicToday, isoWeekday } from '#app/utils/clinic-time.ts'

/** Facilities that run an OPD (a desk, a doctor's queue, a waiting-hall screen). */
export const OPD_FACILITY_KINDS = ['hospital', 'clinic'] as const

export type OpdFacility = { id: string; slug: string; name: string; nameHi: string }

/** The facility a slug names, when it is active and runs an OPD; null otherwise. */
export async function findOpdFacility(slug: string): Promise<OpdFacility | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null
  const [row] = await getDb()
    .select({
      id: facilities.id,
      slug: facilities.slug,
      name: facilities.name,
      nameHi: facilities.nameHi,
    })
    .from(facilities)
    .where(
      and(
        eq(facilities.slug, slug),
        eq(facilities.active, true),
        inArray(facilities.kind, [...OPD_FACILITY_KINDS]),
      ),
    )
  return row ?? null
}

/** Every active facility with doctors, for the desk's choice of clinic. */
export async function listOpdFacilities(): Promise<OpdFacility[]> {
  return getDb()
    .selectDistinct({
      id: facilities.id,
      slug: facilities.slug,
      name: facilities.name,
      nameHi: facilities.nameHi,
    })
    .from(facilities)
    .innerJoin(facilityDoctors, eq(facilityDoctors.facilityId, facilities.id))
    .where(and(eq(facilities.active, true), inArray(facilities.kind, [...OPD_FACILITY_KINDS])))
    .orderBy(asc(facilities.name))
}

export type OpdDoctor = {
  id: string
  name: string
  /** The slot length of today's hours: the wait estimate's first guess. */
  slotMinutes: number
  /** Today's hours, "09:00–13:00", in order. */
  hours: { start: string; end: string }[]
}

/**
 * The doctors in OPD today at a facility: working there (facility_doctors), active, with weekly
 * hours on today's weekday at the clinic (app/utils/clinic-time.ts) and no time off covering
 * today. Only they can be given a token.
 */
export async function doctorsInOpdToday(
  facilityId: string,
  today: string = clinicToday(),
): Promise<OpdDoctor[]> {
  const rows = await getDb()
    .select({
      id: doctors.id,
      name: doctors.name,
      slotMinutes: doctorSchedules.slotMinutes,
      start: doctorSchedules.startTime,
      end: doctorSchedules.endTime,
    })
    .from(facilityDoctors)
    .innerJoin(doctors, eq(doctors.id, facilityDoctors.doctorId))
    .innerJoin(doctorSchedules, eq(doctorSchedules.doctorId, doctors.id))
    .where(
      and(
        eq(facilityDoctors.facilityId, facilityId),
        eq(doctors.active, true),
        eq(doctorSchedules.weekday, isoWeekday(today)),
        notExists(
          getDb()
            .select({ one: sql`1` })
            .from(doctorTimeOff)
            .where(
              and(
                eq(doctorTimeOff.doctorId, doctors.id),
                lte(doctorTimeOff.startsOn, today),
                gte(doctorTimeOff.endsOn, today),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(doctors.name), asc(doctorSchedules.startTime))
  const byId = new Map<string, OpdDoctor>()
  for (const row of rows) {
    let doctor = byId.get(row.id)
    if (!doctor) {
      doctor = { id: row.id, name: row.name, slotMinutes: row.slotMinutes, hours: [] }
      byId.set(row.id, doctor)
    }
    doctor.hours.push({ start: row.start.slice(0, 5), end: row.end.slice(0, 5) })
  }
  return [...byId.values()]
}
