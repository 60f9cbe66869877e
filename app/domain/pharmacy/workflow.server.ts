import { count, eq } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import {
  type MedicineOrderStatus,
  type MedicinePaymentMethod,
  medicineOrderFiles,
  medicineOrderLines,
  pharmacists,
  type RejectReason,
} from '#app/db/schema/pharmacy.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { checkedListRefusals, type ListRefusals } from './check-list.ts'
import {
  type CheckedLine,
  findMedicine,
  linesTotal,
  needsPatientAgreement,
  type PrescriptionCover,
} from './medicines.ts'
import { prescribedSlugs } from './prescribed.ts'
import { PHARMACY_STAFF_ROLES } from './pharmacy-roles.ts'
import {
  type LockedOrder,
  PHARMACY_ORDERS,
  PHARMACY_STEPS,
  type StepActor,
  type Tx,
} from './steps.server.ts'

/**
 * The pharmacy's steps on a medicine order, one function each: the pharmacist's check (the list
 * that will be packed, with prices at most the MRP and substitutes of the same composition) or
 * rejection, then packed → out for delivery / ready for pickup → delivered / collected, or the
 * pharmacy's cancellation. Each runs in one transaction through the order-workflow kit
 * (steps.server.ts: from the status seen only; timeline entry with the person's name and
 * registration; the patient's message; the live pages told), audited with the same name and
 * registration.
 */

export type PharmacyActor = { userId: string; ipAddress: string | null }

/** The pharmacist's list was refused: every field's message (the first one is the error's). */
export class CheckedListError extends DomainError {
  constructor(readonly refusals: ListRefusals) {
    const [field, first] = Object.entries(refusals)[0]!
    super('invalid', first.ref, field, first.values)
  }
}

type Person = { userId: string; name: string; registration: string | null }

/**
 * Who takes a step, as the timeline and the audit record them: one of the pharmacy's people, with
 * their State Pharmacy Council registration when they are a pharmacist with one on file.
 */
async function pharmacyPerson(tx: Tx, actor: PharmacyActor): Promise<Person> {
  const [row] = await tx
    .select({
      name: user.name,
      role: user.role,
      disabledAt: user.disabledAt,
      registration: pharmacists.registrationNumber,
    })
    .from(user)
    .leftJoin(pharmacists, eq(pharmacists.userId, user.id))
    .where(eq(user.id, actor.userId))
  if (!row || row.disabledAt || !(PHARMACY_STAFF_ROLES as readonly string[]).includes(row.role))
    throw new DomainError('forbidden', messageRef('pharmacyStaff', 'error.notPharmacyStaff'))
  return {
    userId: actor.userId,
    name: row.name,
    // Credentials left on an account whose role changed stand for nothing.
    registration: row.role === 'pharmacist' ? row.registration : null,
  }
}

/** Only a pharmacist with a registration on file checks (or turns down) an order. */
async function pharmacist(tx: Tx, actor: PharmacyActor) {
  const person = await pharmacyPerson(tx, actor)
  if (!person.registration)
    throw new DomainError('forbidden', messageRef('pharmacyStaff', 'error.notPharmacist'))
  return { ...person, registration: person.registration }
}

const stepActor = (person: Person, actor: PharmacyActor): StepActor => ({
  byPatient: false,
  userId: person.userId,
  name: person.name,
  registration: person.registration,
  ipAddress: actor.ipAddress,
})

/**
 * What the order's prescription covers: its photographed pages cover every line (the pharmacist
 * reads them); one of our e-prescriptions — while it is not cancelled — only the medicines it names.
 */
async function prescriptionCover(tx: Tx, order: LockedOrder): Promise<PrescriptionCover> {
  const [files] = await tx
    .select({ n: count() })
    .from(medicineOrderFiles)
    .where(eq(medicineOrderFiles.orderId, order.id))
  if (!order.prescriptionId) return { pages: Number(files?.n ?? 0), prescribed: null }
  const [prescription] = await tx
    .select({ content: prescriptions.content, cancelledAt: prescriptions.cancelledAt })
    .from(prescriptions)
    .where(eq(prescriptions.id, order.prescriptionId))
  return {
    pages: Number(files?.n ?? 0),
    prescribed:
      prescription && !prescription.cancelledAt ? prescribedSlugs(prescription.content) : null,
  }
}

