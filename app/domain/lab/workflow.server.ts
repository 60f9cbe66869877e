import { randomInt } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Analyte, LabTest } from '#app/content/lab-tests.ts'
import type { CollectionWindowCode } from '#app/content/lab-areas.ts'
import { type Database, getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import {
  LAB_HOLDING_STATUSES,
  labOrderItems,
  labPathologists,
  labResults,
  type LabOrderStatus,
  type PaymentMethod,
} from '#app/db/schema/lab.ts'
import { type Tx } from '#app/domain/order-workflow/index.server.ts'
import { clinicDateOf } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { cartTests, type CartItem } from './cart.ts'
import { cancelledNotice, rejectedNotice, releasedNotice } from './lab-notices.server.ts'
import { orderUrl, storedOrderToken } from './links.server.ts'
import { LAB_ORDERS, LAB_STEPS, type LabActor, type LabLockedOrder } from './order-steps.server.ts'
import {
  ageInYears,
  calculate,
  flagFor,
  formatRange,
  type ParseError,
  parseResult,
  selectRange,
} from './ranges.ts'
import { type RejectReason } from './status-flow.ts'
import { releasePlace } from './windows.server.ts'

/**
 * The laboratory's steps, one function each, taken through the order-workflow kit
 * (order-steps.server.ts): every step runs in one transaction that locks the order, checks it is
 * in the status the step follows (a second click, or a colleague who was quicker, changes
 * nothing; a skipped step is refused), writes the timeline entry and the audit record, and tells
 * the live pages to look again. Messages to the patient are queued in the same transaction, so
 * they go exactly when the change is made.
 */

export type { LabActor }

/** Gives the collection window's place back while the order still holds one. */
async function givePlaceBack(tx: Tx, order: LabLockedOrder) {
  if (order.mode !== 'home' || !order.area || !order.window) return
  if (!(LAB_HOLDING_STATUSES as readonly string[]).includes(order.status)) return
  await releasePlace(tx, {
    area: order.area,
    day: order.day,
    window: order.window as CollectionWindowCode,
  })
}

/** Accounts that may collect samples: the laboratory's and the front desk's. */
export const COLLECTOR_ROLES = ['lab', 'staff'] as const

/** Sends a collector to a home collection, or puts another in their place before they go. */
export async function assignCollector(
  orderId: string,
  input: { from: LabOrderStatus; collectorUserId: string },
  actor: LabActor,
) {
  await getDb().transaction(async (tx) => {
    const order = await LAB_ORDERS.lock(tx, orderId)
    if (order.mode !== 'home')
      throw new DomainError('invalid', messageRef('lab', 'staff.error.visitNoCollector'))
    LAB_ORDERS.check(order, LAB_STEPS.assign, input.from)
    const [collector] = await tx
      .select({ name: user.name })
      .from(user)
      .where(
        and(
          eq(user.id, input.collectorUserId),
          inArray(user.role, [...COLLECTOR_ROLES]),
          sql`${user.disabledAt} IS NULL`,
        ),
      )
    if (!collector)
      throw new DomainError('invalid', messageRef('lab', 'staff.error.notACollector'), 'collector')
    const now = new Date()
    await LAB_ORDERS.takeStep(
      tx,
      order,
      actor,
      LAB_STEPS.assign,
      {
        set: { collectorUserId: input.collectorUserId, collectorAssignedAt: now },
        note: collector.name,
        details: { collector: input.collectorUserId },
      },
      { seen: input.from, at: now },
    )
  })
}

/**
 * The sample's ID as the label prints it: S, the year and month of collection, and the order's
 * own serial number (S2611-00042) — unique because order numbers are, and the desk can tell the
 * order from the tube.
 */
export function sampleIdFor(orderNumber: string, collectedOn: string): string {
  const serial = /(\d+)$/.exec(orderNumber)?.[1] ?? '0'
  const digits = String(Number(serial)).padStart(5, '0')
  return `S${collectedOn.slice(2, 4)}${collectedOn.slice(5, 7)}-${digits}`
}

/**
 * The sample is taken: at home by the collector (the window's place is given back: they came),
 * or at the laboratory's counter for a visit. Gives the sample its ID for the label.
 */
export async function markCollected(
  orderId: string,
  actor: LabActor,
): Promise<{ sampleId: string }> {
  const { change } = await LAB_ORDERS.perform(orderId, actor, LAB_STEPS.collected, {
    change: async ({ tx, order, now }) => {
      const sampleId = sampleIdFor(order.number, clinicDateOf(now))
      await givePlaceBack(tx, order)
      return {
        set: {
          sampleId,
          collectedAt: now,
          // At the counter, whoever takes the sample is its collector.
          collectorUserId: order.collectorUserId ?? actor.userId,
        },
        note: sampleId,
        details: { sampleId },
      }
    },
  })
  return { sampleId: change.set.sampleId }
}

/** The sample has reached the laboratory. */
export async function markReceived(orderId: string, actor: LabActor) {
  await LAB_ORDERS.perform(orderId, actor, LAB_STEPS.received, {
    change: ({ now }) => ({ set: { receivedAt: now } }),
  })
}

/** The name of a result's field in the entry form: test and analyte. */
export const resultField = (testSlug: string, analyteCode: string) => `${testSlug}.${analyteCode}`

const isQuantitative = (analyte: Analyte) =>
  analyte.kind === undefined || analyte.kind === 'quantitative'

/** The analytes a person types (calculated ones are worked out). */
export const enteredAnalytes = (test: LabTest) =>
  test.analytes.filter(
    (analyte) => !(isQuantitative(analyte) && 'calculated' in analyte && analyte.calculated),
  )

/** The tests of an order, its packages opened up, in catalogue order. */
export async function orderTests(executor: Pick<Database, 'select'>, orderId: string) {
  const items = await executor
    .select({ kind: labOrderItems.kind, slug: labOrderItems.slug })
    .from(labOrderItems)
    .where(eq(labOrderItems.orderId, orderId))
  return cartTests(items as CartItem[])
}

/** The patient as the reference ranges see them: sex, and age on the day of the sample. */
export function rangePatient(
  order: { sex: 'male' | 'female'; dateOfBirth: string | null; ageYears: number | null },
  onDay: string,
) {
  return {
    sex: order.sex,
    ageYears: order.dateOfBirth ? ageInYears(order.dateOfBirth, onDay) : (order.ageYears ?? 0),
  }
}

export type SaveResultsOutcome =
  { ok: true; saved: number } | { ok: false; errors: Record<string, ParseError> }

/**
 * Stores the typed results (keyed by `resultField`); an empty field is a result not entered yet
 * (and removes one entered before). Every value is checked first: when any is not a result
 * (not a number, impossible, not one of the analyte's results), nothing is stored and each such
 * field gets its error. A stored value keeps the unit, the printed range and the flag for this
 * patient; calculated analytes are worked out again. Values typed again unchanged keep who
 * entered them.
 */
export async function saveResults(
  orderId: string,
  typed: Record<string, string>,
  actor: LabActor,
): Promise<SaveResultsOutcome> {
  return getDb().transaction(async (tx) => {
    const order = await LAB_ORDERS.lock(tx, orderId)
    LAB_ORDERS.check(order, LAB_STEPS.resultsSaved)
    const tests = await orderTests(tx, orderId)
    const errors: Record<string, ParseError> = {}
    const wanted = new Map<string, string | null>()
    for (const test of tests) {
      for (const analyte of enteredAnalytes(test)) {
        const field = resultField(test.slug, analyte.code)
        const raw = typed[field]
        if (raw === undefined) continue
        const parsed = parseResult(analyte, raw)
        if (parsed.ok) wanted.set(field, parsed.value)
        else if (parsed.error === 'required') wanted.set(field, null)
        else errors[field] = parsed.error
      }
    }
    if (Object.keys(errors).length > 0) return { ok: false as const, errors }

    const stored = await tx
      .select({ test: labResults.testSlug, code: labResults.analyteCode, value: labResults.value })
      .from(labResults)
      .where(eq(labResults.orderId, orderId))
    const values = new Map(stored.map((r) => [resultField(r.test, r.code), r.value]))
    const patient = rangePatient(order, clinicDateOf(order.collectedAt ?? new Date()))
    const now = new Date()
    let saved = 0

    const put = async (test: LabTest, analyte: Analyte, value: string | null) => {
      const field = resultField(test.slug, analyte.code)
      const before = values.get(field)
      if ((before ?? null) === value) return
      const where = and(
        eq(labResults.orderId, orderId),
        eq(labResults.testSlug, test.slug),
        eq(labResults.analyteCode, analyte.code),
      )
      saved += 1
      if (value === null) {
        values.delete(field)
        await tx.delete(labResults).where(where)
        return
      }
      values.set(field, value)
      const quantitative = analyte.kind === undefined || analyte.kind === 'quantitative'
      const row = {
        value,
        unit: quantitative ? analyte.unit : null,
        range: quantitative ? formatRange(selectRange(analyte, patient), analyte) : null,
        flag: flagFor(analyte, value, patient),
        enteredBy: actor.userId,
        enteredAt: now,
      }
      await tx
        .insert(labResults)
        .values({ orderId, testSlug: test.slug, analyteCode: analyte.code, ...row })
        .onConflictDoUpdate({
          target: [labResults.orderId, labResults.testSlug, labResults.analyteCode],
          set: row,
        })
    }

    for (const test of tests) {
      for (const analyte of enteredAnalytes(test)) {
        const field = resultField(test.slug, analyte.code)
        if (wanted.has(field)) await put(test, analyte, wanted.get(field)!)
      }
      const own: Record<string, string> = {}
      for (const analyte of test.analytes) {
        const value = values.get(resultField(test.slug, analyte.code))
        if (value !== undefined) own[analyte.code] = value
      }
      const worked = calculate(test, own)
      for (const analyte of test.analytes) {
        if (enteredAnalytes(test).includes(analyte)) continue
        await put(test, analyte, worked[analyte.code] ?? null)
      }
    }
    if (saved > 0) {
      // A result changed after they were marked complete: they go back to be completed again, so
      // a pathologist never signs values other than those they read.
      const reopened = order.status === 'results_entered'
      await LAB_ORDERS.takeStep(
        tx,
        order,
        actor,
        LAB_STEPS.resultsSaved,
        {
          to: reopened ? 'received' : null,
          set: reopened ? { resultsEnteredAt: null } : {},
          details: { results: saved, reopened },
        },
        { at: now },
      )
    }
    return { ok: true as const, saved }
  })
}

/** The entered analytes of the order's tests that have no result yet ("cbc.HB"). */
async function missingResults(tx: Tx, orderId: string): Promise<string[]> {
  const tests = await orderTests(tx, orderId)
  const stored = await tx
    .select({ test: labResults.testSlug, code: labResults.analyteCode })
    .from(labResults)
    .where(eq(labResults.orderId, orderId))
  const have = new Set(stored.map((r) => resultField(r.test, r.code)))
  return tests.flatMap((test) =>
    enteredAnalytes(test)
      .map((analyte) => resultField(test.slug, analyte.code))
      .filter((field) => !have.has(field)),
  )
}

/** Every result is in: the order waits for the pathologist. */
export async function completeResults(orderId: string, actor: LabActor) {
  await LAB_ORDERS.perform(orderId, actor, LAB_STEPS.completed, {
    change: async ({ tx, now }) => {
      const missing = await missingResults(tx, orderId)
      if (missing.length > 0)
        throw new DomainError(
          'invalid',
          messageRef('lab', 'staff.error.resultsMissing'),
          undefined,
          { count: missing.length },
        )
      return { set: { resultsEnteredAt: now, resultsEnteredBy: actor.userId } }
    },
  })
}

export const isCriticalFlag = (flag: string | null) =>
  flag === 'critical-low' || flag === 'critical-high'

/** Whether this account may verify reports (a pathologist's credentials are on file). */
export async function isPathologist(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ userId: labPathologists.userId })
    .from(labPathologists)
    .innerJoin(user, eq(user.id, labPathologists.userId))
    .where(and(eq(labPathologists.userId, userId), eq(user.role, 'lab')))
  return Boolean(row)
}

