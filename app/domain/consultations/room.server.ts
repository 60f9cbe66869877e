import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  notInArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import {
  type CallOutcome,
  consultationDocuments,
  consultationMessages,
  consultations,
  consultationSignals,
  consultationVisits,
  type RoomRole,
} from '#app/db/schema/consultations.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { loadPrescriptionSummary } from '#app/domain/prescriptions/index.server.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import { importedRecords } from '#app/db/schema/imported-records.ts'
import {
  type ImportActor,
  saveImportedRecord,
  takeInFhirDocument,
} from '#app/domain/record-imports/index.server.ts'
import { RECORD_FIELD } from '#app/domain/record-imports/index.ts'
import { storeUpload } from '#app/utils/files/files.server.ts'
import { ANY_ALLOWED_TYPE } from '#app/utils/files/file-kinds.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { addDays, clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
import { type RoomAccess } from './room-access.server.ts'
import { publishRoomChange } from '#app/domain/rooms/index.server.ts'
import { type RoomPhase, ONLINE_MODES, roomPhase, stillOpen } from './room-window.ts'

/** The clinic day `now` falls in, as instants. */
function clinicDayBounds(now: Date): [Date, Date] {
  const today = clinicToday(now)
  return [clinicTimeToUtc(today, '00:00'), clinicTimeToUtc(addDays(today, 1), '00:00')]
}

/** A doctor's phone, video and chat appointments of the clinic day `now` falls in. */
function onlineToday(doctorId: string, now: Date) {
  const [from, to] = clinicDayBounds(now)
  return and(
    eq(appointments.doctorId, doctorId),
    gte(appointments.startsAt, from),
    lt(appointments.startsAt, to),
    inArray(appointments.mode, [...ONLINE_MODES]),
  )
}

/** Someone is in the room while their live connection (or page) was seen this recently. */
export const PRESENCE_FRESH_MS = 75_000
/** A visit that ended this recently is taken up again (a reload is not a new entry). */
const REENTRY_MS = 15_000
/** Chat messages per participant and room: enough for a conversation, not for a flood. */
export const CHAT_LIMIT = { windowMs: 60_000, limit: 20 }
/** Call signals per participant and room (network candidates come in bursts). */
export const SIGNAL_LIMIT = { windowMs: 60_000, limit: 400 }
/** Shared documents per consultation. */
export const MAX_DOCUMENTS = 10
/** The conversation shown on the page. */
const MESSAGES_SHOWN = 300

export type Actor = { userId: string | null; ipAddress: string | null }

const roomOf = (access: RoomAccess) => ({
  doctorId: access.appointment.doctorId,
  appointmentId: access.appointment.id,
})

/** The consultation's own row, made the first time anyone needs it. */
async function ensureConsultation(
  db: Pick<ReturnType<typeof getDb>, 'insert'>,
  appointmentId: string,
) {
  await db.insert(consultations).values({ appointmentId }).onConflictDoNothing()
}

/**
 * The appointment's status and its consultation's row (empty until someone first needs it), in
 * one look: every room action and live refresh starts here.
 */
async function consultationRow(appointmentId: string) {
  const [row] = await getDb()
    .select({
      status: appointments.status,
      startedAt: consultations.startedAt,
      endedAt: consultations.endedAt,
      patientNote: consultations.patientNote,
      callOutcome: consultations.callOutcome,
    })
    .from(appointments)
    .leftJoin(consultations, eq(consultations.appointmentId, appointments.id))
    .where(eq(appointments.id, appointmentId))
  return {
    status: row?.status ?? null,
    startedAt: row?.startedAt ?? null,
    endedAt: row?.endedAt ?? null,
    patientNote: row?.patientNote ?? '',
    callOutcome: row?.callOutcome ?? null,
  }
}

type ConsultationRow = Awaited<ReturnType<typeof consultationRow>>

const phaseOf = (access: RoomAccess, row: ConsultationRow, now: Date): RoomPhase =>
  roomPhase(now, {
    startsAt: access.appointment.startsAt,
    status: row.status ?? access.appointment.status,
    endedAt: row.endedAt,
  })

