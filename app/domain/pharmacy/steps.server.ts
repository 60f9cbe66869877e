import {
  medicineOrderEvents,
  medicineOrders,
  type MedicineOrderStatus,
} from '#app/db/schema/pharmacy.ts'
import { type Move } from '#app/domain/order-workflow/index.ts'
import { orderWorkflow, type Tx } from '#app/domain/order-workflow/index.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { type OrderNoticeKind, tellPatient } from './notices.server.ts'
import { PHARMACY_CANCELLABLE } from './staff-flow.ts'

/**
 * Medicine orders in the order-workflow kit — the pharmacist's steps (workflow.server.ts) and the
 * patient's (orders.server.ts): what a step reads of the order it locks, its timeline row (with the
 * person's name and registration as they were then), its audit record (with the supervising
 * pharmacist for someone without a registration), the live channel, and the patient's message.
 */

export type { Tx }

/** Who took a step: the patient, or one of the pharmacy's people with their registration. */
export type StepActor =
  | { byPatient: true; userId: string | null; ipAddress: null }
  | {
      byPatient: false
      userId: string
      name: string
      registration: string | null
      ipAddress: string | null
    }

/** A message to the patient about a step: its kind, and a reason where it has one. */
export type PharmacyNotice = { kind: OrderNoticeKind; extra?: Parameters<typeof tellPatient>[3] }

export const notNow = () => new DomainError('conflict', messageRef('pharmacy', 'error.notNow'))
export const orderNotFound = () =>
  new DomainError('not-found', messageRef('pharmacy', 'error.notFound'))

export const PHARMACY_ORDERS = orderWorkflow({
  orders: medicineOrders,
  locked: {
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
  },
  events: medicineOrderEvents,
  entry: (order, entry, actor: StepActor) => ({
    orderId: order.id,
    status: entry.status,
    kind: entry.kind ?? 'status',
    note: entry.note,
    byPatient: actor.byPatient,
    actorUserId: actor.userId,
    actorName: actor.byPatient ? null : actor.name,
    actorRegistration: actor.byPatient ? null : actor.registration,
    at: entry.at,
  }),
  subjectType: 'medicine_order',
  auditDetails: (order, actor, details) => ({
    number: order.number,
    from: order.status,
    ...(actor.byPatient
      ? {}
      : {
          by: actor.name,
          registration: actor.registration,
          // Someone without a registration works under the pharmacist who checked the order.
          ...(actor.registration || !order.pharmacistName
            ? {}
            : {
                supervisingPharmacist: order.pharmacistName,
                supervisingRegistration: order.pharmacistRegistration,
              }),
        }),
    ...details,
  }),
  channel: LIVE_CHANNELS.pharmacy,
  notFound: orderNotFound,
  changedMeanwhile: notNow,
  // The total the message names is the one the step leaves (a check writes a new one).
  tell: (tx, order, notice: PharmacyNotice, set) =>
    tellPatient(
      tx,
      { ...order, totalInr: set.totalInr ?? order.totalInr },
      notice.kind,
      notice.extra,
    ),
})

export type LockedOrder = Awaited<ReturnType<typeof PHARMACY_ORDERS.lock>>

const move = (
  from: readonly MedicineOrderStatus[],
  to: MedicineOrderStatus,
): Move<MedicineOrderStatus> => ({ from, to })

/** The pharmacy's steps: the moves each makes, and its audit action. */
export const PHARMACY_STEPS = {
  /** The pharmacist's list: confirmed, or waiting for the patient when it differs from theirs. */
  checked: {
    moves: [move(['submitted'], 'confirmed'), move(['submitted'], 'awaiting_patient')],
    audit: 'pharmacy.checked',
  },
  /** Turned down before anything is packed. */
  rejected: {
    moves: [move(['submitted', 'awaiting_patient'], 'rejected')],
    audit: 'pharmacy.rejected',
  },
  packed: { moves: [move(['confirmed'], 'packed')], audit: 'pharmacy.packed' },
  sentOut: { moves: [move(['packed'], 'out_for_delivery')], audit: 'pharmacy.out_for_delivery' },
  readyForPickup: {
    moves: [move(['packed'], 'ready_for_pickup')],
    audit: 'pharmacy.ready_for_pickup',
  },
  /** At the door, or at the counter. */
  handedOver: {
    moves: [move(['out_for_delivery'], 'delivered'), move(['ready_for_pickup'], 'collected')],
    audit: 'pharmacy.handed_over',
  },
  cancelled: { moves: [move(PHARMACY_CANCELLABLE, 'cancelled')], audit: 'pharmacy.cancelled' },
} as const