// No 0/O, 1/I/L: a code read out over the phone or typed from paper.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
/** Ten characters of 31: about 50 bits, not to be guessed; short enough to type from the report. */
export function newVerifyCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

/**
 * A pathologist checks the results and signs the report with their credentials. Critical values
 * need a second look: the pathologist ticks that each was checked again and the doctor or patient
 * told (saying how, in the note), and may not be the person who entered them.
 */
export async function verifyResults(
  orderId: string,
  input: { criticalChecked: boolean; criticalNote: string; remarks: string },
  actor: LabActor,
) {
  await getDb().transaction(async (tx) => {
    const [pathologist] = await tx
      .select({
        name: user.name,
        qualification: labPathologists.qualification,
        registrationNumber: labPathologists.registrationNumber,
      })
      .from(labPathologists)
      .innerJoin(user, eq(user.id, labPathologists.userId))
      // A laboratory account: credentials left on an account whose role changed verify nothing.
      .where(and(eq(labPathologists.userId, actor.userId), eq(user.role, 'lab')))
    if (!pathologist)
      throw new DomainError('forbidden', messageRef('lab', 'staff.error.notPathologist'))
    await LAB_ORDERS.performIn(tx, orderId, actor, LAB_STEPS.verified, {
      change: async ({ now }) => {
        // Results changed since completion send the order back (saveResults); none may be missing.
        const missing = await missingResults(tx, orderId)
        if (missing.length > 0) {
          throw new DomainError(
            'invalid',
            messageRef('lab', 'staff.error.resultsMissing'),
            undefined,
            { count: missing.length },
          )
        }
        const results = await tx
          .select({ flag: labResults.flag, enteredBy: labResults.enteredBy })
          .from(labResults)
          .where(eq(labResults.orderId, orderId))
        const critical = results.filter((r) => isCriticalFlag(r.flag))
        const note = input.criticalNote.trim()
        if (critical.length > 0) {
          if (critical.some((r) => r.enteredBy === actor.userId))
            throw new DomainError('forbidden', messageRef('lab', 'staff.error.secondPersonNeeded'))
          if (!input.criticalChecked)
            throw new DomainError(
              'invalid',
              messageRef('lab', 'staff.error.criticalNotChecked'),
              'criticalChecked',
            )
          if (note === '')
            throw new DomainError(
              'invalid',
              messageRef('lab', 'staff.error.criticalNoteMissing'),
              'criticalNote',
            )
        }
        return {
          set: {
            verifiedBy: actor.userId,
            pathologistName: pathologist.name,
            pathologistQualification: pathologist.qualification,
            pathologistRegistration: pathologist.registrationNumber,
            verifiedAt: now,
            verifyCode: newVerifyCode(),
            remarks: input.remarks.trim(),
          },
          note: critical.length > 0 ? note : '',
          details: { criticalValues: critical.length },
        }
      },
    })
  })
}