/** Where the room stands now, from the appointment and its consultation row. */
export async function currentPhase(access: RoomAccess, now = new Date()): Promise<RoomPhase> {
  return phaseOf(access, await consultationRow(access.appointment.id), now)
}

/**
 * What a participant sees of the room now: everything the page and the live connection show,
 * apart from the conversation. The same for a first render and for every live refresh.
 */
export async function roomState(access: RoomAccess, now = new Date()) {
  const { appointment } = access
  const [row, present, documents, prescription] = await Promise.all([
    consultationRow(appointment.id),
    presentRoles(appointment.id, now),
    listSharedDocuments(appointment.id),
    loadPrescriptionSummary(appointment.id),
  ])
  const phase = phaseOf(access, row, now)
  const queue =
    access.participant.role === 'patient' && !row.startedAt && phase.kind === 'open'
      ? await queuePlace(appointment.doctorId, appointment.id, appointment.startsAt, now)
      : null
  return {
    phase: phase.kind,
    opensAt: phase.kind === 'early' ? phase.opensAt.toISOString() : null,
    closesAt: phase.kind === 'open' ? phase.closesAt.toISOString() : null,
    closedWhy: phase.kind === 'closed' ? phase.why : null,
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    doctorPresent: present.has('doctor'),
    patientPresent: present.has('patient'),
    callOutcome: row.callOutcome,
    /** The patient's place among the doctor's patients waiting now (1 = next), and whether the
     * doctor is with someone else meanwhile. */
    queue,
    patientNote: row.patientNote,
    /** The current e-prescription, shown the moment the doctor issues it. */
    prescription,
    /**
     * Earlier prescriptions and reports the patient shared (served by the room's file route); a
     * FHIR document brought from another hospital comes with what was read from it (`record`).
     */
    documents: documents.map((d) => ({
      fileId: d.fileId,
      name: d.name,
      mediaType: d.mediaType,
      byteSize: d.byteSize,
      record: d.record,
    })),
  }
}

export type RoomState = Awaited<ReturnType<typeof roomState>>

async function presentRoles(appointmentId: string, now: Date): Promise<Set<RoomRole>> {
  const rows = await getDb()
    .selectDistinct({ role: consultationVisits.role })
    .from(consultationVisits)
    .where(
      and(
        eq(consultationVisits.appointmentId, appointmentId),
        isNull(consultationVisits.leftAt),
        gt(consultationVisits.seenAt, new Date(now.getTime() - PRESENCE_FRESH_MS)),
      ),
    )
  return new Set(rows.map((r) => r.role))
}

/**
 * The doctor's patients waiting now: online appointments of today whose room is open, not yet
 * started, with the patient in the room. Ordered by appointment time, then arrival.
 */
async function queuePlace(doctorId: string, appointmentId: string, startsAt: Date, now: Date) {
  const fresh = new Date(now.getTime() - PRESENCE_FRESH_MS)
  const patientHere = sql`exists (select 1 from ${consultationVisits} v
    where v.appointment_id = ${appointments.id} and v.role = 'patient'
      and v.left_at is null and v.seen_at > ${fresh})`
  const rows = await getDb()
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      startedAt: consultations.startedAt,
      endedAt: consultations.endedAt,
      waiting: sql<boolean>`${patientHere}`,
    })
    .from(appointments)
    .leftJoin(consultations, eq(consultations.appointmentId, appointments.id))
    .where(
      and(onlineToday(doctorId, now), inArray(appointments.status, ['requested', 'confirmed'])),
    )
    .orderBy(asc(appointments.startsAt))
  const waiting = rows.filter((r) => r.waiting && !r.startedAt && !r.endedAt)
  const ahead = waiting.filter((r) => r.id !== appointmentId && r.startsAt <= startsAt).length
  const doctorBusy = rows.some(
    (r) => r.id !== appointmentId && r.startedAt && !r.endedAt && stillOpen(r.startsAt, now),
  )
  return { place: ahead + 1, waiting: waiting.length, doctorBusy }
}

/**
 * Records that the participant is in the room (an entry), or that they still are. A visit that
 * ended moments ago is taken up again, so reloading the page is not a new entry. Returns the
 * visit, which the live connection keeps fresh and closes when the participant goes. A staff
 * member's entry is audited with the address it came from (`ipAddress`, the request's), as every
 * other staff read is.
 */
