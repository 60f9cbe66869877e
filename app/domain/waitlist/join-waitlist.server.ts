import { and, eq, inArray } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { type ConsultationMode } from '#app/db/schema/appointment-values.ts'
import { waitlistEntries } from '#app/db/schema/waitlist.ts'
import {
  canPatientChange,
  findAppointmentById,
  loadBookingAvailability,
} from '#app/domain/appointments/index.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { addDays, clinicDateOf, clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
import { postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import {
  AlreadyWaitingError,
  DayNotFullError,
  NotWaitableError,
  NotWorkingDayError,
  PastDayError,
} from './waitlist-errors.ts'

export type JoinForDay = {
  doctorSlug: string
  departmentSlug: string
  date: string
  mode?: ConsultationMode
  name: string
  phone: string
  email: string | null
  patientUserId: string | null
  locale: Locale
  ipAddress?: string | null
}

/**
 * A place in a doctor's line for a full day: any time that frees up from now until the end of
 * that day is offered, first come first served. Refused for a past day, a day the doctor does not
 * work, a day with free times left, and a second time for the same mobile, doctor and day.
 */
export async function joinWaitlistForDay(request: JoinForDay, now = new Date()) {
  if (request.date < clinicToday(now)) throw new PastDayError()
  const found = await loadBookingAvailability(request.doctorSlug, request.date, {
    now,
    departmentSlug: request.departmentSlug,
    requestKey: '',
  })
  if (!found || found.grid.length === 0) throw new NotWorkingDayError()
  if (found.grid.some((slot) => !found.isBooked(slot))) throw new DayNotFullError()
  const { doctor } = found
  const mode =
    request.mode && doctor.modes.includes(request.mode)
      ? request.mode
      : (doctor.modes[0] as ConsultationMode)
  const id = await addEntry(
    {
      doctorId: doctor.id,
      patientUserId: request.patientUserId,
      appointmentId: null,
      patientName: request.name,
      patientPhone: request.phone,
      patientEmail: request.email,
      mode,
      locale: request.locale,
      wantedDate: request.date,
      wantedBefore: clinicTimeToUtc(addDays(request.date, 1), '00:00'),
    },
    now,
    request.ipAddress ?? null,
  )
  return { entryId: id, doctorName: doctor.name }
}

/**
 * From a booking's manage page: an earlier time with the same doctor, before the booking starts,
 * replaces it (the booking is moved, not doubled).
 */
export async function joinWaitlistForAppointment(
  appointmentId: string,
  actor: { userId: string | null; ipAddress: string | null },
  now = new Date(),
) {
  const view = await findAppointmentById(appointmentId)
  if (!view || !canPatientChange(view, now)) throw new NotWaitableError()
  return addEntry(
    {
      doctorId: view.doctorId,
      patientUserId: view.patientUserId,
      appointmentId: view.id,
      patientName: view.patientName,
      patientPhone: view.patientPhone,
      patientEmail: view.patientEmail,
      mode: view.mode,
      locale: view.locale,
      wantedDate: clinicDateOf(view.startsAt),
      wantedBefore: view.startsAt,
    },
    now,
    actor.ipAddress,
    actor.userId,
  )
}

async function addEntry(
  entry: Omit<typeof waitlistEntries.$inferInsert, 'createdAt' | 'updatedAt' | 'status'>,
  now: Date,
  ipAddress: string | null,
  actorUserId: string | null = entry.patientUserId ?? null,
): Promise<string> {
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(waitlistEntries)
        .values({ ...entry, createdAt: now, updatedAt: now })
        .returning({ id: waitlistEntries.id })
      await recordAudit(tx, {
        action: 'waitlist.joined',
        actorUserId,
        subjectType: 'waitlist_entry',
        subjectId: row!.id,
        ipAddress,
      })
      return row!.id
    })
  } catch (error) {
    const { code } = postgresError(error)
    if (code === UNIQUE_VIOLATION) throw new AlreadyWaitingError()
    throw error
  }
}

/** The booking's place in its doctor's line, if it has one (waiting, or holding an offer). */
export async function findWaitlistEntryForAppointment(appointmentId: string) {
  const [row] = await getDb()
    .select({ id: waitlistEntries.id, status: waitlistEntries.status })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.appointmentId, appointmentId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .limit(1)
  return row ?? null
}

/**
 * Leaves the line. An offer it holds stays held until it lapses (then it passes on), so a leave
 * and a tap on the offer at the same moment cannot both win.
 */
export async function leaveWaitlistForAppointment(appointmentId: string, now = new Date()) {
  const left = await getDb()
    .update(waitlistEntries)
    .set({ status: 'left', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.appointmentId, appointmentId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .returning({ id: waitlistEntries.id })
  return left.length > 0
}
