import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments, type ConsultationMode } from '#app/db/schema/appointments.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { auditAfter } from '#app/utils/audit.server.ts'
import { addDays, clinicDateOf, clinicTimeToUtc } from '#app/utils/clinic-time.ts'
import { EXCLUSION_VIOLATION, postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type OutgoingMail, queueMailAfter } from '#app/utils/mail.server.ts'
import {
  hashToken,
  manageTokenFor,
  manageUrlFor,
  noticePreferencesFor,
} from './appointment-access.server.ts'
import { clinicBookingNotification } from './appointment-mails.ts'
import { appointmentNotices, type NoticeSent } from './appointment-notices.ts'
import { nearestSlots, type Slot } from './availability.ts'
import { doctorBookingTurn } from './doctor-booking-turn.server.ts'
import { listDoctorOpenSlots, loadBookingAvailability, rememberBooking } from './slots.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'

/** The time is on the doctor's grid but someone else has just taken it (HTTP 409). */
export class SlotTakenError extends DomainError {
  /** `alternatives`: the nearest free times; `freeThatDay`: every free time left on that date. */
  constructor(
    readonly alternatives: Slot[],
    readonly freeThatDay: Slot[] = [],
  ) {
    super('conflict', messageRef('booking', 'errors.slotTaken'))
  }
}

/** The time is not one the doctor offers that day (HTTP 400, next to the time field). */
export class SlotNotOfferedError extends DomainError {
  constructor() {
    super('invalid', messageRef('booking', 'errors.slotNotOffered'), 'time')
  }
}

export type BookingRequest = {
  doctorSlug: string
  departmentSlug: string
  date: string
  time: string
  mode: ConsultationMode
  name: string
  /** Null when the patient gave only a mobile number: the private link then goes by SMS. */
  email: string | null
  phone: string
  reason?: string
  requestKey: string
  patientUserId: string | null
  /** The family member of `patientUserId`'s account it is for (`name` is then theirs). */
  familyMemberId?: string | null
  /** Who made the booking when it was not the patient (staff on the phone). */
  bookedByUserId?: string | null
  ipAddress?: string | null
  /** The language the patient booked in: their e-mails, now and later, are written in it. */
  locale?: Locale
}

export type Booked = {
  appointmentId: string
  manageToken: string
  alreadyBooked: boolean
  /** How the confirmation goes out (what the patient is told: e-mail, SMS, both). */
  sent: NoticeSent
}

/**
 * Books a free slot. The database's EXCLUDE constraint is the real guard: of any number of
 * simultaneous requests for one slot exactly one wins; the others get SlotTakenError with the
 * nearest free times. Sending the same form twice books once.
 *
 * Two statements when it succeeds: the doctor with the hours and bookings around the day, then
 * one INSERT that writes the appointment, its two mails and the audit row together (a single
 * statement is atomic, so no transaction holds a connection — or PGlite's one lock — while
 * JavaScript runs in between). A time already taken when read is refused after the first.
 */
