import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { LIVE_CHANNELS, subscribe } from '#app/utils/live.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { openOpdClinic, WALK_IN } from '#tests/support/opd.ts'
import { until } from '#tests/support/until.ts'
import { checkInAppointment, findBookingsToCheckIn, issueWalkInToken } from './tokens.server.ts'
import {
  callNext,
  finishVisit,
  loadDisplay,
  loadDoctorQueue,
  returnVisit,
  skipVisit,
  visitQueuePlace,
} from './queue.server.ts'
import { doctorsInOpdToday } from './opd-day.server.ts'

type Clinic = Awaited<ReturnType<typeof openOpdClinic>>

async function bookToday(doctorId: string, time: string, phone = '+919898989898') {
  const startsAt = clinicTimeToUtc(clinicToday(), time)
  const [row] = await getDb()
    .insert(appointments)
    .values({
      doctorId,
      patientName: 'Sita Devi',
      patientPhone: phone,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 12 * 60_000),
      mode: 'in_person',
      status: 'confirmed',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
    .returning({ id: appointments.id })
  return row!.id
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describeOnEachDatabase('the OPD queue', (target) => {
  let clinic: Clinic

  beforeAll(async () => {
    clinic = await openOpdClinic({ inOpd: 3, away: 1 })
  })

  it('lists only the doctors with hours today and no time off', async () => {
    const ids = (await doctorsInOpdToday(clinic.facility.id)).map((d) => d.id)
    expect(ids.sort()).toEqual(clinic.doctors.map((d) => d.id).sort())
  })

  it('gives two desks issuing at the same moment different numbers', async () => {
    const doctorId = clinic.doctors[0]!.id
    // On PostgreSQL the issues run on separate connections, truly at once.
    const issued = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        issueWalkInToken(
          clinic.facility,
          { ...WALK_IN, doctorId, patientName: `Walk-in ${i}` },
          clinic.actor,
        ),
      ),
    )
    const tokens = issued.map((t) => t.token).sort((a, b) => a - b)
    expect(tokens).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    const rows = await getDb()
      .select({ token: opdVisits.token })
      .from(opdVisits)
      .where(eq(opdVisits.doctorId, doctorId))
    expect(new Set(rows.map((r) => r.token)).size).toBe(8)
    expect(target).toMatch(/pglite|postgres/)
  })

  it('refuses a token for a doctor not in OPD today, next to the doctor field', async () => {
    const error = await refusal(
      issueWalkInToken(clinic.facility, { ...WALK_IN, doctorId: clinic.away[0]!.id }, clinic.actor),
    )
    expect(error.kind).toBe('invalid')
    expect(error.field).toBe('doctorId')
    expect(error.message).toBe('opd:errors.notInOpd')
  })

  it('checks a booked patient in once: a second check-in is refused', async () => {
    const doctorId = clinic.doctors[1]!.id
    const appointmentId = await bookToday(doctorId, '10:00', '+919700000001')
    const found = await findBookingsToCheckIn(clinic.facility, '97000 00001')
    expect(found.map((b) => b.appointmentId)).toEqual([appointmentId])
    const first = await checkInAppointment(clinic.facility, appointmentId, clinic.actor)
    expect(first.token).toBe(1)
    const error = await refusal(checkInAppointment(clinic.facility, appointmentId, clinic.actor))
    expect(error.kind).toBe('conflict')
    expect(error.message).toBe('opd:errors.alreadyCheckedIn')
    // Nothing lost: still one visit, one token.
    const visits = await getDb()
      .select({ token: opdVisits.token })
      .from(opdVisits)
      .where(eq(opdVisits.appointmentId, appointmentId))
    expect(visits).toEqual([{ token: 1 }])
  })

  it('refuses a call on an empty queue', async () => {
    const doctorId = clinic.doctors[2]!.id
    const error = await refusal(callNext(doctorId, '', clinic.actor))
    expect(error.kind).toBe('conflict')
    expect(error.message).toBe('opd:errors.queueEmpty')
  })

  it('calls by the order rule, skips, takes back and finishes, announcing each', async () => {
    const doctorId = clinic.doctors[2]!.id
    const heard: string[] = []
    const subscription = subscribe(LIVE_CHANNELS.opd, (payload) => heard.push(payload))
    await subscription.ready
    const day = clinicToday()
    const at = (time: string) => clinicTimeToUtc(day, time)
    const w1 = await issueWalkInToken(
      clinic.facility,
      { ...WALK_IN, doctorId, patientName: 'First Walkin' },
      clinic.actor,
      at('09:00'),
    )
    const bookedId = await bookToday(doctorId, '09:20', '+919700000002')
    const booked = await checkInAppointment(clinic.facility, bookedId, clinic.actor, at('09:05'))
    const w2 = await issueWalkInToken(
      clinic.facility,
      { ...WALK_IN, doctorId, patientName: 'Second Walkin' },
      clinic.actor,
      at('09:10'),
    )
    const w3 = await issueWalkInToken(
      clinic.facility,
      { ...WALK_IN, doctorId, patientName: 'Third Walkin' },
      clinic.actor,
      at('09:30'),
    )
    const queue = await loadDoctorQueue(doctorId)
    // Walk-ins fill the time before the 09:20 booking; the later walk-in comes after it.
    expect(queue.waiting.map((v) => v.token)).toEqual([w1.token, w2.token, booked.token, w3.token])
    expect(await visitQueuePlace(w3.visitId)).toMatchObject({ ahead: 3, waitMinutes: 36 })

    // A page that showed another patient as next is out of date.
    const stale = await refusal(callNext(doctorId, w2.visitId, clinic.actor))
    expect(stale.message).toBe('opd:errors.changed')

    expect((await callNext(doctorId, w1.visitId, clinic.actor)).token).toBe(w1.token)
    await skipVisit(doctorId, w2.visitId, 'waiting', clinic.actor)
    const again = await refusal(skipVisit(doctorId, w2.visitId, 'waiting', clinic.actor))
    expect(again.kind).toBe('conflict')
    // Calling the next finishes the patient in the room.
    expect((await callNext(doctorId, '', clinic.actor)).token).toBe(booked.token)
    const [first] = await getDb()
      .select({ status: opdVisits.status })
      .from(opdVisits)
      .where(eq(opdVisits.id, w1.visitId))
    expect(first!.status).toBe('done')
    // The skipped patient comes back at 09:40: they queue from then, after the 09:30 walk-in.
    // (The time is given: the test's result must not depend on the hour it runs at.)
    await returnVisit(doctorId, w2.visitId, clinic.actor, at('09:40'))
    const display = await loadDisplay(clinic.facility.id, [{ id: doctorId, name: 'Dr' }])
    // Other doctors with a queue there today are shown too; never anything but token numbers.
    expect(display.find((d) => d.doctorId === doctorId)).toEqual({
      doctorId,
      doctorName: 'Dr',
      nowServing: booked.token,
      next: [w3.token, w2.token],
    })
    await finishVisit(doctorId, booked.visitId, clinic.actor)
    expect((await loadDoctorQueue(doctorId)).inRoom).toBeNull()

    const audited = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectType, 'opd_visit'), eq(auditLog.actorUserId, clinic.actor.userId)),
      )
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['opd.called', 'opd.skipped', 'opd.returned', 'opd.done']),
    )
    await until(() => heard.includes(`${clinic.facility.id} ${doctorId}`), 'the opd announcement')
    subscription.stop()
  })
})