export async function recordEntry(
  access: RoomAccess,
  ipAddress: string | null,
  now = new Date(),
): Promise<string> {
  const { appointment, participant } = access
  const sameParticipant = and(
    eq(consultationVisits.appointmentId, appointment.id),
    eq(consultationVisits.role, participant.role),
    participant.userId
      ? eq(consultationVisits.userId, participant.userId)
      : isNull(consultationVisits.userId),
  )
  return getDb().transaction(async (tx) => {
    await ensureConsultation(tx, appointment.id)
    const [recent] = await tx
      .select({ id: consultationVisits.id, leftAt: consultationVisits.leftAt })
      .from(consultationVisits)
      .where(
        and(
          sameParticipant,
          or(
            and(
              isNull(consultationVisits.leftAt),
              gt(consultationVisits.seenAt, new Date(now.getTime() - PRESENCE_FRESH_MS)),
            ),
            gt(consultationVisits.leftAt, new Date(now.getTime() - REENTRY_MS)),
          ),
        ),
      )
      .orderBy(desc(consultationVisits.enteredAt))
      .limit(1)
    let id: string
    if (recent) {
      await tx
        .update(consultationVisits)
        .set({ seenAt: now, leftAt: null })
        .where(eq(consultationVisits.id, recent.id))
      id = recent.id
    } else {
      const [visit] = await tx
        .insert(consultationVisits)
        .values({
          appointmentId: appointment.id,
          role: participant.role,
          userId: participant.userId,
          enteredAt: now,
          seenAt: now,
        })
        .returning({ id: consultationVisits.id })
      id = visit!.id
      // A staff member opening a patient's consultation reads patient data: audited like any.
      if (participant.role === 'staff') {
        await recordAudit(tx, {
          action: 'appointment.viewed',
          actorUserId: participant.userId,
          subjectType: 'appointment',
          subjectId: appointment.id,
          ipAddress,
          details: { via: 'consultation' },
        })
      }
    }
    if (!recent || recent.leftAt) await publishRoomChange(tx, roomOf(access))
    return id
  })
}

/** The participant is still there (the live connection's heartbeat). */
export async function touchVisit(visitId: string, now = new Date()) {
  // Still here: also after another tab or device of the same person closed the shared visit.
  await getDb()
    .update(consultationVisits)
    .set({ seenAt: now, leftAt: null })
    .where(eq(consultationVisits.id, visitId))
}

/** The participant left (closed the page, lost the connection, or pressed Leave). */
export async function recordExit(access: RoomAccess, visitId: string | null, now = new Date()) {
  await getDb().transaction(async (tx) => {
    const { appointment, participant } = access
    const left = await tx
      .update(consultationVisits)
      .set({ leftAt: now })
      .where(
        and(
          visitId
            ? eq(consultationVisits.id, visitId)
            : and(
                eq(consultationVisits.role, participant.role),
                participant.userId
                  ? eq(consultationVisits.userId, participant.userId)
                  : isNull(consultationVisits.userId),
              ),
          eq(consultationVisits.appointmentId, appointment.id),
          isNull(consultationVisits.leftAt),
        ),
      )
      .returning({ id: consultationVisits.id })
    if (left.length > 0) await publishRoomChange(tx, roomOf(access))
  })
}

/** The entries and exits, oldest first (for the doctor's and the staff's view). */
export async function listVisits(appointmentId: string) {
  return getDb()
    .select({
      role: consultationVisits.role,
      enteredAt: consultationVisits.enteredAt,
      leftAt: consultationVisits.leftAt,
    })
    .from(consultationVisits)
    .where(eq(consultationVisits.appointmentId, appointmentId))
    .orderBy(asc(consultationVisits.enteredAt))
    .limit(100)
}

function requireRole(access: RoomAccess, role: RoomRole) {
  if (access.participant.role !== role) {
    throw new DomainError('forbidden', messageRef('consultation', 'error.notYours'))
  }
}

