import { and, asc, count, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments, type AppointmentStatus } from '#app/db/schema/appointments.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { user } from '#app/db/schema/auth.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import {
  appointmentNotices,
  findAppointmentById,
  forgetDoctorAvailability,
  manageUrlFor,
  noticePreferencesOf,
  toMailData,
} from '#app/domain/appointments/index.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { addDays, clinicDateOf, clinicTimeToUtc } from '#app/utils/clinic-time.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { canChangeStatus, isVisitOutcome, visitHasBegun } from './appointment-status.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'

export const PAGE_SIZE = 25

export type StaffAppointmentFilters = {
  date?: string | null
  department?: string | null
  doctor?: string | null
  status?: AppointmentStatus | null
  page?: number
}

export type Actor = { userId: string; ipAddress: string | null }

/** Appointments for the front desk, by day and filters, oldest first within a day, paginated. */
export async function listStaffAppointments(filters: StaffAppointmentFilters) {
  const conditions = []
  if (filters.date) {
    conditions.push(gte(appointments.startsAt, clinicTimeToUtc(filters.date, '00:00')))
    conditions.push(lt(appointments.startsAt, clinicTimeToUtc(addDays(filters.date, 1), '00:00')))
  }
  if (filters.department) conditions.push(eq(departments.slug, filters.department))
  if (filters.doctor) conditions.push(eq(doctors.slug, filters.doctor))
  if (filters.status) conditions.push(eq(appointments.status, filters.status))
  const where = conditions.length ? and(...conditions) : undefined
  const page = Math.max(1, filters.page ?? 1)
  const db = getDb()
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        status: appointments.status,
        mode: appointments.mode,
        patientName: appointments.patientName,
        doctorName: doctors.name,
        departmentSlug: departments.slug,
        departmentName: departments.name,
      })
      .from(appointments)
      .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
      .innerJoin(departments, eq(doctors.departmentId, departments.id))
      .where(where)
      .orderBy(filters.date ? asc(appointments.startsAt) : desc(appointments.startsAt))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({ n: count() })
      .from(appointments)
      .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
      .innerJoin(departments, eq(doctors.departmentId, departments.id))
      .where(where),
  ])
  return {
    rows,
    total: Number(total?.n ?? 0),
    page,
    pages: Math.max(1, Math.ceil(Number(total?.n ?? 0) / PAGE_SIZE)),
  }
}

/**
 * Every appointment of one doctor on the clinic dates `fromDate`..`toDate` (inclusive), by day,
 * in time order — never cut to a page: a doctor must see each patient of the day and the week.
 */
export async function listDoctorSchedule(doctorId: string, fromDate: string, toDate: string) {
  const rows = await getDb()
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      status: appointments.status,
      mode: appointments.mode,
      patientName: appointments.patientName,
      memberRelation: familyMembers.relation,
      accountName: user.name,
    })
    .from(appointments)
    .leftJoin(familyMembers, eq(appointments.familyMemberId, familyMembers.id))
    .leftJoin(user, eq(appointments.patientUserId, user.id))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        gte(appointments.startsAt, clinicTimeToUtc(fromDate, '00:00')),
        lt(appointments.startsAt, clinicTimeToUtc(addDays(toDate, 1), '00:00')),
      ),
    )
    .orderBy(asc(appointments.startsAt))
  const days = new Map<string, typeof rows>()
  for (const row of rows) {
    const date = clinicDateOf(row.startsAt)
    days.set(date, [...(days.get(date) ?? []), row])
  }
  return {
    total: rows.length,
    days: [...days].map(([date, appointmentsOfDay]) => ({ date, appointments: appointmentsOfDay })),
  }
}

/**
 * One appointment with the patient's details and their other appointments with us. Reading it
 * is recorded in the audit log.
 */
