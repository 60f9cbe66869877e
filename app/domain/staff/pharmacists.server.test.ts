import { asc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { checkOrder } from '#app/domain/pharmacy/workflow.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import {
  insertMedicineOrder,
  insertPharmacyUser,
  medicineOrderRow,
} from '#tests/support/medicine-orders.ts'
import {
  getPharmacistCredentials,
  removePharmacistCredentials,
  savePharmacistCredentials,
} from './pharmacists.server.ts'

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

describeOnEachDatabase('a pharmacist’s registration', () => {
  it('saves, corrects and removes it, each change audited; only then may the account check orders', async () => {
    const person = await insertPharmacyUser('pharmacist')
    expect(await getPharmacistCredentials(person.id)).toBeNull()
    const order = await insertMedicineOrder({
      requested: [{ slug: 'paracetamol-500-tablet', quantity: 1 }],
    })
    const list = [
      {
        slug: 'paracetamol-500-tablet',
        brand: '',
        quantity: 1,
        unitPriceInr: 20,
        substituteFor: null,
      },
    ]
    await refusal(checkOrder(order.id, list, '', { userId: person.id, ipAddress: null }))

    await savePharmacistCredentials(
      person.id,
      { qualification: 'D.Pharm', registrationNumber: 'UPSPC 1' },
      admin,
    )
    await savePharmacistCredentials(
      person.id,
      { qualification: 'B.Pharm', registrationNumber: 'UPSPC 2' },
      admin,
    )
    expect(await getPharmacistCredentials(person.id)).toEqual({
      qualification: 'B.Pharm',
      registrationNumber: 'UPSPC 2',
    })
    await removePharmacistCredentials(person.id, admin)
    expect(await getPharmacistCredentials(person.id)).toBeNull()
    expect(await auditOf(person.id)).toEqual([
      [
        'pharmacy.pharmacist_saved',
        'admin-1',
        { qualification: 'D.Pharm', registrationNumber: 'UPSPC 1', first: true },
      ],
      [
        'pharmacy.pharmacist_saved',
        'admin-1',
        { qualification: 'B.Pharm', registrationNumber: 'UPSPC 2', first: false },
      ],
      ['pharmacy.pharmacist_removed', 'admin-1', {}],
    ])

    // Taken away after checking an order: the order keeps the registration it was checked under,
    // and the account checks no more.
    await savePharmacistCredentials(
      person.id,
      { qualification: 'B.Pharm', registrationNumber: 'UPSPC 2' },
      admin,
    )
    await checkOrder(order.id, list, '', { userId: person.id, ipAddress: null })
    await removePharmacistCredentials(person.id, admin)
    expect(await getPharmacistCredentials(person.id)).toBeNull()
    expect(await medicineOrderRow(order.id)).toMatchObject({
      pharmacistRegistration: 'UPSPC 2',
      checkedBy: null,
    })
  })

  it('refuses a registration for an account that is not a pharmacist’s', async () => {
    for (const role of ['staff', 'lab'] as const) {
      const person = await insertPharmacyUser(role)
      const error = await refusal(
        savePharmacistCredentials(
          person.id,
          { qualification: 'B.Pharm', registrationNumber: 'UPSPC 3' },
          admin,
        ),
      )
      expect(error.message).toBe('pharmacyStaff:people.notPharmacist')
      expect(await getPharmacistCredentials(person.id)).toBeNull()
    }
  })
})
