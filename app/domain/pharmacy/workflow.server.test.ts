import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { medicineOrderEvents, medicineOrderLines } from '#app/db/schema/pharmacy.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import {
  insertMedicineOrder,
  insertPharmacyUser,
  medicineOrderRow,
} from '#tests/support/medicine-orders.ts'
import { type CheckedLine } from './medicines.ts'
import {
  cancelByPharmacy,
  CheckedListError,
  checkOrder,
  handOver,
  markPacked,
  readyForPickup,
  rejectOrder,
  sendOut,
} from './workflow.server.ts'

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

async function messagesTo(to: string) {
  return getDb()
    .select({ kind: mailOutbox.kind, channel: mailOutbox.channel, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.createdAt))
}

async function linesOf(orderId: string) {
  return getDb()
    .select({
      position: medicineOrderLines.position,
      slug: medicineOrderLines.slug,
      brand: medicineOrderLines.brand,
      quantity: medicineOrderLines.quantity,
      unitPriceInr: medicineOrderLines.unitPriceInr,
      mrpInr: medicineOrderLines.mrpInr,
      substituteForSlug: medicineOrderLines.substituteForSlug,
    })
    .from(medicineOrderLines)
    .where(eq(medicineOrderLines.orderId, orderId))
    .orderBy(asc(medicineOrderLines.position))
}

const line = (o: Partial<CheckedLine> & { slug: string }): CheckedLine => ({
  brand: '',
  quantity: 1,
  unitPriceInr: 20,
  substituteFor: null,
  ...o,
})

const PARACETAMOL = 'paracetamol-500-tablet' // OTC, MRP ₹20
const PARACETAMOL_650 = 'paracetamol-650-tablet' // Schedule H, MRP ₹34
const AMOXYCILLIN = 'amoxycillin-500-capsule' // Schedule H1, MRP ₹92

