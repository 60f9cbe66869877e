import { parseWithZod } from '@conform-to/zod/v4'
import { and, eq } from 'drizzle-orm'
import { beforeEach, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { AccountAbhaSchema } from './abha-schema.ts'
import { saveAccountAbha } from './account-abha.server.ts'
import { getProfile } from './account-data.server.ts'

const holderId = 'abha-account'

function valid(values: Record<string, string>) {
  const formData = new FormData()
  for (const [key, value] of Object.entries({ intent: 'abha', ...values })) formData.set(key, value)
  const submission = parseWithZod(formData, { schema: AccountAbhaSchema })
  if (submission.status !== 'success') throw new Error(JSON.stringify(submission.error))
  return submission.value
}

describeOnEachDatabase('the account’s ABHA number and address', () => {
  beforeEach(async () => {
    await getDb().delete(user).where(eq(user.id, holderId))
    await getDb()
      .insert(user)
      .values({ id: holderId, name: 'Ravi Kumar', email: 'abha@example.com' })
  })

  it('keeps what the form gives, then clears either when left empty; audited without values', async () => {
    await saveAccountAbha(
      holderId,
      valid({ abhaNumber: '91 1234 5678 9012', abhaAddress: 'Ravi.Kumar@ABDM' }),
      '192.0.2.7',
    )
    expect(await getProfile(holderId)).toMatchObject({
      abhaNumber: '91123456789012',
      abhaAddress: 'ravi.kumar@abdm',
    })
    await saveAccountAbha(holderId, valid({ abhaNumber: '', abhaAddress: 'ravi.kumar@abdm' }), null)
    expect(await getProfile(holderId)).toMatchObject({
      abhaNumber: null,
      abhaAddress: 'ravi.kumar@abdm',
    })
    await saveAccountAbha(holderId, valid({}), null)
    expect(await getProfile(holderId)).toMatchObject({ abhaNumber: null, abhaAddress: null })

    const audits = await getDb()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.updated'), eq(auditLog.subjectId, holderId)))
      .orderBy(auditLog.id)
    expect(audits.map((row) => row.details)).toEqual([
      { abhaNumber: 'set', abhaAddress: 'set' },
      { abhaNumber: 'removed', abhaAddress: 'unchanged' },
      { abhaNumber: 'unchanged', abhaAddress: 'removed' },
    ])
    expect(JSON.stringify(audits)).not.toContain('9012')
  })
})