/** The verified report goes to the patient: their SMS and e-mail carry the order's private link. */
export async function releaseReport(orderId: string, actor: LabActor) {
  await LAB_ORDERS.perform(orderId, actor, LAB_STEPS.released, {
    change: ({ order, now }) => {
      const token = storedOrderToken(order.requestKey, order.manageTokenHash)
      const link = token ? orderUrl(token, order.locale) : appUrl()
      return {
        set: { releasedAt: now },
        notice: { kind: 'lab.released', words: releasedNotice(order, link) },
      }
    },
  })
}

/** The laboratory calls an order off before the sample reaches it; the patient is told why. */
export async function cancelByStaff(orderId: string, reason: string, actor: LabActor) {
  await LAB_ORDERS.perform(orderId, actor, LAB_STEPS.cancelled, {
    change: async ({ tx, order }) => {
      await givePlaceBack(tx, order)
      return {
        set: { cancelReason: reason },
        note: reason,
        details: { from: order.status },
        notice: { kind: 'lab.cancelled', words: cancelledNotice(order, reason) },
      }
    },
  })
}

/**
 * The sample cannot be tested. The order ends; the patient is asked to give a new sample (booked
 * again) and told why. `reject_reason` keeps the reason's code; the staff's words are on the
 * timeline and in the message.
 */