async function requireOpen(access: RoomAccess, now: Date, field?: string) {
  const row = await consultationRow(access.appointment.id)
  const phase = phaseOf(access, row, now)
  if (phase.kind === 'early') {
    throw new DomainError('conflict', messageRef('consultation', 'error.notOpenYet'), field)
  }
  if (phase.kind === 'closed') {
    throw new DomainError('conflict', messageRef('consultation', 'error.closed'), field)
  }
  return row
}

/** The doctor is ready: the waiting patient is told at once. */
export async function startConsultation(access: RoomAccess, actor: Actor, now = new Date()) {
  requireRole(access, 'doctor')
  await requireOpen(access, now)
  await getDb().transaction(async (tx) => {
    await ensureConsultation(tx, access.appointment.id)
    const started = await tx
      .update(consultations)
      .set({ startedAt: now, updatedAt: now })
      .where(
        and(
          eq(consultations.appointmentId, access.appointment.id),
          isNull(consultations.startedAt),
        ),
      )
      .returning({ id: consultations.appointmentId })
    if (started.length === 0) return
    await recordAudit(tx, {
      action: 'consultation.started',
      actorUserId: actor.userId,
      subjectType: 'appointment',
      subjectId: access.appointment.id,
      ipAddress: actor.ipAddress,
    })
    await publishRoomChange(tx, roomOf(access))
  })
}

/**
 * The doctor ends the consultation: the room closes for everyone and the appointment counts as
 * completed (a requested or confirmed one; the front desk's own status changes stay theirs).
 */
export async function endConsultation(access: RoomAccess, actor: Actor, now = new Date()) {
  requireRole(access, 'doctor')
  // Not before it could take place: ending marks the appointment completed.
  if ((await currentPhase(access, now)).kind === 'early') {
    throw new DomainError('conflict', messageRef('consultation', 'error.notOpenYet'))
  }
  await getDb().transaction(async (tx) => {
    await ensureConsultation(tx, access.appointment.id)
    const ended = await tx
      .update(consultations)
      .set({ endedAt: now, updatedAt: now })
      .where(
        and(eq(consultations.appointmentId, access.appointment.id), isNull(consultations.endedAt)),
      )
      .returning({ id: consultations.appointmentId })
    if (ended.length === 0) return
    const completed = await tx
      .update(appointments)
      .set({ status: 'completed', updatedAt: now })
      .where(
        and(
          eq(appointments.id, access.appointment.id),
          inArray(appointments.status, ['requested', 'confirmed']),
        ),
      )
      .returning({ status: appointments.status })
    await tx
      .update(consultationVisits)
      .set({ leftAt: now })
      .where(
        and(
          eq(consultationVisits.appointmentId, access.appointment.id),
          eq(consultationVisits.role, 'doctor'),
          isNull(consultationVisits.leftAt),
        ),
      )
    await recordAudit(tx, {
      action: 'consultation.ended',
      actorUserId: actor.userId,
      subjectType: 'appointment',
      subjectId: access.appointment.id,
      ipAddress: actor.ipAddress,
      details: { completed: completed.length > 0 },
    })
    await publishRoomChange(tx, roomOf(access))
  })
}

/** Phone consultations: how the doctor's call went. */
export async function recordCallOutcome(
  access: RoomAccess,
  outcome: CallOutcome,
  actor: Actor,
  now = new Date(),
) {
  requireRole(access, 'doctor')
  if (access.appointment.mode !== 'phone') {
    throw new DomainError('invalid', messageRef('consultation', 'error.notPhone'), 'outcome')
  }
  const phase = await currentPhase(access, now)
  if (phase.kind === 'closed' && phase.why === 'cancelled') {
    throw new DomainError(
      'conflict',
      messageRef('consultation', 'status.closed.cancelled'),
      'outcome',
    )
  }
  await getDb().transaction(async (tx) => {
    await ensureConsultation(tx, access.appointment.id)
    await tx
      .update(consultations)
      .set({ callOutcome: outcome, callOutcomeAt: now, updatedAt: now })
      .where(eq(consultations.appointmentId, access.appointment.id))
    await recordAudit(tx, {
      action: 'consultation.call_outcome',
      actorUserId: actor.userId,
      subjectType: 'appointment',
      subjectId: access.appointment.id,
      ipAddress: actor.ipAddress,
      details: { outcome },
    })
    await publishRoomChange(tx, roomOf(access))
  })
}

