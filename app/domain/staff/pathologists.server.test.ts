import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { labOrders } from '#app/db/schema/lab.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { insertLabOrder, insertLabUser } from '#tests/support/lab.ts'
import {
  getPathologistCredentials,
  removePathologistCredentials,
  savePathologistCredentials,
} from './pathologists.server.ts'

const admin = { userId: 'admin-1', ipAddress: '192.0.2.1' }

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

const auditOf = async (userId: string) =>
  (
    await getDb()
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.subjectId, userId))
      .orderBy(asc(auditLog.id))
  ).map((r) => [r.action, r.actor, r.details])

describeOnEachDatabase('a pathologist’s credentials', () => {
  it('saves, corrects and removes them, each change audited', async () => {
    const person = await insertLabUser('lab')
    expect(await getPathologistCredentials(person)).toBeNull()

    await savePathologistCredentials(
      person,
      { qualification: 'MBBS, MD (Pathology)', registrationNumber: 'UPMC 48213' },
      admin,
    )
    expect(await getPathologistCredentials(person)).toEqual({
      qualification: 'MBBS, MD (Pathology)',
      registrationNumber: 'UPMC 48213',
    })

    await savePathologistCredentials(
      person,
      { qualification: 'MBBS, DCP', registrationNumber: 'UPMC 48214' },
      admin,
    )
    expect(await getPathologistCredentials(person)).toEqual({
      qualification: 'MBBS, DCP',
      registrationNumber: 'UPMC 48214',
    })

    await removePathologistCredentials(person, admin)
    expect(await getPathologistCredentials(person)).toBeNull()
    // Removing what is not there changes nothing and records nothing.
    await removePathologistCredentials(person, admin)

    expect(await auditOf(person)).toEqual([
      [
        'lab.pathologist_saved',
        'admin-1',
        { qualification: 'MBBS, MD (Pathology)', registrationNumber: 'UPMC 48213', first: true },
      ],
      [
        'lab.pathologist_saved',
        'admin-1',
        { qualification: 'MBBS, DCP', registrationNumber: 'UPMC 48214', first: false },
      ],
      ['lab.pathologist_removed', 'admin-1', {}],
    ])
  })

  it('refuses credentials for an account that is not the laboratory’s', async () => {
    for (const role of ['staff', 'patient'] as const) {
      const person = await insertLabUser(role)
      const error = await refusal(
        savePathologistCredentials(
          person,
          { qualification: 'MBBS, MD (Pathology)', registrationNumber: 'UPMC 1' },
          admin,
        ),
      )
      expect(error.message).toBe('staff:people.pathologist.notLab')
      expect(await getPathologistCredentials(person)).toBeNull()
      expect(await auditOf(person)).toEqual([])
    }
    await refusal(
      savePathologistCredentials(
        randomUUID(),
        { qualification: 'MBBS', registrationNumber: 'UPMC 2' },
        admin,
      ),
    )
  })

  it('keeps the credentials printed on reports the pathologist verified', async () => {
    const person = await insertLabUser('lab', {
      qualification: 'MBBS, MD (Pathology)',
      registrationNumber: 'UPMC 3',
    })
    const order = await insertLabOrder()
    await getDb()
      .update(labOrders)
      .set({
        status: 'verified',
        sampleId: `S${randomUUID().slice(0, 8)}`,
        verifiedBy: person,
        pathologistName: 'Dr. Test Pathologist',
        pathologistRegistration: 'UPMC 9',
        verifiedAt: new Date(),
        verifyCode: randomUUID().slice(0, 10),
      })
      .where(eq(labOrders.id, order.id))
    const error = await refusal(removePathologistCredentials(person, admin))
    expect(error).toMatchObject({
      kind: 'conflict',
      message: 'staff:people.pathologist.hasReports',
    })
    expect(await getPathologistCredentials(person)).not.toBeNull()
  })
})
