import { and, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { type Database, getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { opdTokenCounters, opdVisits } from '#app/db/schema/opd.ts'
import { hashToken } from '#app/domain/appointments/index.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { clinicDateOf, clinicToday } from '#app/utils/clinic-time.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { LIVE_CHANNELS, publish } from '#app/utils/live.server.ts'
import { normalizeIndianPhone } from '#app/utils/phone.ts'
import { doctorsInOpdToday, type OpdFacility } from './opd-day.server.ts'

export type Actor = { userId: string | null; ipAddress?: string | null }
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type IssuedToken = { visitId: string; token: number; doctorId: string; doctorName: string }

/** Announces that a doctor's queue at a facility changed (payload `<facility id> <doctor id>`). */
export function publishOpdChange(
  tx: Pick<Database, 'execute'>,
  visit: { facilityId: string; doctorId: string },
) {
  return publish(tx, LIVE_CHANNELS.opd, `${visit.facilityId} ${visit.doctorId}`)
}

/**
 * The next token of a doctor's OPD on a day, in the caller's transaction. The counter row is
 * bumped in one statement: two desks at the same moment queue on its row lock and get
 * consecutive numbers; the number is in the database, so a restart continues from it. The
 * unique index (doctor, day, token) on the visits stands behind it.
 */
async function nextToken(tx: Transaction, doctorId: string, day: string): Promise<number> {
  const [row] = await tx
    .insert(opdTokenCounters)
    .values({ doctorId, day, last: 1 })
    .onConflictDoUpdate({
      target: [opdTokenCounters.doctorId, opdTokenCounters.day],
      set: { last: sql`${opdTokenCounters.last} + 1` },
    })
    .returning({ last: opdTokenCounters.last })
  return row!.last
}

async function requireInOpd(facility: OpdFacility, doctorId: string, today: string) {
  const inOpd = await doctorsInOpdToday(facility.id, today)
  const doctor = inOpd.find((d) => d.id === doctorId)
  if (!doctor) throw new DomainError('invalid', messageRef('opd', 'errors.notInOpd'), 'doctorId')
  return doctor
}

/** The account whose verified mobile is `phone`, if any (a walk-in's record joins it). */
async function accountOfMobile(executor: Pick<Database, 'select'>, phone: string) {
  const [row] = await executor
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.phoneNumber, phone), eq(user.phoneNumberVerified, true)))
  return row?.id ?? null
}

/**
 * Gives a walk-in a token for a doctor in OPD today at the facility: one transaction takes the
 * number, writes the visit (linked to the account with that verified mobile, if any), audits and
 * announces it. A doctor not in OPD today is refused (a typed error naming the doctor field).
 */
export async function issueWalkInToken(
  facility: OpdFacility,
  walkIn: {
    doctorId: string
    patientName: string
    phone: string
    age: number
    sex: 'female' | 'male' | 'other'
  },
  actor: Actor,
  now: Date = new Date(),
): Promise<IssuedToken> {
  const today = clinicToday(now)
  const doctor = await requireInOpd(facility, walkIn.doctorId, today)
  return getDb().transaction(async (tx) => {
    const token = await nextToken(tx, doctor.id, today)
    const [visit] = await tx
      .insert(opdVisits)
      .values({
        facilityId: facility.id,
        doctorId: doctor.id,
        day: today,
        token,
        kind: 'walk_in',
        patientUserId: await accountOfMobile(tx, walkIn.phone),
        patientName: walkIn.patientName,
        patientPhone: walkIn.phone,
        patientAge: walkIn.age,
        patientSex: walkIn.sex,
        arrivedAt: now,
        issuedBy: actor.userId,
      })
      .returning({ id: opdVisits.id })
    await recordAudit(tx, {
      action: 'opd.token_issued',
      actorUserId: actor.userId,
      subjectType: 'opd_visit',
      subjectId: visit!.id,
      ipAddress: actor.ipAddress ?? null,
      details: { token, kind: 'walk_in', doctorId: doctor.id, facilityId: facility.id },
    })
    await publishOpdChange(tx, { facilityId: facility.id, doctorId: doctor.id })
    return { visitId: visit!.id, token, doctorId: doctor.id, doctorName: doctor.name }
  })
}

export type BookingToCheckIn = {
  appointmentId: string
  patientName: string
  patientPhone: string
  doctorId: string
  doctorName: string
  startsAt: Date
  /** The token already given, when checked in before. */
  token: number | null
}