/** "Share medical history": the patient's own words, any time until the room closes. */
export async function savePatientNote(access: RoomAccess, note: string, now = new Date()) {
  requireRole(access, 'patient')
  const phase = await currentPhase(access, now)
  if (phase.kind === 'closed') {
    throw new DomainError('conflict', messageRef('consultation', 'error.closed'), 'note')
  }
  await getDb().transaction(async (tx) => {
    await ensureConsultation(tx, access.appointment.id)
    await tx
      .update(consultations)
      .set({ patientNote: note, updatedAt: now })
      .where(eq(consultations.appointmentId, access.appointment.id))
    await publishRoomChange(tx, roomOf(access))
  })
}

/** Counts one use of a per-room limit; true while within it. */
async function withinLimit(
  name: string,
  access: RoomAccess,
  { windowMs, limit }: { windowMs: number; limit: number },
): Promise<boolean> {
  const { totalHits } = await windowCounter(name, windowMs).increment(
    `${access.appointment.id}:${access.participant.role}:${access.participant.userId ?? 'key'}`,
  )
  return totalHits <= limit
}

/** A chat message (text and/or an attached file), stored and delivered live. */
export async function sendChatMessage(
  access: RoomAccess,
  message: { body: string; file?: File | null },
  now = new Date(),
) {
  await requireOpen(access, now, 'body')
  if (!message.body && !message.file) {
    throw new DomainError('invalid', messageRef('consultation', 'chat.empty'), 'body')
  }
  if (!(await withinLimit('chat', access, CHAT_LIMIT))) {
    throw new DomainError('conflict', messageRef('consultation', 'chat.tooMany'), 'body')
  }
  // Checked by content, re-encoded without metadata, kept behind the room's own access check.
  const stored = message.file
    ? await storeUpload(message.file, {
        purpose: 'consultation-chat',
        ownerUserId: patientAccountOf(access),
        accept: ANY_ALLOWED_TYPE,
        field: 'file',
      })
    : null
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(consultationMessages)
      .values({
        appointmentId: access.appointment.id,
        senderRole: access.participant.role,
        senderUserId: access.participant.userId,
        senderName: access.participant.name,
        body: message.body,
        fileId: stored?.id ?? null,
        createdAt: now,
      })
      .returning({ id: consultationMessages.id })
    await publishRoomChange(tx, roomOf(access))
    return row!.id
  })
}

export type ChatMessage = {
  id: number
  senderRole: RoomRole
  senderName: string
  body: string
  file: { id: string; name: string; mediaType: string; byteSize: number } | null
  createdAt: Date
}

/** The conversation after message `afterId` (all of it from 0), oldest first. */
export async function listChatMessages(appointmentId: string, afterId = 0): Promise<ChatMessage[]> {
  const rows = await getDb()
    .select({
      id: consultationMessages.id,
      senderRole: consultationMessages.senderRole,
      senderName: consultationMessages.senderName,
      body: consultationMessages.body,
      fileId: consultationMessages.fileId,
      fileName: storedFiles.originalName,
      mediaType: storedFiles.mediaType,
      byteSize: storedFiles.byteSize,
      createdAt: consultationMessages.createdAt,
    })
    .from(consultationMessages)
    .leftJoin(storedFiles, eq(storedFiles.id, consultationMessages.fileId))
    .where(
      and(
        eq(consultationMessages.appointmentId, appointmentId),
        gt(consultationMessages.id, afterId),
      ),
    )
    .orderBy(desc(consultationMessages.id))
    .limit(MESSAGES_SHOWN)
  return rows.reverse().map(({ fileId, fileName, mediaType, byteSize, ...message }) => ({
    ...message,
    file:
      fileId && fileName && mediaType && byteSize !== null
        ? { id: fileId, name: fileName, mediaType, byteSize }
        : null,
  }))
}

/**
 * Passes a call signal to the other party (patient ↔ doctor). Only while the room is open and
 * the doctor has started; staff follow the chat but are not in the call.
 */
