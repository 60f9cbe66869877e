import { expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { addFamilyMember } from '#app/domain/family/family.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { listAccounts } from './people.server.ts'

describeOnEachDatabase('finding a patient by mobile number', () => {
  it('finds the account by its number or a family member’s, typed in any form', async () => {
    await getDb()
      .insert(user)
      .values([
        { id: 'by-phone', name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+919876543210' },
        { id: 'by-sign-in', name: 'Gita Rani', email: null, phoneNumber: '+919811122233' },
        { id: 'by-member', name: 'Meena Devi', email: 'meena@example.com', phone: '+919800000000' },
        { id: 'no-match', name: 'Mohan Lal', email: 'mohan@example.com', phone: '+919700000000' },
        {
          id: 'a-doctor',
          name: 'Dr Phone',
          email: 'dr@example.com',
          phone: '+919876543210',
          role: 'doctor',
        },
      ])
    await addFamilyMember(
      'by-member',
      { name: 'Asha Kumari', relation: 'child', sex: 'female', age: 12, phone: '+919123456789' },
      { userId: 'by-member', ipAddress: null },
    )
    const ids = async (q: string, role: 'patient' | null = 'patient') =>
      (await listAccounts({ q, role })).rows.map((row) => row.id).sort()

    for (const typed of ['+91 98765 43210', '098765 43210', '9876543210', '91-98765-43210'])
      expect(await ids(typed), typed).toEqual(['by-phone'])
    expect(await ids('9811122233')).toEqual(['by-sign-in'])
    expect(await ids('+91 91234 56789')).toEqual(['by-member'])
    // Staff see patients only; the admin's search finds any role.
    expect(await ids('9876543210', null)).toEqual(['a-doctor', 'by-phone'])
    // Names and e-mail addresses are searched as before.
    expect(await ids('meena')).toEqual(['by-member'])
    expect(await ids('12345')).toEqual([])
  })

  it('finds the account by an ABHA number in any grouping or an ABHA address, its own or a member’s', async () => {
    await getDb()
      .insert(user)
      .values([
        {
          id: 'abha-own',
          name: 'Suresh Yadav',
          email: 'suresh@example.com',
          abhaNumber: '91123456789012',
          abhaAddress: 'suresh.yadav@abdm',
        },
        { id: 'abha-member', name: 'Kamla Devi', email: 'kamla@example.com' },
        { id: 'abha-none', name: 'Abha Sharma', email: 'abha.sharma@example.com' },
      ])
    await addFamilyMember(
      'abha-member',
      {
        name: 'Rohan Devi',
        relation: 'child',
        sex: 'male',
        age: 6,
        abhaNumber: '14000000000077',
        abhaAddress: 'rohan_2019@abdm',
      },
      { userId: 'abha-member', ipAddress: null },
    )
    const ids = async (q: string) =>
      (await listAccounts({ q, role: 'patient' })).rows.map((row) => row.id).sort()

    for (const typed of ['91-1234-5678-9012', '91 1234 5678 9012', '91123456789012'])
      expect(await ids(typed), typed).toEqual(['abha-own'])
    for (const typed of ['suresh.yadav@abdm', 'Suresh.Yadav@ABDM', ' suresh.yadav@abdm '])
      expect(await ids(typed), typed).toEqual(['abha-own'])
    expect(await ids('14-0000-0000-0077')).toEqual(['abha-member'])
    expect(await ids('rohan_2019@abdm')).toEqual(['abha-member'])
    // Part of a number or address is not a match; a name is still searched as a name.
    expect(await ids('9112345678')).toEqual([])
    expect(await ids('suresh.yadav@sbx')).toEqual([])
    expect(await ids('abha')).toEqual(['abha-none'])
  })
})