/** The manage token inside a pasted confirmation link (or the token itself). */
function manageTokenIn(text: string): string | null {
  const match = /(?:\/appointments\/manage\/)?([A-Za-z0-9_-]{20,100})\/?(?:[?#].*)?$/.exec(
    text.trim(),
  )
  return match ? match[1]! : null
}

/**
 * Today's in-person bookings the desk may check in at the facility, found by the patient's mobile
 * (as typed, any way) or by the code of their confirmation (the manage link, or its code).
 */
export async function findBookingsToCheckIn(
  facility: OpdFacility,
  query: string,
  now: Date = new Date(),
): Promise<BookingToCheckIn[]> {
  const today = clinicToday(now)
  const phone = normalizeIndianPhone(query)
  const token = phone ? null : manageTokenIn(query)
  if (!phone && !token) return []
  const inOpd = await doctorsInOpdToday(facility.id, today)
  const rows = await getDb()
    .select({
      appointmentId: appointments.id,
      patientName: appointments.patientName,
      patientPhone: appointments.patientPhone,
      doctorId: appointments.doctorId,
      doctorName: doctors.name,
      startsAt: appointments.startsAt,
      token: opdVisits.token,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .leftJoin(opdVisits, eq(opdVisits.appointmentId, appointments.id))
    .where(
      and(
        phone
          ? eq(appointments.patientPhone, phone)
          : eq(appointments.manageTokenHash, hashToken(token!)),
        eq(appointments.mode, 'in_person'),
        inArray(appointments.status, ['requested', 'confirmed']),
        inArray(
          appointments.doctorId,
          inOpd.length > 0 ? inOpd.map((d) => d.id) : ['00000000-0000-0000-0000-000000000000'],
        ),
      ),
    )
    .orderBy(appointments.startsAt)
  return rows.filter((row) => clinicDateOf(row.startsAt) === today)
}

/**
 * Checks in a booked patient: a visit with the next token of their doctor's OPD today, seated by
 * the order rule at their booked time. Only today's in-person bookings with a doctor in OPD at
 * the facility; a second check-in of the same booking is refused by the database (unique
 * appointment) and answered as a conflict.
 */
export async function checkInAppointment(
  facility: OpdFacility,
  appointmentId: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<IssuedToken> {
  const today = clinicToday(now)
  const [booking] = await getDb()
    .select({
      id: appointments.id,
      doctorId: appointments.doctorId,
      patientUserId: appointments.patientUserId,
      patientName: appointments.patientName,
      patientPhone: appointments.patientPhone,
      startsAt: appointments.startsAt,
      mode: appointments.mode,
      status: appointments.status,
    })
    .from(appointments)
    .where(sql`${appointments.id}::text = ${appointmentId}`)
  if (
    !booking ||
    booking.mode !== 'in_person' ||
    !['requested', 'confirmed'].includes(booking.status) ||
    clinicDateOf(booking.startsAt) !== today
  )
    throw new DomainError('not-found', messageRef('opd', 'errors.notCheckable'))
  const doctor = await requireInOpd(facility, booking.doctorId, today)
  try {
    return await getDb().transaction(async (tx) => {
      const token = await nextToken(tx, doctor.id, today)
      const [visit] = await tx
        .insert(opdVisits)
        .values({
          facilityId: facility.id,
          doctorId: doctor.id,
          day: today,
          token,
          kind: 'booked',
          appointmentId: booking.id,
          bookedFor: booking.startsAt,
          patientUserId: booking.patientUserId,
          patientName: booking.patientName,
          patientPhone: booking.patientPhone,
          arrivedAt: now,
          issuedBy: actor.userId,
        })
        .returning({ id: opdVisits.id })
      await recordAudit(tx, {
        action: 'opd.checked_in',
        actorUserId: actor.userId,
        subjectType: 'opd_visit',
        subjectId: visit!.id,
        ipAddress: actor.ipAddress ?? null,
        details: { token, appointmentId: booking.id, doctorId: doctor.id, facilityId: facility.id },
      })
      await publishOpdChange(tx, { facilityId: facility.id, doctorId: doctor.id })
      return { visitId: visit!.id, token, doctorId: doctor.id, doctorName: doctor.name }
    })
  } catch (error) {
    if (postgresError(error).code === UNIQUE_VIOLATION)
      throw new DomainError('conflict', messageRef('opd', 'errors.alreadyCheckedIn'))
    throw error
  }
}

export type KnownPatient = {
  name: string
  phone: string
  age: number | null
  sex: 'female' | 'male' | 'other' | null
  userId: string | null
}

/**
 * Earlier patients matching a mobile number (typed any way) or a name: from earlier OPD visits,
 * bookings and accounts, newest first, at most `limit`, one per name and number. The desk reuses
 * one instead of typing it again.
 */
export async function findKnownPatients(query: string, limit = 8): Promise<KnownPatient[]> {
  const text = query.trim()
  if (text.length < 3) return []
  const phone = normalizeIndianPhone(text)
  const name = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const db = getDb()
  const [visits, booked, accounts] = await Promise.all([
    db
      .select({
        name: opdVisits.patientName,
        phone: opdVisits.patientPhone,
        age: opdVisits.patientAge,
        sex: opdVisits.patientSex,
        userId: opdVisits.patientUserId,
      })
      .from(opdVisits)
      .where(phone ? eq(opdVisits.patientPhone, phone) : ilike(opdVisits.patientName, name))
      .orderBy(desc(opdVisits.arrivedAt))
      .limit(limit),
    db
      .select({
        name: appointments.patientName,
        phone: appointments.patientPhone,
        userId: appointments.patientUserId,
      })
      .from(appointments)
      .where(phone ? eq(appointments.patientPhone, phone) : ilike(appointments.patientName, name))
      .orderBy(desc(appointments.createdAt))
      .limit(limit),
    db
      .select({
        name: user.name,
        phone: user.phoneNumber,
        sex: user.sex,
        birthYear: user.birthYear,
        userId: user.id,
      })
      .from(user)
      .where(
        and(
          eq(user.role, 'patient'),
          isNotNull(user.phoneNumber),
          phone ? eq(user.phoneNumber, phone) : or(ilike(user.name, name)),
        ),
      )
      .limit(limit),
  ])
  const year = Number(clinicToday().slice(0, 4))
  const found = [
    ...visits,
    ...booked.map((b) => ({ ...b, age: null, sex: null })),
    ...accounts.map((a) => ({
      name: a.name,
      phone: a.phone!,
      age: a.birthYear ? year - a.birthYear : null,
      sex: a.sex,
      userId: a.userId,
    })),
  ]
  const seen = new Set<string>()
  const unique: KnownPatient[] = []
  for (const patient of found) {
    const key = `${patient.name.toLowerCase()}|${patient.phone}`
    if (seen.has(key)) continue
    seen.add(key)
    unique.push(patient)
  }
  return unique.slice(0, limit)
}