export async function relaySignal(access: RoomAccess, body: string, now = new Date()) {
  const role = access.participant.role
  if (role === 'staff')
    throw new DomainError('forbidden', messageRef('consultation', 'error.notYours'))
  const row = await requireOpen(access, now)
  if (!row.startedAt) {
    throw new DomainError('conflict', messageRef('consultation', 'error.notStarted'))
  }
  if (!(await withinLimit('signal', access, SIGNAL_LIMIT))) {
    throw new DomainError('conflict', messageRef('consultation', 'call.tooMany'))
  }
  await getDb().transaction(async (tx) => {
    await tx
      .insert(consultationSignals)
      .values({ appointmentId: access.appointment.id, fromRole: role, body, createdAt: now })
    // For this room only: the doctor's other rooms and list have nothing new.
    await publishRoomChange(tx, roomOf(access), { signal: true })
  })
}

/** Signals for this participant after `afterId`, oldest first. */
export async function listSignalsFor(access: RoomAccess, afterId: number) {
  return getDb()
    .select({ id: consultationSignals.id, body: consultationSignals.body })
    .from(consultationSignals)
    .where(
      and(
        eq(consultationSignals.appointmentId, access.appointment.id),
        ne(consultationSignals.fromRole, access.participant.role),
        gt(consultationSignals.id, afterId),
      ),
    )
    .orderBy(asc(consultationSignals.id))
    .limit(500)
}

/** The newest signal's id: a new live connection starts after it (old offers are stale). */
export async function lastSignalId(appointmentId: string): Promise<number> {
  const [row] = await getDb()
    .select({ id: sql<number>`coalesce(max(${consultationSignals.id}), 0)`.mapWith(Number) })
    .from(consultationSignals)
    .where(eq(consultationSignals.appointmentId, appointmentId))
  return row?.id ?? 0
}

/** Signals are only useful for seconds; older ones are deleted. */
export async function pruneOldSignals(now = new Date()) {
  await getDb()
    .delete(consultationSignals)
    .where(lt(consultationSignals.createdAt, new Date(now.getTime() - 10 * 60_000)))
}

/**
 * Today's online consultations of a doctor, for their console: the booked ones in any state but
 * cancelled, and not a time held for a waitlist offer (nobody's consultation yet).
 */
export async function listDoctorConsultationsToday(doctorId: string, now = new Date()) {
  const fresh = new Date(now.getTime() - PRESENCE_FRESH_MS)
  return getDb()
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      mode: appointments.mode,
      status: appointments.status,
      patientName: appointments.patientName,
      startedAt: consultations.startedAt,
      endedAt: consultations.endedAt,
      patientNote: consultations.patientNote,
      patientWaitingSince: sql<Date | null>`(select min(v.entered_at) from ${consultationVisits} v
        where v.appointment_id = ${appointments.id} and v.role = 'patient'
          and v.left_at is null and v.seen_at > ${fresh})`.mapWith((value: unknown) =>
        value ? new Date(value as string) : null,
      ),
    })
    .from(appointments)
    .leftJoin(consultations, eq(consultations.appointmentId, appointments.id))
    .where(and(onlineToday(doctorId, now), notInArray(appointments.status, ['cancelled', 'held'])))
    .orderBy(asc(appointments.startsAt))
}

/** Documents the patient shared (and FHIR records brought, with their reading), oldest first. */
export async function listSharedDocuments(appointmentId: string) {
  return getDb()
    .select({
      fileId: consultationDocuments.fileId,
      name: storedFiles.originalName,
      mediaType: storedFiles.mediaType,
      byteSize: storedFiles.byteSize,
      createdAt: consultationDocuments.createdAt,
      record: importedRecords.summary,
    })
    .from(consultationDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, consultationDocuments.fileId))
    .leftJoin(importedRecords, eq(importedRecords.fileId, consultationDocuments.fileId))
    .where(eq(consultationDocuments.appointmentId, appointmentId))
    .orderBy(asc(consultationDocuments.createdAt))
}

/**
 * "Share medical history": earlier prescriptions and reports (photos or PDFs), any time until the
 * room closes, at most MAX_DOCUMENTS per consultation. Each file is checked on its own; the first
 * refused one stops the rest, with its message at the field.
 */