export async function bookAppointment(request: BookingRequest, now = new Date()): Promise<Booked> {
  const db = getDb()
  const found = await loadBookingAvailability(request.doctorSlug, request.date, {
    now,
    departmentSlug: request.departmentSlug,
    requestKey: request.requestKey,
  })
  if (!found || !found.doctor.modes.includes(request.mode)) throw new SlotNotOfferedError()
  const { doctor } = found

  const startsAt = clinicTimeToUtc(request.date, request.time)
  // Is this time on the doctor's grid, inside lead time and horizon (ignoring other bookings)?
  const onGrid = found.grid.find((slot) => slot.startsAt.getTime() === startsAt.getTime())
  if (!onGrid) throw new SlotNotOfferedError()
  // Already booked by someone else when we looked: answered at once, with the alternatives from
  // the same read — no e-mails written, no insert tried. A booking made since is still refused by
  // the insert below.
  if (found.isBooked(onGrid)) throw slotTaken(found.freeAround(), startsAt, request.date)

  const manageToken = manageTokenFor(request.requestKey)
  const id = randomUUID()
  const reason = request.reason ?? ''
  const locale = request.locale ?? 'en'
  const mail = {
    id,
    patientName: request.name,
    patientEmail: request.email,
    patientPhone: request.phone,
    doctorName: doctor.name,
    departmentSlug: request.departmentSlug,
    departmentName: doctor.departmentName,
    startsAt,
    endsAt: onGrid.endsAt,
    mode: request.mode,
    location: onGrid.location,
    reason,
    locale,
  }
  const manageUrl = manageUrlFor(request.requestKey, locale)
  // The confirmation and its private link by e-mail and to a mobile, as the patient chose.
  const notices = appointmentNotices(mail, 'booked', {
    manageUrl,
    preferences: await noticePreferencesFor(request.patientUserId),
  })
  const mails: OutgoingMail[] = [
    ...notices.mails,
    {
      to: getEnv().CLINIC_INBOX_EMAIL,
      kind: 'appointment.booked.clinic',
      ...clinicBookingNotification(mail, 'booked'),
    },
  ]
  const texts = notices.texts
  try {
    // A family member is linked only when they belong to the patient's account (else null).
    const familyMember = sql`(select ${familyMembers.id} from ${familyMembers}
      where ${familyMembers.id} = ${request.familyMemberId ?? null}::uuid
        and ${familyMembers.accountUserId} = ${request.patientUserId})`
    // The insert selects from the doctor's booking turn, so it runs once the turn is held.
    await db.execute(sql`
      with turn as (${doctorBookingTurn(doctor.id)}),
      booked as (
        insert into ${appointments} (id, doctor_id, patient_user_id, patient_name, patient_email,
          patient_phone, starts_at, ends_at, mode, reason, manage_token_hash, request_key, locale,
          family_member_id)
        select ${id}, ${doctor.id}, ${request.patientUserId}, ${request.name}, ${request.email},
          ${request.phone}, ${startsAt.toISOString()}, ${onGrid.endsAt.toISOString()},
          ${request.mode}, ${reason}, ${hashToken(manageToken)}, ${request.requestKey},
          ${locale}, ${familyMember}
        from turn
        returning id
      ), mails as (
        ${queueMailAfter('booked', mails, texts)}
      )
      ${auditAfter('booked', {
        action: 'appointment.created',
        actorUserId: request.bookedByUserId ?? request.patientUserId,
        subjectType: 'appointment',
        ipAddress: request.ipAddress ?? null,
      })}`)
    rememberBooking({
      doctorId: doctor.id,
      id,
      startsAt,
      endsAt: onGrid.endsAt,
      requestKey: request.requestKey,
    })
    return { appointmentId: id, manageToken, alreadyBooked: false, sent: notices.sent }
  } catch (error) {
    const { code, constraint } = postgresError(error)
    // The same form sent twice: its key (and so its manage token) is already there.
    if (
      code === UNIQUE_VIOLATION &&
      (constraint?.includes('request_key') || constraint?.includes('manage_token'))
    ) {
      const [existing] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(eq(appointments.requestKey, request.requestKey))
      if (existing) {
        return { appointmentId: existing.id, manageToken, alreadyBooked: true, sent: notices.sent }
      }
    }
    if (code === EXCLUSION_VIOLATION) {
      const around = await listDoctorOpenSlots(
        doctor.id,
        addDays(request.date, -1),
        addDays(request.date, 7),
        { now },
      )
      throw slotTaken(around, startsAt, request.date)
    }
    throw error
  }
}

/** A taken time, with the nearest free ones and every one left that day. */
function slotTaken(around: Slot[], startsAt: Date, date: string) {
  return new SlotTakenError(
    nearestSlots(around, startsAt),
    around.filter((slot) => clinicDateOf(slot.startsAt) === date),
  )
}
