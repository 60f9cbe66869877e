import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { user } from '#app/db/schema/auth.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { deleteAccount, exportAccountData } from '#app/domain/privacy/account-records.server.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { addFamilyMember } from './family.server.ts'

const HOUR = 3_600_000
let doctorId = ''

async function appointmentFor(
  accountUserId: string,
  familyMemberId: string | null,
  name: string,
  startsAt: Date,
) {
  const [row] = await getDb()
    .insert(appointments)
    .values({
      doctorId,
      patientUserId: accountUserId,
      familyMemberId,
      patientName: name,
      patientEmail: 'ravi@example.com',
      patientPhone: '+919812345678',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR / 3),
      mode: 'in_person',
      reason: 'Fever for three days',
      manageTokenHash: randomUUID(),
      requestKey: randomUUID(),
    })
    .returning({ id: appointments.id })
  return row!.id
}

describeOnEachDatabase('family members in the export and the deletion of an account', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    const [doctor] = await getDb().select({ id: doctors.id }).from(doctors).limit(1)
    doctorId = doctor!.id
  })

  it('exports the family and their appointments; deleting the account removes the members and anonymises their appointments', async () => {
    const holderId = 'export-holder'
    await getDb().insert(user).values({
      id: holderId,
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      abhaNumber: '91123456789012',
      abhaAddress: 'ravi.kumar@abdm',
    })
    const actor = { userId: holderId, ipAddress: null }
    const asha = await addFamilyMember(
      holderId,
      {
        name: 'Asha Kumari',
        relation: 'child',
        sex: 'female',
        age: 7,
        phone: '+919800000001',
        abhaNumber: '12345678901234',
        abhaAddress: 'asha.kumari@abdm',
      },
      actor,
    )
    await addFamilyMember(
      holderId,
      { name: 'Kamla Devi', relation: 'parent', sex: 'female', dateOfBirth: '1956-08-15' },
      actor,
    )
    const past = await appointmentFor(
      holderId,
      asha,
      'Asha Kumari',
      new Date(Date.now() - 48 * HOUR),
    )
    const future = await appointmentFor(
      holderId,
      asha,
      'Asha Kumari',
      new Date(Date.now() + 72 * HOUR),
    )

    const exported = await exportAccountData(holderId)
    expect(exported?.familyMembers).toEqual([
      expect.objectContaining({
        id: asha,
        name: 'Asha Kumari',
        relation: 'child',
        sex: 'female',
        birthYear: expect.any(Number),
        phone: '+919800000001',
        abhaNumber: '12345678901234',
        abhaAddress: 'asha.kumari@abdm',
      }),
      expect.objectContaining({
        name: 'Kamla Devi',
        relation: 'parent',
        dateOfBirth: '1956-08-15',
      }),
    ])
    expect(exported?.profile).toMatchObject({
      abhaNumber: '91123456789012',
      abhaAddress: 'ravi.kumar@abdm',
    })
    expect(exported?.appointments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Asha Kumari', familyMemberId: asha }),
      ]),
    )

    await deleteAccount(holderId)
    // The account's and the members' ABHA go with their rows.
    expect(
      await getDb().select({ n: user.abhaNumber }).from(user).where(eq(user.id, holderId)),
    ).toEqual([])
    expect(
      await getDb().select().from(familyMembers).where(eq(familyMembers.accountUserId, holderId)),
    ).toEqual([])
    const rows = await getDb()
      .select({
        id: appointments.id,
        patientName: appointments.patientName,
        patientEmail: appointments.patientEmail,
        reason: appointments.reason,
        status: appointments.status,
        familyMemberId: appointments.familyMemberId,
      })
      .from(appointments)
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(past)).toMatchObject({
      patientName: '[deleted]',
      patientEmail: null,
      reason: '',
      familyMemberId: null,
    })
    expect(byId.get(future)).toMatchObject({ patientName: '[deleted]', status: 'cancelled' })
  })
})