/**
 * The pharmacist checks an order and its prescription and writes the list that will be packed:
 * every line a catalogue medicine (not Schedule X), 1–10 packs, at most the MRP, a brand of it or
 * a generic, a substitute only of the same composition and form, a prescription-only medicine
 * only when the order has a prescription. The list replaces the order's lines; the patient must
 * agree first when it differs from what they asked (`needsPatientAgreement`), else it is
 * confirmed. Returns the status it moved to.
 */
export async function checkOrder(
  orderId: string,
  lines: readonly CheckedLine[],
  note: string,
  actor: PharmacyActor,
): Promise<MedicineOrderStatus> {
  return getDb().transaction(async (tx) => {
    const person = await pharmacist(tx, actor)
    const { change } = await PHARMACY_ORDERS.performIn(
      tx,
      orderId,
      stepActor(person, actor),
      PHARMACY_STEPS.checked,
      {
        change: async ({ order, now }) => {
          const refusals = checkedListRefusals(lines, await prescriptionCover(tx, order))
          if (Object.keys(refusals).length > 0) throw new CheckedListError(refusals)
          const status = needsPatientAgreement(order.requested, lines)
            ? 'awaiting_patient'
            : 'confirmed'
          await tx.delete(medicineOrderLines).where(eq(medicineOrderLines.orderId, order.id))
          await tx.insert(medicineOrderLines).values(
            lines.map((line, position) => ({
              orderId: order.id,
              position,
              slug: line.slug,
              brand: line.brand,
              quantity: line.quantity,
              unitPriceInr: line.unitPriceInr,
              mrpInr: findMedicine(line.slug)!.mrpInr,
              substituteForSlug: line.substituteFor?.slug ?? null,
              substituteForBrand: line.substituteFor ? line.substituteFor.brand : null,
            })),
          )
          const total = linesTotal(lines)
          const trimmed = note.trim()
          return {
            to: status,
            set: {
              totalInr: total,
              checkedBy: person.userId,
              pharmacistName: person.name,
              pharmacistRegistration: person.registration,
              checkedAt: now,
              pharmacistNote: trimmed,
            },
            note: trimmed,
            notice: { kind: status },
            details: {
              to: status,
              lines: lines.length,
              substitutes: lines.filter((line) => line.substituteFor).length,
              totalInr: total,
            },
          }
        },
      },
    )
    return change.to
  })
}

/**
 * The pharmacist turns the order down (an illegible or expired prescription, one not valid for a
 * scheduled drug…): the patient is told the reason and the pharmacist's note.
 */
export async function rejectOrder(
  orderId: string,
  reason: RejectReason,
  note: string,
  actor: PharmacyActor,
) {
  await getDb().transaction(async (tx) => {
    const person = await pharmacist(tx, actor)
    const trimmed = note.trim()
    await PHARMACY_ORDERS.performIn(
      tx,
      orderId,
      stepActor(person, actor),
      PHARMACY_STEPS.rejected,
      {
        change: ({ order, now }) => ({
          set: {
            rejectReason: reason,
            pharmacistNote: trimmed,
            // Who read the prescription and turned it down, when nobody had checked it before.
            ...(order.status === 'submitted'
              ? {
                  checkedBy: person.userId,
                  pharmacistName: person.name,
                  pharmacistRegistration: person.registration,
                  checkedAt: now,
                }
              : {}),
          },
          note: trimmed,
          notice: { kind: 'rejected', extra: { reason, ...(trimmed ? { note: trimmed } : {}) } },
          details: { reason },
        }),
      },
    )
  })
}

/** One of the simple moves after the check, by anyone of the pharmacy. */
async function move(
  orderId: string,
  actor: PharmacyActor,
  step: (typeof PHARMACY_STEPS)['packed' | 'sentOut' | 'readyForPickup'],
  to: 'packed' | 'out_for_delivery' | 'ready_for_pickup',
  mode?: 'delivery' | 'pickup',
) {
  await getDb().transaction(async (tx) => {
    const person = await pharmacyPerson(tx, actor)
    await PHARMACY_ORDERS.performIn(tx, orderId, stepActor(person, actor), step, {
      change: ({ order }) => {
        if (mode && order.mode !== mode)
          throw new DomainError(
            'invalid',
            messageRef(
              'pharmacyStaff',
              order.mode === 'delivery' ? 'error.deliveryOrder' : 'error.pickupOrder',
            ),
          )
        return { notice: { kind: to } }
      },
    })
  })
}

