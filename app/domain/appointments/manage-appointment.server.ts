import { and, eq, inArray, isNull, lte, gt, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { addDays, clinicTimeToUtc } from '#app/utils/clinic-time.ts'
import { EXCLUSION_VIOLATION, postgresError } from '#app/utils/db-errors.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import {
  findAppointmentById,
  manageUrlFor,
  noticePreferencesOf,
  toMailData,
} from './appointment-access.server.ts'
import { clinicBookingNotification } from './appointment-mails.ts'
import { appointmentNotices } from './appointment-notices.ts'
import { MIN_LEAD_MINUTES, nearestSlots } from './availability.ts'
import { SlotNotOfferedError, SlotTakenError } from './book-appointment.server.ts'
import { doctorBookingTurn } from './doctor-booking-turn.server.ts'
import { forgetDoctorAvailability, listDoctorOpenSlots } from './slots.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'

/** Patients may cancel or move an appointment until this long before it starts. */
export const CHANGE_CUTOFF_MINUTES = MIN_LEAD_MINUTES

export class TooLateToChangeError extends DomainError {
  constructor() {
    super('invalid', messageRef('booking', 'errors.tooLateToChange'))
  }
}

export class NotChangeableError extends DomainError {
  constructor() {
    super('invalid', messageRef('booking', 'errors.notChangeable'))
  }
}

type Actor = {
  userId: string | null
  ipAddress: string | null
  /**
   * The language of the patient's page when they act themselves: their e-mail is written in it
   * (and it becomes the appointment's language). Staff leave it out: the patient's stays.
   */
  locale?: Locale
}

function assertChangeable(view: { status: string; startsAt: Date }, now: Date) {
  if (view.status !== 'requested' && view.status !== 'confirmed') throw new NotChangeableError()
  if (view.startsAt.getTime() - now.getTime() < CHANGE_CUTOFF_MINUTES * 60_000)
    throw new TooLateToChangeError()
}

export function canPatientChange(
  view: { status: string; startsAt: Date },
  now = new Date(),
): boolean {
  try {
    assertChangeable(view, now)
    return true
  } catch {
    return false
  }
}

/** Cancels by the patient; the slot is free again at once. */
export async function cancelAppointmentByPatient(id: string, actor: Actor, now = new Date()) {
  const doctorId = await getDb().transaction(async (tx) => {
    const view = await findAppointmentById(id, tx)
    if (!view) throw new NotChangeableError()
    assertChangeable(view, now)
    const changed = await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelReason: 'Cancelled by the patient',
        updatedAt: now,
        ...(actor.locale ? { locale: actor.locale } : {}),
      })
      .where(and(eq(appointments.id, id), inArray(appointments.status, ['requested', 'confirmed'])))
      .returning({ id: appointments.id })
    if (changed.length === 0) throw new NotChangeableError()
    const mail = toMailData(view, actor.locale)
    const notices = appointmentNotices(mail, 'cancelled', {
      manageUrl: manageUrlFor(view.requestKey, mail.locale),
      preferences: noticePreferencesOf(view),
    })
    await queueSms(tx, notices.texts)
    await queueMail(tx, [
      ...notices.mails,
      {
        to: getEnv().CLINIC_INBOX_EMAIL,
        kind: 'appointment.cancelled.clinic',
        ...clinicBookingNotification(mail, 'cancelled'),
      },
    ])
    await recordAudit(tx, {
      action: 'appointment.cancelled',
      actorUserId: actor.userId,
      subjectType: 'appointment',
      subjectId: id,
      ipAddress: actor.ipAddress,
    })
    return view.doctorId
  })
  forgetDoctorAvailability(doctorId)
}

/**
 * Moves an appointment to another free slot of the same doctor, in one UPDATE: the database
 * checks the new time against every other booking, and the old time is released only if the
 * move succeeds.
 */
