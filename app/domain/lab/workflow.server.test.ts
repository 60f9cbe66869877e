import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { labCollectionWindows, labOrderEvents, labOrders, labResults } from '#app/db/schema/lab.ts'
import { mailOutbox } from '#app/db/schema/mail.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { insertLabOrder, insertLabUser, labOrderRow } from '#tests/support/lab.ts'
import {
  assignCollector,
  cancelByStaff,
  completeResults,
  markCollected,
  markReceived,
  recordPayment,
  rejectSample,
  releaseReport,
  resultField,
  sampleIdFor,
  saveResults,
  verifyResults,
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

async function windowBooked(day: string, window: string) {
  const [row] = await getDb()
    .select({ booked: labCollectionWindows.booked })
    .from(labCollectionWindows)
    .where(
      and(
        eq(labCollectionWindows.area, 'haidergarh'),
        eq(labCollectionWindows.day, day),
        eq(labCollectionWindows.window, window),
      ),
    )
  return row?.booked ?? 0
}

const FULL_HBA1C = { [resultField('hba1c', 'HBA1C')]: '6.1' }

describeOnEachDatabase('the laboratory’s steps', () => {
  let collector: string
  let technician: string
  let pathologist: string
  let secondPathologist: string
  const as = (userId: string) => ({ userId, ipAddress: '192.0.2.9' })

  beforeAll(async () => {
    collector = await insertLabUser('lab')
    technician = await insertLabUser('lab')
    pathologist = await insertLabUser('lab', {
      qualification: 'MBBS, MD (Pathology)',
      registrationNumber: 'UPMC 1',
    })
    secondPathologist = await insertLabUser('lab', {
      qualification: 'MBBS, DCP',
      registrationNumber: 'UPMC 2',
    })
  })

  /** A home collection of an HbA1c taken up to `received`. */
  async function receivedOrder(items = [{ kind: 'test' as const, slug: 'hba1c' }], email?: string) {
    const order = await insertLabOrder({ items, email: email ?? null })
    await assignCollector(order.id, { from: 'booked', collectorUserId: collector }, as(collector))
    await markCollected(order.id, as(collector))
    await markReceived(order.id, as(technician))
    return order
  }

  it('takes a home collection from booking to the released report, texting the order link', async () => {
    const order = await receivedOrder(undefined, 'patient@example.com')
    expect(await saveResults(order.id, FULL_HBA1C, as(technician))).toEqual({ ok: true, saved: 2 })
    await completeResults(order.id, as(technician))
    await verifyResults(
      order.id,
      { criticalChecked: false, criticalNote: '', remarks: 'Prediabetes range.' },
      as(pathologist),
    )
    await releaseReport(order.id, as(technician))
    const row = await labOrderRow(order.id)
    expect(row).toMatchObject({
      status: 'released',
      verifiedBy: pathologist,
      remarks: 'Prediabetes range.',
    })
    expect(row.verifyCode).toMatch(/^[A-Z2-9]{10}$/)
    expect(row.sampleId).toBe(sampleIdFor(order.number, clinicToday()))

    const results = await getDb()
      .select()
      .from(labResults)
      .where(eq(labResults.orderId, order.id))
      .orderBy(asc(labResults.analyteCode))
    // The estimated average glucose is worked out: 28.7 × 6.1 − 46.7 = 128.4.
    expect(results.map((r) => [r.analyteCode, r.value, r.unit, r.range, r.flag])).toEqual([
      ['EAG', '128', 'mg/dL', '≤ 116', 'high'],
      ['HBA1C', '6.1', '%', '≤ 5.6', 'high'],
    ])

    const sent = await messagesTo(order.phone)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ kind: 'lab.released', channel: 'sms' })
    expect(sent[0]!.text).toContain(order.number)
    expect(sent[0]!.text).toContain(`/lab-tests/orders/${order.token}`)
    const mail = await messagesTo('patient@example.com')
    expect(mail).toHaveLength(1)
    expect(mail[0]!.text).toContain(`/lab-tests/orders/${order.token}`)

    const events = await getDb()
      .select({ status: labOrderEvents.status })
      .from(labOrderEvents)
      .where(eq(labOrderEvents.orderId, order.id))
      .orderBy(asc(labOrderEvents.at))
    expect(events.map((e) => e.status)).toEqual([
      'collector_assigned',
      'collected',
      'received',
      null,
      'results_entered',
      'verified',
      'released',
    ])
    const audit = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'lab_order'), eq(auditLog.subjectId, order.id)))
    expect(audit.map((a) => a.action).sort()).toEqual([
      'lab.collected',
      'lab.collector_assigned',
      'lab.received',
      'lab.released',
      'lab.results_completed',
      'lab.results_saved',
      'lab.verified',
    ])
  })

  it('refuses a skipped step, and a step taken twice changes nothing', async () => {
    const order = await insertLabOrder()
    // booked → received, skipping the collector and the collection.
    expect((await refusal(markReceived(order.id, as(technician)))).kind).toBe('conflict')
    // A home collection is not collected before a collector is sent.
    await refusal(markCollected(order.id, as(collector)))
    await assignCollector(order.id, { from: 'booked', collectorUserId: collector }, as(technician))
    // A colleague who saw the order as booked assigns too: refused, nothing changes.
    await refusal(
      assignCollector(order.id, { from: 'booked', collectorUserId: technician }, as(technician)),
    )
    expect((await labOrderRow(order.id)).collectorUserId).toBe(collector)
    await markCollected(order.id, as(collector))
    const sampleId = (await labOrderRow(order.id)).sampleId
    await refusal(markCollected(order.id, as(collector)))
    expect((await labOrderRow(order.id)).sampleId).toBe(sampleId)
    await refusal(completeResults(order.id, as(technician)))
    expect((await labOrderRow(order.id)).status).toBe('collected')
  })

  it('lets one of two colleagues clicking at once take the step, and gives the place back once', async () => {
    const day = clinicToday()
    const before = await windowBooked(day, '09-11')
    const order = await insertLabOrder({ window: '09-11', takeWindowPlace: true })
    await assignCollector(order.id, { from: 'booked', collectorUserId: collector }, as(technician))
    const outcomes = await Promise.allSettled([
      markCollected(order.id, as(collector)),
      markCollected(order.id, as(technician)),
    ])
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(await windowBooked(day, '09-11')).toBe(before)
    const events = await getDb()
      .select({ status: labOrderEvents.status })
      .from(labOrderEvents)
      .where(and(eq(labOrderEvents.orderId, order.id), eq(labOrderEvents.status, 'collected')))
    expect(events).toHaveLength(1)
  })

  it('takes a lab visit’s sample at the counter, without a collector', async () => {
    const order = await insertLabOrder({ mode: 'lab' })
    await refusal(
      assignCollector(order.id, { from: 'booked', collectorUserId: collector }, as(technician)),
    )
    await markCollected(order.id, as(technician))
    expect(await labOrderRow(order.id)).toMatchObject({
      status: 'collected',
      collectorUserId: technician,
    })
  })

  it('never releases an unverified report: the step refuses, and so does the database', async () => {
    const order = await receivedOrder()
    await saveResults(order.id, FULL_HBA1C, as(technician))
    await completeResults(order.id, as(technician))
    // results_entered → released
    await refusal(releaseReport(order.id, as(technician)))
    expect((await labOrderRow(order.id)).status).toBe('results_entered')
    const error = await getDb()
      .update(labOrders)
      .set({ status: 'released', releasedAt: new Date() })
      .where(eq(labOrders.id, order.id))
      .then(
        () => null,
        (e: unknown) => e as { cause?: { constraint?: string; message?: string }; message: string },
      )
    expect(error).not.toBeNull()
    expect(String(error!.cause?.message ?? error!.message)).toContain(
      'lab_orders_verified_by_pathologist',
    )
    expect((await labOrderRow(order.id)).status).toBe('results_entered')
    expect(await messagesTo(order.phone)).toEqual([])
  })

  it('lets only a pathologist verify', async () => {
    const order = await receivedOrder()
    await saveResults(order.id, FULL_HBA1C, as(technician))
    await completeResults(order.id, as(technician))
    const error = await refusal(
      verifyResults(
        order.id,
        { criticalChecked: true, criticalNote: 'x', remarks: '' },
        as(technician),
      ),
    )
    expect(error.kind).toBe('forbidden')
    expect((await labOrderRow(order.id)).status).toBe('results_entered')
  })

  it('asks for a second look at critical values, by someone other than who entered them', async () => {
    const order = await receivedOrder([{ kind: 'test', slug: 'blood-sugar-fasting' }])
    // The pathologist enters the results themselves: a critically high sugar.
    const saved = await saveResults(
      order.id,
      { [resultField('blood-sugar-fasting', 'FPG')]: '520' },
      as(pathologist),
    )
    expect(saved).toEqual({ ok: true, saved: 1 })
    const [result] = await getDb().select().from(labResults).where(eq(labResults.orderId, order.id))
    expect(result!.flag).toBe('critical-high')
    await completeResults(order.id, as(pathologist))

    const own = await refusal(
      verifyResults(
        order.id,
        { criticalChecked: true, criticalNote: 'Rechecked; Dr. Verma told by phone.', remarks: '' },
        as(pathologist),
      ),
    )
    expect(own.message).toBe('lab:staff.error.secondPersonNeeded')
    const unticked = await refusal(
      verifyResults(
        order.id,
        { criticalChecked: false, criticalNote: 'Told the doctor.', remarks: '' },
        as(secondPathologist),
      ),
    )
    expect(unticked.field).toBe('criticalChecked')
    const noNote = await refusal(
      verifyResults(
        order.id,
        { criticalChecked: true, criticalNote: '  ', remarks: '' },
        as(secondPathologist),
      ),
    )
    expect(noNote.field).toBe('criticalNote')
    expect((await labOrderRow(order.id)).status).toBe('results_entered')

    await verifyResults(
      order.id,
      {
        criticalChecked: true,
        criticalNote: 'Rechecked; Dr. Verma told by phone at 11:20.',
        remarks: '',
      },
      as(secondPathologist),
    )
    expect((await labOrderRow(order.id)).verifiedBy).toBe(secondPathologist)
    const [verified] = await getDb()
      .select({ note: labOrderEvents.note })
      .from(labOrderEvents)
      .where(and(eq(labOrderEvents.orderId, order.id), eq(labOrderEvents.status, 'verified')))
    expect(verified!.note).toContain('Dr. Verma told by phone')
  })

  it('refuses values that are not results, field by field, storing none of them', async () => {
    const order = await receivedOrder([
      { kind: 'test', slug: 'cbc' },
      { kind: 'test', slug: 'blood-sugar-fasting' },
    ])
    const outcome = await saveResults(
      order.id,
      {
        [resultField('cbc', 'HB')]: '13.2',
        [resultField('cbc', 'RBC')]: 'four',
        [resultField('blood-sugar-fasting', 'FPG')]: '90000',
        [resultField('cbc', 'PLT')]: '',
      },
      as(technician),
    )
    expect(outcome).toEqual({
      ok: false,
      errors: {
        [resultField('cbc', 'RBC')]: 'notNumber',
        [resultField('blood-sugar-fasting', 'FPG')]: 'impossible',
      },
    })
    expect(await getDb().select().from(labResults).where(eq(labResults.orderId, order.id))).toEqual(
      [],
    )
    // Partly entered: saved, but not complete.
    expect(
      await saveResults(order.id, { [resultField('cbc', 'HB')]: '13,24' }, as(technician)),
    ).toEqual({
      ok: true,
      saved: 1,
    })
    const [hb] = await getDb().select().from(labResults).where(eq(labResults.orderId, order.id))
    expect(hb).toMatchObject({ value: '13.2', unit: 'g/dL', flag: null })
    const missing = await refusal(completeResults(order.id, as(technician)))
    expect(missing.message).toBe('lab:staff.error.resultsMissing')
    // The same value again changes nothing (and keeps who entered it).
    expect(
      await saveResults(order.id, { [resultField('cbc', 'HB')]: '13.2' }, as(pathologist)),
    ).toEqual({
      ok: true,
      saved: 0,
    })
  })

  it('gives the window’s place back when a booked collection is cancelled, and tells the patient', async () => {
    const day = clinicToday()
    const before = await windowBooked(day, '16-18')
    const order = await insertLabOrder({ window: '16-18', takeWindowPlace: true })
    expect(await windowBooked(day, '16-18')).toBe(before + 1)
    await assignCollector(order.id, { from: 'booked', collectorUserId: collector }, as(technician))
    await cancelByStaff(order.id, 'Patient is travelling', as(technician))
    expect(await windowBooked(day, '16-18')).toBe(before)
    expect(await labOrderRow(order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Patient is travelling',
    })
    const [sms] = await messagesTo(order.phone)
    expect(sms).toMatchObject({ kind: 'lab.cancelled' })
    expect(sms!.text).toContain('Patient is travelling')
    // Once cancelled, nothing more happens — and a second cancellation gives nothing back twice.
    await refusal(cancelByStaff(order.id, 'again', as(technician)))
    expect(await windowBooked(day, '16-18')).toBe(before)
  })

  it('gives the place back when the collector has come, and not again on a later cancellation', async () => {
    const day = clinicToday()
    const before = await windowBooked(day, '11-13')
    const order = await insertLabOrder({ window: '11-13', takeWindowPlace: true })
    await assignCollector(order.id, { from: 'booked', collectorUserId: collector }, as(technician))
    await markCollected(order.id, as(collector))
    expect(await windowBooked(day, '11-13')).toBe(before)
    await cancelByStaff(order.id, 'Tube broken on the way', as(technician))
    expect(await windowBooked(day, '11-13')).toBe(before)
  })

  it('cancels only before the sample reaches the laboratory; a received sample may be rejected', async () => {
    const order = await receivedOrder()
    await refusal(cancelByStaff(order.id, 'too late', as(technician)))
    await rejectSample(order.id, { reason: 'haemolysed', note: '' }, as(technician))
    expect(await labOrderRow(order.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'haemolysed',
    })
    const [sms] = await messagesTo(order.phone)
    expect(sms).toMatchObject({ kind: 'lab.rejected' })
    expect(sms!.text).toContain(order.number)
  })

  it('records a payment once, never more than the total', async () => {
    const order = await insertLabOrder({ mode: 'lab' })
    const tooMuch = await refusal(
      recordPayment(order.id, { method: 'upi', amountInr: 100000, reference: '' }, as(technician)),
    )
    expect(tooMuch.field).toBe('amount')
    await recordPayment(
      order.id,
      { method: 'upi', amountInr: 300, reference: 'UPI 4512' },
      as(technician),
    )
    expect(await labOrderRow(order.id)).toMatchObject({ paymentMethod: 'upi', paidInr: 300 })
    await refusal(
      recordPayment(order.id, { method: 'cash', amountInr: 300, reference: '' }, as(technician)),
    )
  })

  it('a result changed after completion sends the order back; the signed report keeps its pathologist', async () => {
    const order = await receivedOrder()
    await saveResults(order.id, FULL_HBA1C, as(technician))
    await completeResults(order.id, as(technician))
    await saveResults(order.id, { [resultField('hba1c', 'HBA1C')]: '6.3' }, as(technician))
    expect((await labOrderRow(order.id)).status).toBe('received')
    const early = await refusal(
      verifyResults(
        order.id,
        { criticalChecked: false, criticalNote: '', remarks: '' },
        as(pathologist),
      ),
    )
    expect(early.kind).toBe('conflict')
    await completeResults(order.id, as(technician))
    await verifyResults(
      order.id,
      { criticalChecked: false, criticalNote: '', remarks: '' },
      as(pathologist),
    )
    expect(await labOrderRow(order.id)).toMatchObject({
      status: 'verified',
      pathologistQualification: 'MBBS, MD (Pathology)',
      pathologistRegistration: 'UPMC 1',
    })
  })
})