describeOnEachDatabase('the pharmacy’s steps', () => {
  let pharmacist: { id: string; name: string }
  let colleague: { id: string; name: string }
  let staff: { id: string; name: string }
  let unregistered: { id: string; name: string }
  const as = (userId: string) => ({ userId, ipAddress: '192.0.2.7' })

  beforeAll(async () => {
    pharmacist = await insertPharmacyUser('pharmacist', {
      qualification: 'B.Pharm',
      registrationNumber: 'UPSPC 1001',
    })
    colleague = await insertPharmacyUser('pharmacist', {
      qualification: 'D.Pharm',
      registrationNumber: 'UPSPC 1002',
    })
    staff = await insertPharmacyUser('staff')
    unregistered = await insertPharmacyUser('pharmacist')
  })

  it('confirms a cart checked as asked, recording the pharmacist, and takes it to the door', async () => {
    const order = await insertMedicineOrder({
      requested: [{ slug: PARACETAMOL, quantity: 2 }],
      email: 'patient@example.com',
    })
    const status = await checkOrder(
      order.id,
      [line({ slug: PARACETAMOL, quantity: 2, unitPriceInr: 18 })],
      'Take after food.',
      as(pharmacist.id),
    )
    expect(status).toBe('confirmed')
    expect(await medicineOrderRow(order.id)).toMatchObject({
      status: 'confirmed',
      totalInr: 36,
      checkedBy: pharmacist.id,
      pharmacistName: pharmacist.name,
      pharmacistRegistration: 'UPSPC 1001',
      pharmacistNote: 'Take after food.',
    })
    expect(await linesOf(order.id)).toEqual([
      {
        position: 0,
        slug: PARACETAMOL,
        brand: '',
        quantity: 2,
        unitPriceInr: 18,
        mrpInr: 20,
        substituteForSlug: null,
      },
    ])

    await markPacked(order.id, as(staff.id))
    await sendOut(order.id, as(staff.id))
    await handOver(order.id, { paidInr: 36, method: 'upi' }, as(staff.id))
    expect(await medicineOrderRow(order.id)).toMatchObject({
      status: 'delivered',
      paidInr: 36,
      paidBy: 'upi',
    })

    const sms = await messagesTo(order.phone)
    expect(sms.map((m) => [m.kind, m.channel])).toEqual([
      ['pharmacy.confirmed', 'sms'],
      ['pharmacy.packed', 'sms'],
      ['pharmacy.out_for_delivery', 'sms'],
      ['pharmacy.delivered', 'sms'],
    ])
    expect(sms[0]!.text).toContain(order.number)
    expect(sms[0]!.text).toContain(`/medicines/orders/${order.token}`)
    expect((await messagesTo('patient@example.com')).map((m) => m.kind)).toEqual([
      'pharmacy.confirmed',
      'pharmacy.packed',
      'pharmacy.out_for_delivery',
      'pharmacy.delivered',
    ])

    const events = await getDb()
      .select({
        status: medicineOrderEvents.status,
        name: medicineOrderEvents.actorName,
        registration: medicineOrderEvents.actorRegistration,
        note: medicineOrderEvents.note,
      })
      .from(medicineOrderEvents)
      .where(eq(medicineOrderEvents.orderId, order.id))
      .orderBy(asc(medicineOrderEvents.at))
    expect(events).toEqual([
      {
        status: 'confirmed',
        name: pharmacist.name,
        registration: 'UPSPC 1001',
        note: 'Take after food.',
      },
      { status: 'packed', name: staff.name, registration: null, note: '' },
      { status: 'out_for_delivery', name: staff.name, registration: null, note: '' },
      { status: 'delivered', name: staff.name, registration: null, note: '₹36 UPI' },
    ])

    const audit = await getDb()
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'medicine_order'), eq(auditLog.subjectId, order.id)))
      .orderBy(asc(auditLog.id))
    expect(audit.map((a) => a.action)).toEqual([
      'pharmacy.checked',
      'pharmacy.packed',
      'pharmacy.out_for_delivery',
      'pharmacy.handed_over',
    ])
    expect(audit[0]).toMatchObject({
      actor: pharmacist.id,
      details: {
        number: order.number,
        by: pharmacist.name,
        registration: 'UPSPC 1001',
        from: 'submitted',
        to: 'confirmed',
        totalInr: 36,
      },
    })
  })

  it('lets only a pharmacist with a registration on file check or turn down an order', async () => {
    const order = await insertMedicineOrder({ requested: [{ slug: PARACETAMOL, quantity: 1 }] })
    const list = [line({ slug: PARACETAMOL })]
    for (const who of [staff.id, unregistered.id]) {
      expect((await refusal(checkOrder(order.id, list, '', as(who)))).kind).toBe('forbidden')
      expect((await refusal(rejectOrder(order.id, 'illegible', '', as(who)))).kind).toBe(
        'forbidden',
      )
    }
    const lab = await insertPharmacyUser('lab')
    expect((await refusal(markPacked(order.id, as(lab.id)))).kind).toBe('forbidden')
    expect((await medicineOrderRow(order.id)).status).toBe('submitted')
    expect(await messagesTo(order.phone)).toEqual([])
  })

  it('refuses a price above the MRP, a substitute of another composition and a doubtful brand, each on its field', async () => {
    const order = await insertMedicineOrder({ requested: [{ slug: PARACETAMOL, quantity: 1 }] })
    const error = await refusal(
      checkOrder(
        order.id,
        [
          line({ slug: PARACETAMOL, unitPriceInr: 21 }),
          line({
            slug: PARACETAMOL_650,
            unitPriceInr: 34,
            substituteFor: { slug: PARACETAMOL, brand: '' },
          }),
          line({ slug: AMOXYCILLIN, brand: 'Calpol 500', unitPriceInr: 92 }),
          line({ slug: 'no-such-medicine' }),
        ],
        '',
        as(pharmacist.id),
      ),
    )
    expect(error).toBeInstanceOf(CheckedListError)
    expect(error.field).toBe('lines[0].price')
    expect(error.values).toEqual({ mrp: 20 })
    expect(Object.keys((error as CheckedListError).refusals)).toEqual([
      'lines[0].price',
      'lines[1].for',
      'lines[2].brand',
      'lines[3].slug',
    ])
    expect((error as CheckedListError).refusals['lines[1].for']!.ref).toBe(
      'pharmacyStaff:check.error.differentComposition',
    )
    // Nothing changed: the patient's line is still there, the order still new.
    expect((await medicineOrderRow(order.id)).status).toBe('submitted')
    expect((await linesOf(order.id)).map((l) => l.unitPriceInr)).toEqual([20])
  })

  it('refuses a prescription-only medicine on an order without a prescription', async () => {
    const order = await insertMedicineOrder({ requested: [{ slug: PARACETAMOL, quantity: 1 }] })
    const error = await refusal(
      checkOrder(
        order.id,
        [line({ slug: PARACETAMOL }), line({ slug: AMOXYCILLIN, unitPriceInr: 92 })],
        '',
        as(pharmacist.id),
      ),
    )
    expect(error.field).toBe('lines[1].slug')
    expect(error.message).toBe('pharmacyStaff:check.error.prescriptionNeeded')
    expect(await refusal(checkOrder(order.id, [], '', as(pharmacist.id)))).toMatchObject({
      field: 'lines',
    })
  })

  it('asks the patient to agree to a list read from a prescription photo, or with a substitute', async () => {
    const upload = await insertMedicineOrder({ pages: 1 })
    const status = await checkOrder(
      upload.id,
      [line({ slug: AMOXYCILLIN, quantity: 2, unitPriceInr: 90, brand: 'Mox 500' })],
      '',
      as(pharmacist.id),
    )
    expect(status).toBe('awaiting_patient')
    expect(await medicineOrderRow(upload.id)).toMatchObject({
      status: 'awaiting_patient',
      totalInr: 180,
    })
    expect((await messagesTo(upload.phone)).map((m) => m.kind)).toEqual([
      'pharmacy.awaiting_patient',
    ])
    // Waiting for the patient: nothing to pack yet.
    await refusal(markPacked(upload.id, as(pharmacist.id)))

    const cart = await insertMedicineOrder({ requested: [{ slug: PARACETAMOL, quantity: 1 }] })
    expect(
      await checkOrder(
        cart.id,
        [
          line({
            slug: PARACETAMOL,
            brand: 'Calpol 500',
            substituteFor: { slug: PARACETAMOL, brand: '' },
          }),
        ],
        '',
        as(pharmacist.id),
      ),
    ).toBe('awaiting_patient')
    expect((await linesOf(cart.id))[0]).toMatchObject({
      brand: 'Calpol 500',
      substituteForSlug: PARACETAMOL,
    })
  })

  it('refuses steps out of order and in the wrong mode, and a hand-over short of the total without a note', async () => {
    const order = await insertMedicineOrder({
      mode: 'pickup',
      requested: [{ slug: PARACETAMOL, quantity: 3 }],
    })
    await refusal(markPacked(order.id, as(staff.id)))
    await refusal(handOver(order.id, { paidInr: 60, method: 'cash' }, as(staff.id)))
    await refusal(cancelByPharmacy(order.id, 'Not collected in 7 days', as(staff.id)))
    await checkOrder(order.id, [line({ slug: PARACETAMOL, quantity: 3 })], '', as(pharmacist.id))
    await refusal(readyForPickup(order.id, as(staff.id)))
    await markPacked(order.id, as(staff.id))
    await refusal(markPacked(order.id, as(staff.id)))
    expect((await refusal(sendOut(order.id, as(staff.id)))).kind).toBe('invalid')
    await readyForPickup(order.id, as(staff.id))
    const short = await refusal(handOver(order.id, { paidInr: 40, method: 'cash' }, as(staff.id)))
    expect(short).toMatchObject({ field: 'note', values: { paid: 40, total: 60 } })
    // Never more than the total, note or not.
    const above = await refusal(
      handOver(order.id, { paidInr: 61, method: 'cash', note: 'Tip' }, as(staff.id)),
    )
    expect(above).toMatchObject({ field: 'paidInr', values: { total: 60 } })
    // A cancel from a page that showed another status changes nothing.
    await refusal(cancelByPharmacy(order.id, 'Not collected', as(staff.id), 'packed'))
    await handOver(
      order.id,
      { paidInr: 40, method: 'cash', note: 'Took two strips only' },
      as(pharmacist.id),
    )
    expect(await medicineOrderRow(order.id)).toMatchObject({ status: 'collected', paidInr: 40 })
    await refusal(rejectOrder(order.id, 'expired', '', as(pharmacist.id)))
    await refusal(cancelByPharmacy(order.id, 'Too late', as(staff.id)))
  })

  it('turns an order down with its reason, and lets the pharmacy cancel a checked one', async () => {
    const order = await insertMedicineOrder({ pages: 1 })
    await rejectOrder(order.id, 'illegible', 'The dose is not readable.', as(pharmacist.id))
    expect(await medicineOrderRow(order.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'illegible',
      pharmacistNote: 'The dose is not readable.',
      pharmacistRegistration: 'UPSPC 1001',
    })
    const [sms] = await messagesTo(order.phone)
    expect(sms).toMatchObject({ kind: 'pharmacy.rejected', channel: 'sms' })
    expect(sms!.text).toContain('The dose is not readable.')

    const later = await insertMedicineOrder({ requested: [{ slug: PARACETAMOL, quantity: 1 }] })
    await checkOrder(later.id, [line({ slug: PARACETAMOL })], '', as(pharmacist.id))
    await markPacked(later.id, as(staff.id))
    await sendOut(later.id, as(staff.id))
    expect((await refusal(cancelByPharmacy(later.id, ' ', as(staff.id)))).field).toBe('reason')
    await cancelByPharmacy(later.id, 'Nobody at home twice', as(staff.id))
    expect(await medicineOrderRow(later.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Nobody at home twice',
    })
    const kinds = (await messagesTo(later.phone)).map((m) => m.kind)
    expect(kinds.at(-1)).toBe('pharmacy.cancelled')
  })

  it('lets one of two pharmacists checking at once write the list', async () => {
    const order = await insertMedicineOrder({ requested: [{ slug: PARACETAMOL, quantity: 1 }] })
    const outcomes = await Promise.allSettled([
      checkOrder(order.id, [line({ slug: PARACETAMOL, quantity: 1 })], '', as(pharmacist.id)),
      checkOrder(
        order.id,
        [line({ slug: PARACETAMOL, quantity: 1, unitPriceInr: 15 })],
        '',
        as(colleague.id),
      ),
    ])
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected'])
    const lost = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult
    expect((lost.reason as DomainError).kind).toBe('conflict')
    expect(await linesOf(order.id)).toHaveLength(1)
    const events = await getDb()
      .select({ id: medicineOrderEvents.id })
      .from(medicineOrderEvents)
      .where(eq(medicineOrderEvents.orderId, order.id))
    expect(events).toHaveLength(1)
    expect(await messagesTo(order.phone)).toHaveLength(1)
  })
})
