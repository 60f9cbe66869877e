import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { consultations } from '#app/db/schema/consultations.ts'
import { labOrders } from '#app/db/schema/lab.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { issueWalkInToken } from '#app/domain/opd/tokens.server.ts'
import type { PrescriptionContent } from '#app/domain/prescriptions/prescription-schema.ts'
import { issueVisitPrescription } from '#app/domain/prescriptions/visit-prescriptions.server.ts'
import { testMobile } from './ambulance.ts'
import { insertLabOrder } from './lab.ts'
import { openOpdClinic } from './opd.ts'

export const RECORD_PRESCRIPTION: PrescriptionContent = {
  diagnosis: 'Viral fever',
  provisional: false,
  medicines: [
    {
      name: 'Paracetamol',
      strength: '500 mg',
      form: 'tablet',
      dose: '1 tablet',
      frequency: 'thrice_daily',
      days: 3,
      food: 'after_food',
    },
  ],
  tests: [],
}

/**
 * Records of an account for the records list (issue 50): an OPD visit with the doctor's notes and
 * a prescription, and an online consultation for a family member holding the patient's note; plus
 * what is not a record yet: a consultation with nothing written. Returns their ids.
 */
export async function insertAccountRecords(userId: string, options: { member?: string } = {}) {
  const db = getDb()
  const clinic = await openOpdClinic({ inOpd: 1, away: 0 })
  const doctorId = clinic.doctors[0]!.id
  const phone = testMobile()
  const { visitId } = await issueWalkInToken(
    clinic.facility,
    { doctorId, patientName: 'Asha Devi', phone, age: 38, sex: 'female' },
    clinic.actor,
  )
  await db
    .update(opdVisits)
    .set({ patientUserId: userId, notes: 'Fever for two days. Rest, fluids.' })
    .where(eq(opdVisits.id, visitId))
  const prescription = await issueVisitPrescription(
    visitId,
    RECORD_PRESCRIPTION,
    { doctorId },
    clinic.actor,
    { patient: { age: 38, sex: 'female' } },
  )
  const consultation = async (patientNote: string, daysAgo: number) => {
    const startsAt = new Date(Date.now() - daysAgo * 86_400_000)
    const [appointment] = await db
      .insert(appointments)
      .values({
        doctorId,
        patientUserId: userId,
        patientName: options.member ?? 'Asha Devi',
        patientPhone: phone,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 10 * 60_000),
        mode: 'video',
        status: 'completed',
        manageTokenHash: randomUUID(),
        requestKey: randomUUID(),
      })
      .returning({ id: appointments.id })
    await db.insert(consultations).values({ appointmentId: appointment!.id, patientNote })
    return appointment!.id
  }
  return {
    doctorId,
    visitId,
    prescriptionId: prescription.id,
    prescriptionNumber: prescription.number,
    consultationId: await consultation('Cough at night since a week.', 3),
    emptyConsultationId: await consultation('', 4),
  }
}

/** A laboratory order of the account with its report released (the list needs no results). */
export async function insertReleasedLabOrder(accountUserId: string) {
  const order = await insertLabOrder({ accountUserId })
  await getDb()
    .update(labOrders)
    .set({
      status: 'released',
      sampleId: `S-${order.id.slice(0, 8)}`,
      collectedAt: new Date(),
      receivedAt: new Date(),
      verifiedAt: new Date(),
      verifyCode: randomUUID(),
      pathologistName: 'Dr Meera Rao',
      pathologistRegistration: 'UPMC-12345',
      releasedAt: new Date(),
    })
    .where(eq(labOrders.id, order.id))
  return order.id
}
