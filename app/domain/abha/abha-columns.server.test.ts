import { eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { familyMembers } from '#app/db/schema/family.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { normalizeAbhaAddress } from './abha-values.ts'

// The database's own guard (CHECK constraints in drizzle/0031_abha.sql) keeps the stored form
// even when a write skips the schemas, and agrees with them on what it accepts.

const holderId = 'abha-holder'

async function setOnUser(values: { abhaNumber?: string | null; abhaAddress?: string | null }) {
  await getDb().update(user).set(values).where(eq(user.id, holderId))
}

async function setOnMember(values: { abhaNumber?: string | null; abhaAddress?: string | null }) {
  await getDb().update(familyMembers).set(values).where(eq(familyMembers.accountUserId, holderId))
}

/** The constraint a failed write names (drivers wrap the database's error differently). */
async function refusedBy(write: Promise<unknown>): Promise<string | undefined> {
  const error: unknown = await write.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error, 'the write was refused').toBeTruthy()
  const { cause } = error as { cause?: { constraint?: string } }
  return (error as { constraint?: string }).constraint ?? cause?.constraint
}

describeOnEachDatabase('ABHA columns', () => {
  beforeEach(async () => {
    await getDb().delete(user).where(eq(user.id, holderId))
    await getDb()
      .insert(user)
      .values({ id: holderId, name: 'Ravi Kumar', email: 'abha@example.com' })
    await getDb().insert(familyMembers).values({
      accountUserId: holderId,
      name: 'Asha Kumari',
      relation: 'child',
      sex: 'female',
      birthYear: 2019,
    })
  })

  it('keeps the stored forms and null on the account and on a family member', async () => {
    await setOnUser({ abhaNumber: '91123456789012', abhaAddress: 'ravi.kumar_90@abdm' })
    await setOnMember({ abhaNumber: '12345678901234', abhaAddress: 'asha.kumari@sbx' })
    const [account] = await getDb()
      .select({ number: user.abhaNumber, address: user.abhaAddress })
      .from(user)
      .where(eq(user.id, holderId))
    expect(account).toEqual({ number: '91123456789012', address: 'ravi.kumar_90@abdm' })
    await setOnUser({ abhaNumber: null, abhaAddress: null })
    await setOnMember({ abhaNumber: null, abhaAddress: null })
    const [member] = await getDb()
      .select({ number: familyMembers.abhaNumber, address: familyMembers.abhaAddress })
      .from(familyMembers)
      .where(eq(familyMembers.accountUserId, holderId))
    expect(member).toEqual({ number: null, address: null })
  })

  it.each(['91-1234-5678-9012', '9112345678901', '91 1234 5678 9012'])(
    'refuses the ABHA number %j in any other form than 14 digits',
    async (value) => {
      expect(await refusedBy(setOnUser({ abhaNumber: value }))).toBe('user_abha_number_form')
      expect(await refusedBy(setOnMember({ abhaNumber: value }))).toBe(
        'family_members_abha_number_form',
      )
    },
  )

  it.each([
    'Ravi.Kumar@abdm',
    'ravikumar',
    'ravi@abdm',
    'ravi.kumar.90@abdm',
    'ravi_kumar_90@abdm',
    '.ravikumar@abdm',
    'ravikumar_@abdm',
    'ravi-kumar@abdm',
    'ravikumar@gmail.com',
  ])('refuses the ABHA address %j, as the schema does', async (value) => {
    expect(normalizeAbhaAddress(value) === value).toBe(false)
    expect(await refusedBy(setOnUser({ abhaAddress: value }))).toBe('user_abha_address_form')
    expect(await refusedBy(setOnMember({ abhaAddress: value }))).toBe(
      'family_members_abha_address_form',
    )
  })
})
