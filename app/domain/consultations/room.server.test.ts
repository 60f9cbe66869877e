import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { consultationVisits } from '#app/db/schema/consultations.ts'
import { departments, doctors } from '#app/db/schema/directory.ts'
import { user } from '#app/db/schema/auth.ts'
import { exportAccountData } from '#app/domain/privacy/account-records.server.ts'
import { findAppointmentById } from '#app/domain/appointments/appointment-access.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { type RoomAccess } from './room-access.server.ts'
import {
  CHAT_LIMIT,
  endConsultation,
  listChatMessages,
  listSignalsFor,
  recordEntry,
  recordExit,
  relaySignal,
  savePatientNote,
  roomState,
  sendChatMessage,
  shareDocuments,
  startConsultation,
  touchVisit,
} from './room.server.ts'

const MINUTE = 60_000
let doctorId = ''
/** A doctor of their own, for the tests of the queue that others' rooms would disturb. */
let quietDoctorId = ''
let minute = 0

/** An online appointment of the test doctor starting `startsInMinutes` from now. */
async function onlineAppointment(
  startsInMinutes = 0,
  patientUserId: string | null = null,
  forDoctor = doctorId,
) {
  minute += 1
  // Each one a distinct minute (the doctor cannot be booked twice), all within the room window.
  const startsAt = new Date(Date.now() + startsInMinutes * MINUTE + minute * 1000)
  const [row] = await getDb()
    .insert(appointments)
    .values({
      doctorId: forDoctor,
      patientName: `Patient ${minute}`,
      patientUserId,
      patientEmail: null,
      patientPhone: '+919876543210',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 900),
      mode: 'video',
      status: 'confirmed',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
    .returning({ id: appointments.id })
  const appointment = (await findAppointmentById(row!.id))!
  const as = (role: 'patient' | 'doctor' | 'staff'): RoomAccess => ({
    appointment,
    participant: {
      role,
      userId: null,
      name: role === 'doctor' ? 'Dr. Test' : appointment.patientName,
    },
    key: null,
  })
  return { id: row!.id, patient: as('patient'), doctor: as('doctor'), staff: as('staff') }
}

const actor = { userId: null, ipAddress: '192.0.2.1' }

/** A doctor of the first department, seeing patients by video. */
async function insertDoctor(name: string): Promise<string> {
  const [department] = await getDb().select({ id: departments.id }).from(departments).limit(1)
  const [doctor] = await getDb()
    .insert(doctors)
    .values({
      slug: `dr-room-${randomUUID().slice(0, 8)}`,
      name,
      departmentId: department!.id,
      qualifications: 'MBBS',
      registrationNumber: `UPMC ${randomUUID().slice(0, 5)}`,
      gender: 'female',
      languages: ['Hindi'],
      experienceYears: 10,
      feeInr: 300,
      consultationModes: ['video'],
    })
    .returning({ id: doctors.id })
  return doctor!.id
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describeOnEachDatabase('consultation rooms', () => {
  beforeAll(async () => {
    doctorId = await insertDoctor('Dr. Test')
    quietDoctorId = await insertDoctor('Dr. Quiet')
  })

  it('waiting room: the patient is told their place among the patients waiting, and when the doctor is ready', async () => {
    const first = await onlineAppointment(-5)
    const second = await onlineAppointment(0)
    await recordEntry(second.patient, null)
    // Only patients in their rooms count: the first has not come yet.
    expect((await roomState(second.patient)).queue).toEqual({
      place: 1,
      waiting: 1,
      doctorBusy: false,
    })
    await recordEntry(first.patient, null)
    expect((await roomState(second.patient)).queue).toMatchObject({ place: 2, waiting: 2 })
    expect((await roomState(first.patient)).queue).toMatchObject({ place: 1 })

    await recordEntry(first.doctor, null)
    await startConsultation(first.doctor, actor)
    expect((await roomState(first.patient)).startedAt).not.toBeNull()
    // The doctor is now with the first patient: the second is next, and is told the doctor is busy.
    expect((await roomState(second.patient)).queue).toEqual({
      place: 1,
      waiting: 1,
      doctorBusy: true,
    })
    expect(await roomState(first.doctor)).toMatchObject({
      patientPresent: true,
      doctorPresent: true,
    })

    // Leaving takes the patient out of the queue; the exit is recorded.
    await recordExit(second.patient, null)
    expect((await roomState(second.doctor)).patientPresent).toBe(false)
    const visits = await getDb()
      .select()
      .from(consultationVisits)
      .where(eq(consultationVisits.appointmentId, second.id))
    expect(visits).toHaveLength(1)
    expect(visits[0]!.leftAt).not.toBeNull()
  })

  it('a reload is not a new entry; coming back later is', async () => {
    const room = await onlineAppointment()
    const a = await recordEntry(room.patient, null)
    const b = await recordEntry(room.patient, null)
    expect(b).toBe(a)
    await recordExit(room.patient, a)
    // Straight back (a reload): the same visit goes on.
    expect(await recordEntry(room.patient, null)).toBe(a)
    const rows = await getDb()
      .select()
      .from(consultationVisits)
      .where(eq(consultationVisits.appointmentId, room.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.leftAt).toBeNull()
  })

  it('a staff member’s entry is audited with the address it came from; the patient’s is not', async () => {
    const staffUserId = `staff-${randomUUID()}`
    await getDb()
      .insert(user)
      .values({ id: staffUserId, name: 'Front Desk', email: `${staffUserId}@example.com` })
    const room = await onlineAppointment()
    const staff: RoomAccess = {
      ...room.staff,
      participant: { ...room.staff.participant, userId: staffUserId },
    }
    await recordEntry(room.patient, '198.51.100.20')
    await recordEntry(staff, '198.51.100.7')
    // A reload within the same visit is not a second read.
    await recordEntry(staff, '198.51.100.7')
    const audit = await getDb()
      .select({
        action: auditLog.action,
        actorUserId: auditLog.actorUserId,
        ipAddress: auditLog.ipAddress,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(eq(auditLog.subjectId, room.id))
    expect(audit).toEqual([
      {
        action: 'appointment.viewed',
        actorUserId: staffUserId,
        ipAddress: '198.51.100.7',
        details: { via: 'consultation' },
      },
    ])
  })

  it('a second tab keeps the person in the room when the first one closes', async () => {
    const room = await onlineAppointment()
    const visit = await recordEntry(room.patient, null)
    // Both tabs share the visit; the first one's stream ends…
    await recordExit(room.patient, visit)
    expect((await roomState(room.doctor)).patientPresent).toBe(false)
    // …and the other's next heartbeat says the patient is still here.
    await touchVisit(visit)
    expect((await roomState(room.doctor)).patientPresent).toBe(true)
  })

  // (While a started room is open, the doctor is busy: the first test shows it.)
  it('a consultation nobody ended stops making the doctor busy once its room has closed', async () => {
    const old = await onlineAppointment(-125, null, quietDoctorId)
    const now = new Date(Date.now())
    await startConsultation(
      old.doctor,
      actor,
      new Date(old.patient.appointment.startsAt.getTime() + 60_000),
    )
    const waiting = await onlineAppointment(0, null, quietDoctorId)
    await recordEntry(waiting.patient, null)
    expect((await roomState(waiting.patient, now)).queue?.doctorBusy).toBe(false)
  })

  it('ending is refused before the room opens (it would mark the visit completed)', async () => {
    const later = await onlineAppointment(60)
    expect((await refusal(endConsultation(later.doctor, actor))).message).toBe(
      'consultation:error.notOpenYet',
    )
  })

  it('chat: stored for both sides, limited per participant, refused before the room opens and after it closes', async () => {
    const room = await onlineAppointment()
    await sendChatMessage(room.patient, { body: 'Fever since two days' })
    await sendChatMessage(room.doctor, { body: 'Any cough?' })
    const messages = await listChatMessages(room.id)
    expect(messages.map((m) => [m.senderRole, m.body])).toEqual([
      ['patient', 'Fever since two days'],
      ['doctor', 'Any cough?'],
    ])
    expect(await listChatMessages(room.id, messages[0]!.id)).toHaveLength(1)

    // A flood: the limit answers with a readable message, and the doctor can still write.
    for (let n = 2; n <= CHAT_LIMIT.limit; n++)
      await sendChatMessage(room.patient, { body: `m${n}` })
    const flood = await refusal(sendChatMessage(room.patient, { body: 'one too many' }))
    expect(flood.message).toBe('consultation:chat.tooMany')
    expect(flood.field).toBe('body')
    await sendChatMessage(room.doctor, { body: 'Please wait a moment.' })

    const empty = await refusal(sendChatMessage(room.doctor, { body: '' }))
    expect(empty.message).toBe('consultation:chat.empty')

    const later = await onlineAppointment(60)
    expect((await refusal(sendChatMessage(later.patient, { body: 'hi' }))).message).toBe(
      'consultation:error.notOpenYet',
    )

    await endConsultation(room.doctor, actor)
    expect((await refusal(sendChatMessage(room.patient, { body: 'thanks' }))).message).toBe(
      'consultation:error.closed',
    )
    expect((await roomState(room.patient)).phase).toBe('closed')
  })

  it('ending closes the room, completes the appointment and is audited; only the doctor can', async () => {
    const room = await onlineAppointment()
    expect((await refusal(endConsultation(room.patient, actor))).kind).toBe('forbidden')
    expect((await refusal(startConsultation(room.staff, actor))).kind).toBe('forbidden')
    await startConsultation(room.doctor, actor)
    await endConsultation(room.doctor, actor)
    const [row] = await getDb()
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, room.id))
    expect(row!.status).toBe('completed')
    const audit = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, room.id)))
    expect(audit.map((a) => a.action).sort()).toEqual([
      'consultation.ended',
      'consultation.started',
    ])
  })

  it('signals go to the other party only, and only once the doctor has started', async () => {
    const room = await onlineAppointment()
    const offer = JSON.stringify({ type: 'ready' })
    expect((await refusal(relaySignal(room.patient, offer))).message).toBe(
      'consultation:error.notStarted',
    )
    await startConsultation(room.doctor, actor)
    await relaySignal(room.patient, offer)
    await relaySignal(room.doctor, JSON.stringify({ type: 'bye' }))
    expect((await listSignalsFor(room.doctor, 0)).map((s) => s.body)).toEqual([offer])
    expect((await listSignalsFor(room.patient, 0)).map((s) => JSON.parse(s.body))).toEqual([
      { type: 'bye' },
    ])
    // Staff follow the chat, not the call.
    expect((await refusal(relaySignal(room.staff, offer))).kind).toBe('forbidden')
  })

  it('the account’s data export holds its consultations: the note, the chat', async () => {
    const userId = `patient-${randomUUID()}`
    await getDb()
      .insert(user)
      .values({ id: userId, name: 'Asha Devi', email: `${userId}@example.com` })
    const room = await onlineAppointment(0, userId)
    await savePatientNote(room.patient, 'Headache for a week')
    await sendChatMessage(room.patient, { body: 'Is it the sugar?' })
    const exported = await exportAccountData(userId)
    expect(exported?.consultations.notes.map((n) => n.note)).toEqual(['Headache for a week'])
    expect(exported?.consultations.chat.map((m) => [m.from, m.text])).toEqual([
      ['patient', 'Is it the sugar?'],
    ])
  })

  it('shared reports: the patient’s photos and PDFs, checked by content; a disguised file is refused', async () => {
    const room = await onlineAppointment()
    const pdf = new File(
      [new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')],
      'report.pdf',
    )
    // Words are not a PDF, whatever the name says.
    const fake = new File([new TextEncoder().encode('<html>not a report</html>')], 'scan.pdf')
    const refused = await refusal(shareDocuments(room.patient, [fake]))
    expect(refused.field).toBe('documents')
    expect(refused.message).toMatch(/^files:/)
    expect((await roomState(room.doctor)).documents).toEqual([])

    expect(await shareDocuments(room.patient, [pdf])).toBe(1)
    const { documents } = await roomState(room.doctor)
    expect(documents).toHaveLength(1)
    expect(documents[0]).toMatchObject({ mediaType: 'application/pdf', name: 'report.pdf' })
    // The doctor reads them; only the patient shares them.
    expect((await refusal(shareDocuments(room.doctor, [pdf]))).kind).toBe('forbidden')
  })
})
