import { and, eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments, type ConsultationMode } from '#app/db/schema/appointments.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { addDays, clinicTimeToUtc } from '#app/utils/clinic-time.ts'
import { EXCLUSION_VIOLATION, postgresError, UNIQUE_VIOLATION } from '#app/utils/db-errors.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import {
  findAppointmentById,
  hashToken,
  manageTokenFor,
  manageUrlFor,
  toMailData,
} from './appointment-access.server.ts'
import { bookingConfirmationMail, clinicBookingNotification } from './appointment-mails.ts'
import { nearestSlots, type Slot } from './availability.ts'
import { listDoctorOpenSlots } from './slots.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'

/** The time is on the doctor's grid but someone else has just taken it (HTTP 409). */
export class SlotTakenError extends DomainError {
  constructor(readonly alternatives: Slot[]) {
    super(
      'conflict',
      'Sorry — that time was just taken by someone else. Nothing has changed: please choose another time.',
    )
  }
}

/** The time is not one the doctor offers that day (HTTP 400, next to the time field). */
export class SlotNotOfferedError extends DomainError {
  constructor() {
    super('invalid', 'Choose one of the free times shown for this doctor and date', 'time')
  }
}

export type BookingRequest = {
  doctorSlug: string
  departmentSlug: string
  date: string
  time: string
  mode: ConsultationMode
  name: string
  email: string
  phone: string
  reason?: string
  requestKey: string
  patientUserId: string | null
  /** Who made the booking when it was not the patient (staff on the phone). */
  bookedByUserId?: string | null
  ipAddress?: string | null
}

export type Booked = { appointmentId: string; manageToken: string; alreadyBooked: boolean }

/**
 * Books a free slot. The database's EXCLUDE constraint is the real guard: of any number of
 * simultaneous requests for one slot exactly one wins; the others get SlotTakenError with the
 * nearest free times. Sending the same form twice books once.
 */
export async function bookAppointment(request: BookingRequest, now = new Date()): Promise<Booked> {
  const db = getDb()
  const [doctor] = await db
    .select({ id: doctors.id, modes: doctors.consultationModes })
    .from(doctors)
    .innerJoin(departments, eq(doctors.departmentId, departments.id))
    .where(
      and(
        eq(doctors.slug, request.doctorSlug),
        eq(departments.slug, request.departmentSlug),
        eq(doctors.active, true),
      ),
    )
  if (!doctor || !doctor.modes.includes(request.mode)) throw new SlotNotOfferedError()

  const startsAt = clinicTimeToUtc(request.date, request.time)
  // Is this time on the doctor's grid, inside lead time and horizon (ignoring other bookings)?
  // A taken slot is still "on the grid": it must reach the insert and fail there as 409.
  const onGrid = await gridSlot(doctor.id, request.date, startsAt, now)
  if (!onGrid) throw new SlotNotOfferedError()

  const manageToken = manageTokenFor(request.requestKey)
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(appointments)
        .values({
          doctorId: doctor.id,
          patientUserId: request.patientUserId,
          patientName: request.name,
          patientEmail: request.email,
          patientPhone: request.phone,
          startsAt,
          endsAt: onGrid.endsAt,
          mode: request.mode,
          reason: request.reason ?? '',
          manageTokenHash: hashToken(manageToken),
          requestKey: request.requestKey,
        })
        .returning({ id: appointments.id })
      if (!row) throw new Error('Appointment was not stored')
      const view = await findAppointmentById(row.id, tx)
      if (!view) throw new Error('Appointment was not stored')
      const mail = toMailData(view)
      await queueMail(tx, [
        {
          to: request.email,
          kind: 'appointment.booked',
          ...bookingConfirmationMail(mail, manageUrlFor(request.requestKey)),
        },
        {
          to: getEnv().CLINIC_INBOX_EMAIL,
          kind: 'appointment.booked.clinic',
          ...clinicBookingNotification(mail, 'booked'),
        },
      ])
      await recordAudit(tx, {
        action: 'appointment.created',
        actorUserId: request.bookedByUserId ?? request.patientUserId,
        subjectType: 'appointment',
        subjectId: row.id,
        ipAddress: request.ipAddress ?? null,
      })
      return row.id
    })
    return { appointmentId: id, manageToken, alreadyBooked: false }
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
      if (existing) return { appointmentId: existing.id, manageToken, alreadyBooked: true }
    }
    if (code === EXCLUSION_VIOLATION) {
      const around = await listDoctorOpenSlots(
        doctor.id,
        addDays(request.date, -1),
        addDays(request.date, 7),
        { now },
      )
      throw new SlotTakenError(nearestSlots(around, startsAt))
    }
    throw error
  }
}

/** The schedule slot starting at `startsAt`, whether or not it is booked. */
async function gridSlot(
  doctorId: string,
  date: string,
  startsAt: Date,
  now: Date,
): Promise<Slot | undefined> {
  const all = await listDoctorOpenSlots(doctorId, date, date, { now, ignoreAllBookings: true })
  return all.find((slot) => slot.startsAt.getTime() === startsAt.getTime())
}
