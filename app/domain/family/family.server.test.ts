import { parseWithZod } from '@conform-to/zod/v4'
import { and, eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { familyMembers, MAX_FAMILY_MEMBERS } from '#app/db/schema/family.ts'
import { addDays, clinicToday } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { FamilyMemberSchema } from './family-schemas.ts'
import {
  addFamilyMember,
  FamilyFullError,
  FamilyMemberNotFoundError,
  findFamilyMember,
  listFamilyMembers,
  removeFamilyMember,
  updateFamilyMember,
} from './family.server.ts'

const holder = { userId: 'holder-1', ipAddress: '192.0.2.7' }
const other = { userId: 'holder-2', ipAddress: null }

function form(values: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries(values)) formData.set(key, value)
  return parseWithZod(formData, { schema: FamilyMemberSchema })
}

const asha = { name: 'Asha Kumari', relation: 'child', sex: 'female', age: '7' } as const

function valid(values: Record<string, string>) {
  const submission = form(values)
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error))
  return submission.value
}

describeOnEachDatabase('family members', () => {
  beforeEach(async () => {
    await getDb().delete(familyMembers)
    await getDb().delete(user)
    await getDb()
      .insert(user)
      .values([
        { id: holder.userId, name: 'Ravi Kumar', email: 'ravi@example.com' },
        { id: other.userId, name: 'Meena Devi', email: 'meena@example.com' },
      ])
  })

  it('adds a member by age (kept as the year of birth) and shows the age, with an audit row', async () => {
    const today = '2026-05-10'
    const id = await addFamilyMember(
      holder.userId,
      valid({ ...asha, phone: '+91 98765 43210' }),
      holder,
      today,
    )
    const [row] = await getDb().select().from(familyMembers).where(eq(familyMembers.id, id))
    expect(row).toMatchObject({
      accountUserId: holder.userId,
      name: 'Asha Kumari',
      relation: 'child',
      sex: 'female',
      dateOfBirth: null,
      birthYear: 2019,
      phone: '+919876543210',
    })
    expect(await listFamilyMembers(holder.userId, today)).toEqual([
      expect.objectContaining({ id, age: 7 }),
    ])
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'family_member.added'), eq(auditLog.subjectId, id)))
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: holder.userId,
        subjectType: 'family_member',
        ipAddress: '192.0.2.7',
      }),
    ])
  })

  it('keeps a date of birth exactly (no year) and changes it to an age', async () => {
    const id = await addFamilyMember(
      holder.userId,
      valid({ name: 'Kamla Devi', relation: 'parent', sex: 'female', dateOfBirth: '1956-08-15' }),
      holder,
      '2026-05-10',
    )
    expect(await findFamilyMember(holder.userId, id, '2026-05-10')).toMatchObject({
      dateOfBirth: '1956-08-15',
      birthYear: null,
      age: 69,
    })
    await updateFamilyMember(
      holder.userId,
      id,
      valid({ name: 'Kamla Devi', relation: 'parent', sex: 'female', age: '70' }),
      holder,
      '2026-05-10',
    )
    expect(await findFamilyMember(holder.userId, id, '2026-05-10')).toMatchObject({
      dateOfBirth: null,
      birthYear: 1956,
      age: 70,
      phone: null,
    })
  })

  it('never shows, changes or removes another account’s member', async () => {
    const id = await addFamilyMember(holder.userId, valid(asha), holder)
    expect(await findFamilyMember(other.userId, id)).toBeNull()
    expect(await findFamilyMember(holder.userId, 'not-a-uuid')).toBeNull()
    expect(await listFamilyMembers(other.userId)).toEqual([])
    await expect(
      updateFamilyMember(other.userId, id, valid({ ...asha, name: 'Someone Else' }), other),
    ).rejects.toBeInstanceOf(FamilyMemberNotFoundError)
    await expect(removeFamilyMember(other.userId, id, other)).rejects.toBeInstanceOf(
      FamilyMemberNotFoundError,
    )
    await expect(removeFamilyMember(holder.userId, 'x', holder)).rejects.toMatchObject({
      kind: 'not-found',
    })
    expect(await findFamilyMember(holder.userId, id)).toMatchObject({ name: 'Asha Kumari' })
  })

  it('refuses the eleventh member, also when several are added at once', async () => {
    await Promise.all(
      Array.from({ length: MAX_FAMILY_MEMBERS + 3 }, (_, i) =>
        addFamilyMember(holder.userId, valid({ ...asha, name: `Child ${i + 1}` }), holder).catch(
          (error: unknown) => error,
        ),
      ),
    )
    expect(await listFamilyMembers(holder.userId)).toHaveLength(MAX_FAMILY_MEMBERS)
    await expect(addFamilyMember(holder.userId, valid(asha), holder)).rejects.toBeInstanceOf(
      FamilyFullError,
    )
    // Another account is not affected by this one's limit.
    await addFamilyMember(other.userId, valid(asha), other)
  })

  it('removes a member with an audit row', async () => {
    const id = await addFamilyMember(holder.userId, valid(asha), holder)
    await removeFamilyMember(holder.userId, id, holder)
    expect(await listFamilyMembers(holder.userId)).toEqual([])
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'family_member.removed'), eq(auditLog.subjectId, id)))
    expect(audit?.actorUserId).toBe(holder.userId)
  })

  it('answers bad details next to their fields', () => {
    const errors = (values: Record<string, string>) => {
      const submission = form(values)
      return submission.status === 'success' ? {} : (submission.error ?? {})
    }
    const tomorrow = addDays(clinicToday(), 1)
    expect(errors({ ...asha, age: '', dateOfBirth: tomorrow }).dateOfBirth).toEqual([
      'family:errors.dateOfBirthFuture',
    ])
    expect(errors({ ...asha, age: '' }).dateOfBirth).toEqual(['family:errors.birthRequired'])
    expect(errors({ ...asha, age: '121' }).age).toEqual(['family:errors.tooOld'])
    expect(errors({ ...asha, age: 'seven' }).age).toEqual(['family:errors.ageInvalid'])
    expect(errors({ ...asha, age: '-3' }).age).toEqual(['family:errors.ageInvalid'])
    expect(errors({ ...asha, age: '', dateOfBirth: '1890-01-01' }).dateOfBirth).toEqual([
      'family:errors.tooOld',
    ])
    expect(errors({ ...asha, age: '', dateOfBirth: '2020-02-30' }).dateOfBirth).toEqual([
      'family:errors.dateOfBirthInvalid',
    ])
    expect(errors({ ...asha, phone: '12345' }).phone).toEqual(['common:field.phoneInvalid'])
    expect(errors({ ...asha, relation: 'cousin' }).relation).toEqual(['family:errors.relation'])
    expect(errors({ ...asha, sex: '' }).sex).toEqual(['family:errors.sex'])
    expect(valid({ ...asha, phone: '098765 43210' }).phone).toBe('+919876543210')
  })
  it('keeps a member’s own ABHA number and address, and clears them when left empty', async () => {
    const id = await addFamilyMember(
      holder.userId,
      valid({ ...asha, abhaNumber: '12-3456-7890-1234', abhaAddress: 'Asha.Kumari@sbx' }),
      holder,
    )
    expect(await findFamilyMember(holder.userId, id)).toMatchObject({
      abhaNumber: '12345678901234',
      abhaAddress: 'asha.kumari@sbx',
    })
    await updateFamilyMember(
      holder.userId,
      id,
      valid({ ...asha, abhaNumber: '', abhaAddress: '' }),
      holder,
    )
    expect(await findFamilyMember(holder.userId, id)).toMatchObject({
      abhaNumber: null,
      abhaAddress: null,
    })
  })

  it('refuses a malformed ABHA number or address next to its field', () => {
    const submission = form({ ...asha, abhaNumber: '91-1234-5678', abhaAddress: 'asha@gmail.com' })
    expect(submission.status === 'error' && submission.error).toMatchObject({
      abhaNumber: ['abha:numberInvalid'],
      abhaAddress: ['abha:addressSuffix'],
    })
  })
})
