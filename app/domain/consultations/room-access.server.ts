import { and, eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { type RoomRole } from '#app/db/schema/consultation-values.ts'
import { type Role } from '#app/db/schema/role-values.ts'
import {
  type AppointmentView,
  findAppointmentById,
  hashToken,
} from '#app/domain/appointments/index.server.ts'
import { readSession } from '#app/domain/accounts/index.server.ts'
import { findDoctorForUser } from '#app/domain/staff/index.server.ts'
import { isOnlineMode } from './room-window.ts'
import { ROOM_KEY_PARAM } from '#app/domain/rooms/index.ts'

export type RoomParticipant = {
  role: RoomRole
  /** The signed-in person; null for a patient who came by the private manage link. */
  userId: string | null
  /** The name the other participants see. */
  name: string
}

export type RoomAccess = {
  appointment: NonNullable<AppointmentView>
  participant: RoomParticipant
  /**
   * The private key the patient came with (the manage link's token), carried on to the room's
   * own requests (live connection, chat, call); null for signed-in participants.
   */
  key: string | null
}

/**
 * Who this request is in the consultation room of `appointmentId`, or null when it may not enter:
 * the patient (their own account, or the private manage link's token as `key`), the doctor of
 * that appointment, or the clinic's staff. An appointment that is not online has no room. Null
 * for everyone else, so that a stranger cannot tell a room exists from a refusal.
 */
export async function findRoomAccess(
  request: Request,
  appointmentId: string,
  key: string | null,
): Promise<RoomAccess | null> {
  const appointment = await findAppointmentById(appointmentId)
  if (!appointment) return null
  const { user } = await readSession(request)
  const doctor = user?.role === 'doctor' ? await findDoctorForUser(user.id) : null
  const keyMatches = key !== null && validKey(key) && (await keyOpens(key, appointment.id))
  const participant = decideRoomAccess(appointment, {
    user: user ? { id: user.id, name: user.name, role: user.role } : null,
    doctorId: doctor?.id ?? null,
    keyMatches,
  })
  return participant ? { appointment, participant, key: participant.userId ? null : key } : null
}

/**
 * The rule itself: who may enter, and as whom. Staff and admins as staff; the doctor whose
 * appointment it is; the patient by their own account or by the manage link's key. Nobody else,
 * and nobody at all for an appointment that is not online.
 */
export function decideRoomAccess(
  appointment: Pick<
    NonNullable<AppointmentView>,
    'mode' | 'doctorId' | 'doctorName' | 'patientUserId' | 'patientName'
  >,
  who: {
    user: { id: string; name: string; role: Role } | null
    /** The doctor profile linked to the signed-in doctor's account. */
    doctorId: string | null
    /** The key given is this appointment's manage link token. */
    keyMatches: boolean
  },
): RoomParticipant | null {
  if (!isOnlineMode(appointment.mode)) return null
  const { user } = who
  if (user?.role === 'staff' || user?.role === 'admin') {
    return { role: 'staff', userId: user.id, name: user.name }
  }
  if (user?.role === 'doctor' && who.doctorId === appointment.doctorId) {
    return { role: 'doctor', userId: user.id, name: appointment.doctorName }
  }
  if (user && appointment.patientUserId === user.id) {
    return { role: 'patient', userId: user.id, name: appointment.patientName }
  }
  if (who.keyMatches) return { role: 'patient', userId: null, name: appointment.patientName }
  return null
}

/** `findRoomAccess`, or the normal 404 page. */
export async function requireRoomAccess(
  request: Request,
  appointmentId: string,
  key: string | null = new URL(request.url).searchParams.get(ROOM_KEY_PARAM),
): Promise<RoomAccess> {
  const access = await findRoomAccess(request, appointmentId, key)
  if (!access) throw new Response(null, { status: 404 })
  return access
}

const validKey = (key: string) => /^[A-Za-z0-9_-]{20,100}$/.test(key)

async function keyOpens(key: string, appointmentId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(eq(appointments.id, appointmentId), eq(appointments.manageTokenHash, hashToken(key))),
    )
  return row !== undefined
}

/**
 * A staff member reading a consultation's patient data (a shared file, the prescription) is
 * audited like any read of patient data; the patient and the doctor reading their own are not.
 */
export async function auditStaffRead(
  access: RoomAccess,
  ipAddress: string | null,
  what: Record<string, string>,
) {
  if (access.participant.role !== 'staff') return
  await recordAudit(getDb(), {
    action: 'appointment.viewed',
    actorUserId: access.participant.userId,
    subjectType: 'appointment',
    subjectId: access.appointment.id,
    ipAddress,
    details: what,
  })
}
