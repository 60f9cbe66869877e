import { and, eq } from 'drizzle-orm'
import { type Database } from '#app/db/client.server.ts'
import {
  medicineOrderEvents,
  medicineOrders,
  type MedicineOrderStatus,
} from '#app/db/schema/pharmacy.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { LIVE_CHANNELS, publish } from '#app/utils/live.server.ts'
import { type OrderNoticeKind, tellPatient } from './notices.server.ts'

/**
 * The mechanics every step of a medicine order shares — the pharmacist's (workflow.server.ts) and
 * the patient's (orders.server.ts): one transaction locks the order, checks the status the step
 * follows (a second click, or a colleague who was quicker, changes nothing; a skipped step is
 * refused), moves it, writes the timeline entry, queues the patient's message and tells the live
 * pages to look again.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The columns a step reads of the order it locks. */
const LOCKED = {
  id: medicineOrders.id,
  number: medicineOrders.number,
  status: medicineOrders.status,
  accountUserId: medicineOrders.accountUserId,
  source: medicineOrders.source,
  mode: medicineOrders.mode,
  phone: medicineOrders.phone,
  email: medicineOrders.email,
  locale: medicineOrders.locale,
  requested: medicineOrders.requested,
  prescriptionId: medicineOrders.prescriptionId,
  totalInr: medicineOrders.totalInr,
  paymentMethod: medicineOrders.paymentMethod,
  requestKey: medicineOrders.requestKey,
  trackingTokenHash: medicineOrders.trackingTokenHash,
  pharmacistName: medicineOrders.pharmacistName,
  pharmacistRegistration: medicineOrders.pharmacistRegistration,
}

export type LockedOrder = Awaited<ReturnType<typeof lockOrder>>

export const notNow = () => new DomainError('conflict', messageRef('pharmacy', 'error.notNow'))
export const orderNotFound = () =>
  new DomainError('not-found', messageRef('pharmacy', 'error.notFound'))

/** Reads and locks the order for the rest of the transaction (others wait for this step). */
export async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx
    .select(LOCKED)
    .from(medicineOrders)
    .where(eq(medicineOrders.id, orderId))
    .for('update')
  if (!order) throw orderNotFound()
  return order
}

/** Who took a step: the patient, or one of the pharmacy's people with their registration. */
export type StepActor =
  | { byPatient: true; userId: string | null }
  | { byPatient: false; userId: string; name: string; registration: string | null }

/**
 * Moves the locked order on — only from the status it was found in, else `notNow` — and records
 * the step: its timeline entry, the patient's message (when `notice` is given) and the news to the
 * live pages. `set` may change other columns too; `status` may stay the same for a step that is
 * not a move (a payment, a note).
 */
export async function takeStep(
  tx: Tx,
  order: LockedOrder,
  actor: StepActor,
  step: {
    status?: MedicineOrderStatus
    set?: Partial<typeof medicineOrders.$inferInsert>
    kind?: string
    note?: string
    at?: Date
    notice?: { kind: OrderNoticeKind; extra?: Parameters<typeof tellPatient>[3] }
  },
) {
  const at = step.at ?? new Date()
  const moved = await tx
    .update(medicineOrders)
    .set({ ...step.set, ...(step.status ? { status: step.status } : {}), updatedAt: at })
    .where(and(eq(medicineOrders.id, order.id), eq(medicineOrders.status, order.status)))
    .returning({ totalInr: medicineOrders.totalInr })
  if (moved.length === 0) throw notNow()
  await tx.insert(medicineOrderEvents).values({
    orderId: order.id,
    status: step.status ?? null,
    kind: step.kind ?? 'status',
    note: step.note ?? '',
    byPatient: actor.byPatient,
    actorUserId: actor.userId,
    actorName: actor.byPatient ? null : actor.name,
    actorRegistration: actor.byPatient ? null : actor.registration,
    at,
  })
  if (step.notice)
    await tellPatient(
      tx,
      { ...order, totalInr: moved[0]!.totalInr },
      step.notice.kind,
      step.notice.extra,
    )
  await publish(tx, LIVE_CHANNELS.pharmacy, order.id)
}