export async function rejectSample(
  orderId: string,
  input: { reason: RejectReason; note: string },
  actor: LabActor,
) {
  const note = input.note.trim()
  await LAB_ORDERS.perform(orderId, actor, LAB_STEPS.rejected, {
    change: ({ order }) => ({
      set: { rejectReason: input.reason },
      note,
      details: { reason: input.reason },
      notice: { kind: 'lab.rejected', words: rejectedNotice(order, input.reason, note) },
    }),
  })
}

/** Money taken at collection or at the counter: cash or UPI (its reference, when given, noted). */
export async function recordPayment(
  orderId: string,
  input: { method: PaymentMethod; amountInr: number; reference: string },
  actor: LabActor,
) {
  await LAB_ORDERS.perform(orderId, actor, LAB_STEPS.payment, {
    change: ({ order, now }) => {
      if (order.paidAt)
        throw new DomainError('conflict', messageRef('lab', 'staff.error.alreadyPaid'))
      if (
        !Number.isInteger(input.amountInr) ||
        input.amountInr < 1 ||
        input.amountInr > order.totalInr
      )
        throw new DomainError('invalid', messageRef('lab', 'staff.error.amount'), 'amount', {
          total: order.totalInr,
        })
      return {
        set: {
          paymentMethod: input.method,
          paidInr: input.amountInr,
          paidAt: now,
          paymentRecordedBy: actor.userId,
        },
        // "₹450 UPI · 4512…": what the desk compares with the day's takings.
        note: [`₹${input.amountInr} ${input.method.toUpperCase()}`, input.reference.trim()]
          .filter(Boolean)
          .join(' · '),
        details: { method: input.method, amountInr: input.amountInr },
      }
    },
  })
}
