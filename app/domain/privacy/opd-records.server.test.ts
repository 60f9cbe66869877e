import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { issueWalkInToken } from '#app/domain/opd/tokens.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { openOpdClinic, WALK_IN } from '#tests/support/opd.ts'
import { deleteAccount, exportAccountData } from './account-records.server.ts'

type Clinic = Awaited<ReturnType<typeof openOpdClinic>>

/** An account whose mobile number is verified, as a patient who registered by SMS. */
async function patientWithMobile(id: string, phone: string) {
  await getDb()
    .insert(user)
    .values({
      id,
      name: 'Sunita Devi',
      email: `${id}@example.com`,
      phoneNumber: phone,
      phoneNumberVerified: true,
      role: 'patient',
    })
}

describeOnEachDatabase('an account’s OPD visits (rights of access and erasure)', () => {
  let clinic: Clinic

  beforeAll(async () => {
    clinic = await openOpdClinic({ inOpd: 1, away: 0 })
  })

  it('are in the export with the doctor’s notes, and only the account’s own', async () => {
    const phone = '+919811100001'
    await patientWithMobile('opd-export-patient', phone)
    const doctorId = clinic.doctors[0]!.id
    const mine = await issueWalkInToken(
      clinic.facility,
      { ...WALK_IN, doctorId, patientName: 'Sunita Devi', phone },
      clinic.actor,
    )
    await getDb()
      .update(opdVisits)
      .set({ notes: 'Fever two days; paracetamol.' })
      .where(eq(opdVisits.id, mine.visitId))
    await issueWalkInToken(
      clinic.facility,
      { ...WALK_IN, doctorId, patientName: 'Someone Else', phone: '+919811100002' },
      clinic.actor,
    )
    const exported = await exportAccountData('opd-export-patient')
    expect(exported?.opdVisits.visits).toEqual([
      expect.objectContaining({
        token: mine.token,
        name: 'Sunita Devi',
        phone,
        notes: 'Fever two days; paracetamol.',
      }),
    ])
  })

  it('are kept for the clinic’s records without the name and mobile once the account goes', async () => {
    const phone = '+919811100003'
    await patientWithMobile('opd-erased-patient', phone)
    const doctorId = clinic.doctors[0]!.id
    const mine = await issueWalkInToken(
      clinic.facility,
      { ...WALK_IN, doctorId, patientName: 'Sunita Devi', phone },
      clinic.actor,
    )
    const other = await issueWalkInToken(
      clinic.facility,
      { ...WALK_IN, doctorId, patientName: 'Someone Else', phone: '+919811100004' },
      clinic.actor,
    )
    await deleteAccount('opd-erased-patient')
    const rows = await getDb()
      .select({
        id: opdVisits.id,
        name: opdVisits.patientName,
        phone: opdVisits.patientPhone,
        token: opdVisits.token,
      })
      .from(opdVisits)
    expect(rows.find((row) => row.id === mine.visitId)).toEqual({
      id: mine.visitId,
      name: '[deleted]',
      phone: '',
      token: mine.token,
    })
    expect(rows.find((row) => row.id === other.visitId)).toMatchObject({
      name: 'Someone Else',
      phone: '+919811100004',
    })
  })
})