export async function rescheduleAppointment(
  id: string,
  target: { date: string; time: string },
  actor: Actor & { byPatient: boolean },
  now = new Date(),
) {
  const db = getDb()
  const view = await findAppointmentById(id)
  if (!view) throw new NotChangeableError()
  if (actor.byPatient) assertChangeable(view, now)
  const startsAt = clinicTimeToUtc(target.date, target.time)
  const grid = await listDoctorOpenSlots(view.doctorId, target.date, target.date, {
    now,
    ignoreAllBookings: true,
  })
  const slot = grid.find((s) => s.startsAt.getTime() === startsAt.getTime())
  if (!slot) throw new SlotNotOfferedError()
  try {
    const sent = await db.transaction(async (tx) => {
      await tx.execute(doctorBookingTurn(view.doctorId))
      const moved = await tx
        .update(appointments)
        .set({
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          reminderSentAt: null,
          updatedAt: now,
          ...(actor.locale ? { locale: actor.locale } : {}),
        })
        .where(
          and(eq(appointments.id, id), inArray(appointments.status, ['requested', 'confirmed'])),
        )
        .returning({ id: appointments.id })
      if (moved.length === 0) throw new NotChangeableError()
      const updated = await findAppointmentById(id, tx)
      if (!updated) throw new NotChangeableError()
      const mail = toMailData(updated)
      const notices = appointmentNotices(mail, 'moved', {
        manageUrl: manageUrlFor(updated.requestKey, mail.locale),
        preferences: noticePreferencesOf(updated),
      })
      await queueSms(tx, notices.texts)
      await queueMail(tx, [
        ...notices.mails,
        {
          to: getEnv().CLINIC_INBOX_EMAIL,
          kind: 'appointment.moved.clinic',
          ...clinicBookingNotification(mail, 'moved'),
        },
      ])
      await recordAudit(tx, {
        action: 'appointment.rescheduled',
        actorUserId: actor.userId,
        subjectType: 'appointment',
        subjectId: id,
        ipAddress: actor.ipAddress,
        details: { from: view.startsAt.toISOString(), to: slot.startsAt.toISOString() },
      })
      return notices.sent
    })
    forgetDoctorAvailability(view.doctorId)
    // How the patient was told of the new time.
    return { sent }
  } catch (error) {
    if (postgresError(error).code === EXCLUSION_VIOLATION) {
      const around = await listDoctorOpenSlots(
        view.doctorId,
        addDays(target.date, -1),
        addDays(target.date, 7),
        { now },
      )
      throw new SlotTakenError(nearestSlots(around, startsAt))
    }
    throw error
  }
}

/** A patient's appointments in one query, split into upcoming (soonest first) and past (latest first). */
export async function listPatientAppointments(userId: string, now = new Date()) {
  const rows = await getDb()
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      mode: appointments.mode,
      status: appointments.status,
      requestKey: appointments.requestKey,
      doctorName: doctors.name,
      departmentSlug: departments.slug,
      departmentName: departments.name,
      patientName: appointments.patientName,
      memberRelation: familyMembers.relation,
      /** A current (not cancelled) e-prescription exists: the list links to it. */
      hasPrescription: sql<boolean>`exists (select 1 from ${prescriptions} where ${prescriptions.appointmentId} = ${appointments.id} and ${prescriptions.cancelledAt} is null)`,
    })
    .from(appointments)
    .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .leftJoin(familyMembers, eq(appointments.familyMemberId, familyMembers.id))
    .where(eq(appointments.patientUserId, userId))
    .orderBy(sql`${appointments.startsAt} desc`)
    .limit(200)
  const isUpcoming = (a: (typeof rows)[number]) =>
    a.endsAt > now && (a.status === 'requested' || a.status === 'confirmed')
  return {
    upcoming: rows.filter(isUpcoming).reverse(),
    past: rows.filter((a) => !isUpcoming(a)),
  }
}

export const REMINDER_HOURS_BEFORE = 24

/**
 * Queues the reminder of every active appointment starting within 24 hours that has not had one.
 * Marking and queueing happen in one transaction per appointment, with a conditional update, so a
 * reminder is never sent twice, by a restart or by two servers, and never lost.
 */
export async function queueDueReminders(now = new Date()): Promise<number> {
  const db = getDb()
  const due = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        inArray(appointments.status, ['requested', 'confirmed']),
        isNull(appointments.reminderSentAt),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, new Date(now.getTime() + REMINDER_HOURS_BEFORE * 3_600_000)),
      ),
    )
    .limit(100)
  let queued = 0
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(appointments)
        .set({ reminderSentAt: now })
        .where(and(eq(appointments.id, id), isNull(appointments.reminderSentAt)))
        .returning({ id: appointments.id })
      if (claimed.length === 0) return false
      const view = await findAppointmentById(id, tx)
      if (!view) return false
      const notices = appointmentNotices(toMailData(view), 'reminder', {
        manageUrl: manageUrlFor(view.requestKey, view.locale),
        preferences: noticePreferencesOf(view),
      })
      await queueMail(tx, notices.mails)
      await queueSms(tx, notices.texts)
      return true
    })
    if (sent) queued += 1
  }
  return queued
}

/** The clinic-local date of an appointment (for forms). */
