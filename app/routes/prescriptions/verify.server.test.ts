import { randomUUID } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import type { PrescriptionContent } from '#app/domain/prescriptions/prescription-schema.ts'
import {
  cancelPrescription,
  issuePrescription,
  listPrescriptions,
} from '#app/domain/prescriptions/prescriptions.server.ts'
import { insertDoctor } from '#tests/support/fhir-records.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { loader } from './verify.tsx'

const actor = { userId: 'doctor-user-1', ipAddress: '192.0.2.9' }

/** Everything clinical here is a word found nowhere else on the page. */
const content: PrescriptionContent = {
  diagnosis: 'Suspected pulmonary tuberculosis',
  provisional: true,
  medicines: [
    {
      name: 'Azithromycin',
      strength: '500 mg',
      form: 'tablet',
      dose: '1 tablet',
      frequency: 'once_daily',
      days: 3,
      food: 'after_food',
      instructions: 'Take until the sputum test is back',
    },
  ],
  tests: ['Sputum AFB smear', 'HIV screening'],
  advice: 'Sleep apart from the children and cover the mouth when coughing.',
}

const CLINICAL = [
  'tuberculosis',
  'Sputum',
  'sputum',
  'HIV',
  'coughing',
  'children',
  'Ravi Kumar',
  'Ravi',
]

let doctorId = ''

async function issued(): Promise<{ code: string; appointmentId: string }> {
  const startsAt = new Date(Date.now() + Math.floor(Math.random() * 1e6) * 60_000)
  const [row] = await getDb()
    .insert(appointments)
    .values({
      doctorId,
      patientName: 'Ravi Kumar',
      patientEmail: 'ravi@example.com',
      patientPhone: '+919876543210',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 600_000),
      mode: 'video',
      status: 'confirmed',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
    .returning({ id: appointments.id })
  await issuePrescription(row!.id, content, { doctorId }, actor)
  const [prescription] = await listPrescriptions(row!.id)
  return { code: prescription!.verificationCode, appointmentId: row!.id }
}

const check = async (code: string, locale = '') =>
  (await loader({
    request: new Request(`http://localhost${locale}/prescriptions/verify/${code}`),
    params: { code },
    context: {},
  } as never)) as unknown as { data: { found: Record<string, unknown> | null }; init: unknown }

describeOnEachDatabase('the public prescription check', () => {
  beforeAll(async () => {
    doctorId = await insertDoctor()
  })

  it('sends what a pharmacist compares, and never the diagnosis, tests, advice or notes', async () => {
    const { code } = await issued()
    const { data } = await check(code)
    expect(data.found).toMatchObject({
      doctorName: 'Dr. Sunita Verma',
      doctorRegistrationNumber: 'UPMC-45678',
      cancelledOn: null,
      patientInitials: 'R. K.',
      medicines: [
        {
          name: 'Azithromycin',
          strength: '500 mg',
          form: 'Tablet',
          dose: '1 tablet',
          frequency: 'Once a day',
          days: '3 days',
          food: 'After food',
        },
      ],
    })
    // The loader's data is all the browser gets (the page and its hydration data come from it).
    const sent = JSON.stringify(data)
    for (const word of CLINICAL) expect(sent, word).not.toContain(word)
    expect(Object.keys(data.found!)).not.toEqual(
      expect.arrayContaining(['content', 'diagnosis', 'tests', 'advice', 'cancelReason']),
    )
  })

  it('says a cancelled one is cancelled, without the doctor’s reason, in Hindi too', async () => {
    const { code, appointmentId } = await issued()
    const [prescription] = await listPrescriptions(appointmentId)
    await cancelPrescription(
      appointmentId,
      { prescriptionId: prescription!.id, reason: 'Sputum test came back negative' },
      { doctorId },
      actor,
    )
    const { data } = await check(code, '/hi')
    expect(data.found?.cancelledOn).toEqual(expect.any(String))
    expect((data.found?.medicines as Array<{ frequency: string }>)[0]?.frequency).toBe(
      'दिन में एक बार',
    )
    const sent = JSON.stringify(data)
    for (const word of CLINICAL) expect(sent, word).not.toContain(word)
    expect(sent).not.toContain('negative')
  })
})