export async function shareDocuments(access: RoomAccess, files: File[], now = new Date()) {
  requireRole(access, 'patient')
  if ((await currentPhase(access, now)).kind === 'closed') {
    throw new DomainError('conflict', messageRef('consultation', 'error.closed'), 'documents')
  }
  if (files.length === 0) {
    throw new DomainError('invalid', messageRef('consultation', 'history.noFiles'), 'documents')
  }
  const shared = await listSharedDocuments(access.appointment.id)
  if (shared.length + files.length > MAX_DOCUMENTS) {
    throw new DomainError(
      'invalid',
      messageRef('consultation', 'history.tooManyFiles'),
      'documents',
      { max: MAX_DOCUMENTS, left: Math.max(0, MAX_DOCUMENTS - shared.length) },
    )
  }
  const stored: Array<{ id: string }> = []
  for (const file of files) {
    stored.push(
      await storeUpload(file, {
        purpose: 'consultation-history',
        ownerUserId: patientAccountOf(access),
        accept: ANY_ALLOWED_TYPE,
        field: 'documents',
      }),
    )
  }
  await getDb().transaction(async (tx) => {
    await ensureConsultation(tx, access.appointment.id)
    await tx.insert(consultationDocuments).values(
      stored.map((file) => ({
        appointmentId: access.appointment.id,
        fileId: file.id,
        createdAt: now,
      })),
    )
    await publishRoomChange(tx, roomOf(access))
  })
  return stored.length
}

/**
 * A FHIR document the patient brought from another hospital, added by the doctor in the room or
 * shared by the patient, until the room closes: checked (the files module, then FHIR R4 and the
 * ABDM profile; nothing is kept when refused), kept with the consultation's shared documents and
 * as an imported record, and audited. It belongs to the patient's account, whoever added it.
 */
export async function importRoomRecord(
  access: RoomAccess,
  file: File | null,
  actor: ImportActor,
  now = new Date(),
) {
  if (access.participant.role === 'staff') {
    throw new DomainError('forbidden', messageRef('consultation', 'error.notYours'))
  }
  if ((await currentPhase(access, now)).kind === 'closed') {
    throw new DomainError('conflict', messageRef('consultation', 'error.closed'), RECORD_FIELD)
  }
  const shared = await listSharedDocuments(access.appointment.id)
  if (shared.length >= MAX_DOCUMENTS) {
    throw new DomainError(
      'invalid',
      messageRef('consultation', 'history.tooManyFiles'),
      RECORD_FIELD,
      { max: MAX_DOCUMENTS, left: 0 },
    )
  }
  const { appointment } = access
  const taken = await takeInFhirDocument(file, {
    ownerUserId: appointment.patientUserId,
    field: RECORD_FIELD,
  })
  await getDb().transaction(async (tx) => {
    await ensureConsultation(tx, appointment.id)
    await tx
      .insert(consultationDocuments)
      .values({ appointmentId: appointment.id, fileId: taken.fileId, createdAt: now })
    await saveImportedRecord(tx, {
      ...taken,
      target: {
        opdVisitId: null,
        appointmentId: appointment.id,
        patientUserId: appointment.patientUserId,
        familyMemberId: appointment.familyMemberId,
      },
      actor,
    })
    await publishRoomChange(tx, roomOf(access))
  })
  return taken.summary
}

/** A patient's uploads belong to their account (deleted with it); a guest's to the appointment. */
function patientAccountOf(access: RoomAccess): string | null {
  return access.participant.role === 'patient' ? access.participant.userId : null
}

/** Whether `fileId` belongs to this room (a shared document or a chat attachment). */
export async function roomHasFile(appointmentId: string, fileId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ n: sql<number>`1` })
    .from(consultationDocuments)
    .where(
      and(
        eq(consultationDocuments.appointmentId, appointmentId),
        eq(consultationDocuments.fileId, fileId),
      ),
    )
    .union(
      getDb()
        .select({ n: sql<number>`1` })
        .from(consultationMessages)
        .where(
          and(
            eq(consultationMessages.appointmentId, appointmentId),
            isNotNull(consultationMessages.fileId),
            eq(consultationMessages.fileId, fileId),
          ),
        ),
    )
  return row !== undefined
}
