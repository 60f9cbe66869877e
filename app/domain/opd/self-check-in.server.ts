import { and, asc, eq, inArray } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { facilities, facilityDoctors } from '#app/db/schema/network.ts'
import { manageTokenFor } from '#app/domain/appointments/index.server.ts'
import { clinicDateOf, clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { doctorsInOpdToday, OPD_FACILITY_KINDS, type OpdFacility } from './opd-day.server.ts'
import { checkInAppointment, type IssuedToken } from './tokens.server.ts'

/**
 * "I have arrived" (issue 49 item 2; decision 0022): a booked patient checks themselves in from
 * their manage page, which only the holder of the booking's private link can open. Offered on the
 * day only, from ARRIVAL_OPENS_MINUTES before the booked time until the end of the doctor's OPD
 * hours that day, at a clinic where the doctor is in OPD today (the clinic of the QR poster they
 * scanned first, when it is one of them).
 */
export const ARRIVAL_OPENS_MINUTES = 60

export type ArrivalWindow = { facility: OpdFacility; opensAt: Date; closesAt: Date }

type Booking = {
  doctorId: string
  startsAt: Date
  mode: string
  status: string
}

/**
 * Where and when a booking may say "I have arrived" today, or null: not in person, not active,
 * not today, or its doctor is in OPD at no clinic today.
 */
export async function arrivalWindow(
  booking: Booking,
  clinicSlug: string | null,
  now: Date = new Date(),
): Promise<ArrivalWindow | null> {
  const today = clinicToday(now)
  if (
    booking.mode !== 'in_person' ||
    !['requested', 'confirmed'].includes(booking.status) ||
    clinicDateOf(booking.startsAt) !== today
  )
    return null
  const clinics = await getDb()
    .select({
      id: facilities.id,
      slug: facilities.slug,
      name: facilities.name,
      nameHi: facilities.nameHi,
    })
    .from(facilityDoctors)
    .innerJoin(facilities, eq(facilities.id, facilityDoctors.facilityId))
    .where(
      and(
        eq(facilityDoctors.doctorId, booking.doctorId),
        eq(facilities.active, true),
        inArray(facilities.kind, [...OPD_FACILITY_KINDS]),
      ),
    )
    .orderBy(asc(facilities.name))
  // The clinic of the poster first, then the others by name.
  clinics.sort((a, b) => Number(b.slug === clinicSlug) - Number(a.slug === clinicSlug))
  for (const facility of clinics) {
    const doctor = (await doctorsInOpdToday(facility.id, today)).find(
      (d) => d.id === booking.doctorId,
    )
    if (!doctor) continue
    const lastEnd = doctor.hours
      .map((h) => h.end)
      .sort()
      .at(-1)!
    return {
      facility,
      opensAt: new Date(booking.startsAt.getTime() - ARRIVAL_OPENS_MINUTES * 60_000),
      closesAt: clinicTimeToUtc(today, lastEnd),
    }
  }
  return null
}

/**
 * The patient's own check-in: their token, through the desk's check-in (checkInAppointment, so
 * a second one is refused by the database as a conflict). Outside the day's window a clear
 * refusal (400), nothing changed.
 */
export async function checkInByPatient(
  appointmentId: string,
  clinicSlug: string | null,
  actor: { userId: string | null; ipAddress?: string | null },
  now: Date = new Date(),
): Promise<IssuedToken> {
  const [booking] = isUuid(appointmentId)
    ? await getDb()
        .select({
          doctorId: appointments.doctorId,
          startsAt: appointments.startsAt,
          mode: appointments.mode,
          status: appointments.status,
        })
        .from(appointments)
        .where(eq(appointments.id, appointmentId))
    : []
  const window = booking ? await arrivalWindow(booking, clinicSlug, now) : null
  if (!window) throw new DomainError('invalid', messageRef('opd', 'errors.arrivalNotToday'))
  if (now < window.opensAt)
    throw new DomainError('invalid', messageRef('opd', 'errors.arrivalTooEarly'), undefined, {
      minutes: ARRIVAL_OPENS_MINUTES,
    })
  if (now > window.closesAt)
    throw new DomainError('invalid', messageRef('opd', 'errors.arrivalClosed'))
  return checkInAppointment(window.facility, appointmentId, actor, now)
}

export type BookingToArrive = { doctorName: string; startsAt: Date; managePath: string }

/**
 * A signed-in patient's in-person bookings today with the doctors of a clinic (their own, and
 * their family's: booked from their account), each with its manage page's path (its private
 * link, derived again from the booking's key), for the clinic's check-in page.
 */
export async function bookingsToArriveAt(
  patientUserId: string,
  facilityId: string,
  now: Date = new Date(),
): Promise<BookingToArrive[]> {
  const today = clinicToday(now)
  const rows = await getDb()
    .select({
      doctorName: doctors.name,
      startsAt: appointments.startsAt,
      requestKey: appointments.requestKey,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .innerJoin(facilityDoctors, eq(facilityDoctors.doctorId, appointments.doctorId))
    .where(
      and(
        eq(appointments.patientUserId, patientUserId),
        eq(facilityDoctors.facilityId, facilityId),
        eq(appointments.mode, 'in_person'),
        inArray(appointments.status, ['requested', 'confirmed']),
      ),
    )
    .orderBy(asc(appointments.startsAt))
  return rows
    .filter((row) => clinicDateOf(row.startsAt) === today)
    .map((row) => ({
      doctorName: row.doctorName,
      startsAt: row.startsAt,
      managePath: `/appointments/manage/${manageTokenFor(row.requestKey)}`,
    }))
}
