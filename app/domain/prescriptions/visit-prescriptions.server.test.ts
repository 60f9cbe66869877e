import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { issueWalkInToken } from '#app/domain/opd/tokens.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { openOpdClinic, WALK_IN } from '#tests/support/opd.ts'
import { findPrescriptionByCode } from './prescriptions.server.ts'
import {
  cancelVisitPrescription,
  issueVisitPrescription,
  listVisitPrescriptions,
} from './visit-prescriptions.server.ts'

const CONTENT = {
  diagnosis: 'Viral fever',
  provisional: false,
  medicines: [
    {
      name: 'Paracetamol',
      strength: '500 mg',
      form: 'tablet' as const,
      dose: '1 tablet',
      frequency: 'thrice_daily' as const,
      days: 3,
      food: 'after_food' as const,
    },
  ],
  tests: [],
}

describeOnEachDatabase('prescriptions of in-person OPD visits', () => {
  let clinic: Awaited<ReturnType<typeof openOpdClinic>>
  let visitId = ''

  beforeAll(async () => {
    clinic = await openOpdClinic({ inOpd: 2, away: 0 })
    const issued = await issueWalkInToken(
      clinic.facility,
      { ...WALK_IN, doctorId: clinic.doctors[0]!.id },
      clinic.actor,
    )
    visitId = issued.visitId
  })

  it('issues the same document, verifiable, once per visit, and sends the SMS', async () => {
    const doctor = { doctorId: clinic.doctors[0]!.id }
    const patient = { age: 42, sex: 'male' as const }
    const issued = await issueVisitPrescription(visitId, CONTENT, doctor, clinic.actor, { patient })
    expect(issued.number).toMatch(/^RX-\d{4}-\d{6}$/)
    const [record] = await listVisitPrescriptions(visitId)
    expect(record).toMatchObject({ opdVisitId: visitId, appointmentId: null, patientAge: '42' })
    expect((await findPrescriptionByCode(record!.verificationCode))?.number).toBe(issued.number)
    const sms = await getDb()
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, WALK_IN.phone))
    expect(sms.map((m) => m.kind)).toContain('prescription.issued')

    const second = await issueVisitPrescription(visitId, CONTENT, doctor, clinic.actor, {
      patient,
    }).catch((e: unknown) => e)
    expect(second).toBeInstanceOf(DomainError)
    expect((second as DomainError).kind).toBe('conflict')

    // Another doctor cannot write for this visit.
    const other = await issueVisitPrescription(
      visitId,
      CONTENT,
      { doctorId: clinic.doctors[1]!.id },
      clinic.actor,
      { patient },
    ).catch((e: unknown) => e)
    expect((other as DomainError).kind).toBe('not-found')

    await cancelVisitPrescription(
      visitId,
      { prescriptionId: record!.id, reason: 'Wrong dose written' },
      doctor,
      clinic.actor,
    )
    const again = await issueVisitPrescription(visitId, CONTENT, doctor, clinic.actor, { patient })
    expect(again.number).not.toBe(issued.number)
  })

  it('refuses a prescription belonging to both a visit and an appointment, or to neither', async () => {
    const [record] = await listVisitPrescriptions(visitId)
    const neither = await getDb()
      .insert(prescriptions)
      .values({
        doctorId: clinic.doctors[0]!.id,
        number: `RX-TEST-${Date.now()}`,
        content: CONTENT,
        doctorName: 'Dr',
        doctorQualifications: 'MBBS',
        doctorRegistrationNumber: 'X',
        clinicName: 'C',
        clinicAddress: 'A',
        clinicPhone: 'P',
        patientName: 'N',
        issuedBy: clinic.actor.userId,
        verificationCode: `code-${Date.now()}-abcdefghij`,
      })
      .catch((e: unknown) => e)
    expect(String((neither as Error).cause ?? neither)).toMatch(/prescriptions_one_visit/)
    expect(record).toBeTruthy()
  })
})