/** The confirmed list is packed (and labelled with the order's number). */
export const markPacked = (orderId: string, actor: PharmacyActor) =>
  move(orderId, actor, PHARMACY_STEPS.packed, 'packed')

/** A packed delivery order leaves with the delivery person. */
export const sendOut = (orderId: string, actor: PharmacyActor) =>
  move(orderId, actor, PHARMACY_STEPS.sentOut, 'out_for_delivery', 'delivery')

/** A packed pickup order waits at the counter. */
export const readyForPickup = (orderId: string, actor: PharmacyActor) =>
  move(orderId, actor, PHARMACY_STEPS.readyForPickup, 'ready_for_pickup', 'pickup')

/** The most one order is paid (a typing slip of a zero is caught). */
export const MAX_PAID_INR = 100_000

/**
 * The medicines reach the patient — at their door or at the counter — and are paid: the order's
 * total, or another amount when the note says why (a strip not taken, change not given).
 */
export async function handOver(
  orderId: string,
  payment: { paidInr: number; method: MedicinePaymentMethod; note?: string },
  actor: PharmacyActor,
) {
  await getDb().transaction(async (tx) => {
    const person = await pharmacyPerson(tx, actor)
    await PHARMACY_ORDERS.performIn(
      tx,
      orderId,
      stepActor(person, actor),
      PHARMACY_STEPS.handedOver,
      {
        change: ({ order, now }) => {
          const to = order.status === 'out_for_delivery' ? 'delivered' : 'collected'
          if (
            !Number.isInteger(payment.paidInr) ||
            payment.paidInr < 0 ||
            payment.paidInr > MAX_PAID_INR
          )
            throw new DomainError(
              'invalid',
              messageRef('pharmacyStaff', 'handOver.error.amount'),
              'paidInr',
            )
          // Never more than the order's total, itself within the MRP.
          if (payment.paidInr > order.totalInr)
            throw new DomainError(
              'invalid',
              messageRef('pharmacyStaff', 'handOver.error.aboveTotal'),
              'paidInr',
              { total: order.totalInr },
            )
          const note = (payment.note ?? '').trim()
          if (payment.paidInr !== order.totalInr && note === '')
            throw new DomainError(
              'invalid',
              messageRef('pharmacyStaff', 'handOver.error.explain'),
              'note',
              { paid: payment.paidInr, total: order.totalInr },
            )
          return {
            to,
            set: { paidInr: payment.paidInr, paidAt: now, paidBy: payment.method },
            // "₹245 UPI · two strips only": what the counter compares with the day's takings.
            note: [`₹${payment.paidInr} ${payment.method.toUpperCase()}`, note]
              .filter(Boolean)
              .join(' · '),
            notice: { kind: to },
            details: { to, paidInr: payment.paidInr, method: payment.method },
          }
        },
      },
    )
  })
}

/**
 * The pharmacy calls an order off with a reason the patient reads (nobody at home twice, not
 * collected in seven days, a medicine out of stock).
 */
export async function cancelByPharmacy(
  orderId: string,
  reason: string,
  actor: PharmacyActor,
  seen?: MedicineOrderStatus,
) {
  const why = reason.trim()
  if (why.length < 3)
    throw new DomainError('invalid', messageRef('pharmacyStaff', 'cancel.error.reason'), 'reason')
  await getDb().transaction(async (tx) => {
    const person = await pharmacyPerson(tx, actor)
    // Only from the status the page showed: an order sent out meanwhile is not called off blind.
    await PHARMACY_ORDERS.performIn(
      tx,
      orderId,
      stepActor(person, actor),
      PHARMACY_STEPS.cancelled,
      {
        seen,
        change: () => ({
          set: { cancelReason: why },
          note: why,
          notice: { kind: 'cancelled', extra: { cancelReason: why } },
          details: { reason: why },
        }),
      },
    )
  })
}
