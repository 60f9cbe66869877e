import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { addDays, clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { openOpdClinic } from '#tests/support/opd.ts'
import { checkInByPatient } from './self-check-in.server.ts'

type Clinic = Awaited<ReturnType<typeof openOpdClinic>>

const at = (time: string, day = clinicToday()) => clinicTimeToUtc(day, time)

async function book(doctorId: string, startsAt: Date, mode: 'in_person' | 'video' = 'in_person') {
  const [row] = await getDb()
    .insert(appointments)
    .values({
      doctorId,
      patientName: 'Sita Devi',
      patientPhone: '+919898989898',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 12 * 60_000),
      mode,
      status: 'confirmed',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
    .returning({ id: appointments.id })
  return row!.id
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describeOnEachDatabase('"I have arrived": the patient checks themselves in', () => {
  let clinic: Clinic
  const patient = { userId: null }

  beforeAll(async () => {
    clinic = await openOpdClinic({ inOpd: 1, away: 1 })
  })

  it('gives a token from an hour before the booked time until the OPD ends, once', async () => {
    // The clinic's doctor is in OPD today 09:00-13:00.
    const id = await book(clinic.doctors[0]!.id, at('11:00'))
    const early = await refusal(checkInByPatient(id, clinic.facility.slug, patient, at('09:59')))
    expect([early.kind, early.message]).toEqual(['invalid', 'opd:errors.arrivalTooEarly'])
    const late = await refusal(checkInByPatient(id, null, patient, at('13:01')))
    expect([late.kind, late.message]).toEqual(['invalid', 'opd:errors.arrivalClosed'])
    const issued = await checkInByPatient(id, clinic.facility.slug, patient, at('10:00'))
    expect(issued.token).toBeGreaterThan(0)
    const again = await refusal(checkInByPatient(id, clinic.facility.slug, patient, at('10:05')))
    expect([again.kind, again.message]).toEqual(['conflict', 'opd:errors.alreadyCheckedIn'])
  })

  it('refuses another day, an online booking and a doctor not in OPD today', async () => {
    const tomorrow = await book(clinic.doctors[0]!.id, at('11:00', addDays(clinicToday(), 1)))
    const video = await book(clinic.doctors[0]!.id, at('11:30'), 'video')
    const away = await book(clinic.away[0]!.id, at('11:00'))
    for (const id of [tomorrow, video, away, 'not-an-id']) {
      const error = await refusal(checkInByPatient(id, null, patient, at('10:30')))
      expect([error.kind, error.message]).toEqual(['invalid', 'opd:errors.arrivalNotToday'])
    }
  })
})