export async function openAppointmentForStaff(
  id: string,
  actor: Actor,
  options: { doctorId?: string | null } = {},
) {
  const view = await findAppointmentById(id)
  if (!view) return null
  if (options.doctorId && view.doctorId !== options.doctorId) return null
  const history = await getDb()
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      status: appointments.status,
      doctorName: doctors.name,
    })
    .from(appointments)
    .innerJoin(doctors, eq(appointments.doctorId, doctors.id))
    .where(
      and(
        sql`${appointments.id} <> ${id}`,
        // A family member's visits are theirs alone; the account holder's (or a guest's) are
        // those booked with their address or account, not for one of their family.
        view.familyMemberId
          ? eq(appointments.familyMemberId, view.familyMemberId)
          : and(
              isNull(appointments.familyMemberId),
              or(
                view.patientEmail ? eq(appointments.patientEmail, view.patientEmail) : sql`false`,
                view.patientUserId
                  ? eq(appointments.patientUserId, view.patientUserId)
                  : sql`false`,
              ),
            ),
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(20)
  await recordAudit(getDb(), {
    action: 'appointment.viewed',
    actorUserId: actor.userId,
    subjectType: 'appointment',
    subjectId: id,
    ipAddress: actor.ipAddress,
  })
  return { ...view, history }
}

export class IllegalStatusChangeError extends DomainError {
  constructor() {
    super('conflict', messageRef('staff', 'appointment.statusChangeImpossible'))
  }
}

/** Completed or no-show asked for before the visit's start time. */
export class VisitNotBegunError extends DomainError {
  constructor() {
    super('conflict', messageRef('staff', 'appointment.visitNotBegun'))
  }
}

/**
 * Moves an appointment along the clinic workflow. The update is conditional on the status the
 * staff member saw, so two people clicking at once cannot both apply a change, and for completed
 * or no-show on the visit having begun (checked again in the update, should it just have been
 * moved later). The patient is told on confirmation and cancellation (appointment-notices.ts).
 */
export async function changeAppointmentStatus(
  id: string,
  change: { from: AppointmentStatus; to: AppointmentStatus; reason?: string | null },
  actor: Actor,
  options: { doctorId?: string | null; now?: Date } = {},
) {
  if (!canChangeStatus(change.from, change.to)) throw new IllegalStatusChangeError()
  const now = options.now ?? new Date()
  const outcome = isVisitOutcome(change.to)
  const doctorId = await getDb().transaction(async (tx) => {
    const view = await findAppointmentById(id, tx)
    if (!view || (options.doctorId && view.doctorId !== options.doctorId))
      throw new IllegalStatusChangeError()
    if (outcome && !visitHasBegun(view.startsAt, now)) throw new VisitNotBegunError()
    const updated = await tx
      .update(appointments)
      .set({
        status: change.to,
        cancelReason:
          change.to === 'cancelled' ? change.reason?.trim() || 'Cancelled by the clinic' : null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(appointments.id, id),
          eq(appointments.status, change.from),
          outcome ? lte(appointments.startsAt, now) : undefined,
        ),
      )
      .returning({ id: appointments.id })
    if (updated.length === 0) throw new IllegalStatusChangeError()
    if (change.to === 'confirmed' || change.to === 'cancelled') {
      const mail = toMailData({ ...view, status: change.to })
      // The reason goes in the e-mail (in the patient's language), never in a text message.
      const notices = appointmentNotices(mail, change.to, {
        manageUrl: manageUrlFor(view.requestKey, mail.locale),
        preferences: noticePreferencesOf(view),
        reason: change.to === 'cancelled' ? change.reason : null,
      })
      await queueMail(tx, notices.mails)
      await queueSms(tx, notices.texts)
    }
    await recordAudit(tx, {
      action: 'appointment.status_changed',
      actorUserId: actor.userId,
      subjectType: 'appointment',
      subjectId: id,
      ipAddress: actor.ipAddress,
      details: { from: change.from, to: change.to },
    })
    return view.doctorId
  })
  if (change.to === 'cancelled') forgetDoctorAvailability(doctorId)
}

/** Counts for the staff navigation. */
export async function countAppointmentsNeedingAttention() {
  const [row] = await getDb()
    .select({ n: count() })
    .from(appointments)
    .where(and(eq(appointments.status, 'requested'), gte(appointments.startsAt, new Date())))
  return Number(row?.n ?? 0)
}

/** The doctor profile linked to a doctor's account, if any. */
export async function findDoctorForUser(userId: string) {
  const [doctor] = await getDb()
    .select({ id: doctors.id, name: doctors.name })
    .from(doctors)
    .where(eq(doctors.userId, userId))
  return doctor ?? null
}
