import { LAB_ORDER_STATUSES, labOrderEvents, labOrders } from '#app/db/schema/lab.ts'
import { type Move } from '#app/domain/order-workflow/index.ts'
import { orderWorkflow, type Tx } from '#app/domain/order-workflow/index.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { LIVE_CHANNELS } from '#app/utils/live.server.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { type LabNotice } from './lab-notices.server.ts'
import {
  CANCELLABLE_STATUSES,
  type LabOrderStatus,
  REJECTABLE_STATUSES,
  stepBefore,
} from './status-flow.ts'

/**
 * The laboratory's orders in the order-workflow kit: what a step reads of the order it locks,
 * its timeline row, its audit subject, its live channel, and how the patient is told (SMS to an
 * Indian mobile, e-mail when they gave one). The steps' moves follow status-flow.ts.
 */

export type LabActor = { userId: string; ipAddress: string | null }

/** A message to the patient: its kind (the outbox's and the template's) and its words. */
export type LabStepNotice = { kind: string; words: LabNotice }

export const LAB_ORDERS = orderWorkflow({
  orders: labOrders,
  locked: {
    id: labOrders.id,
    number: labOrders.number,
    status: labOrders.status,
    mode: labOrders.mode,
    area: labOrders.area,
    day: labOrders.day,
    window: labOrders.window,
    phone: labOrders.phone,
    email: labOrders.email,
    locale: labOrders.locale,
    sex: labOrders.sex,
    dateOfBirth: labOrders.dateOfBirth,
    ageYears: labOrders.ageYears,
    totalInr: labOrders.totalInr,
    paidAt: labOrders.paidAt,
    collectorUserId: labOrders.collectorUserId,
    collectedAt: labOrders.collectedAt,
    requestKey: labOrders.requestKey,
    manageTokenHash: labOrders.manageTokenHash,
  },
  events: labOrderEvents,
  entry: (order, entry, actor: LabActor) => ({
    orderId: order.id,
    status: entry.status,
    note: entry.note,
    actorUserId: actor.userId,
    at: entry.at,
  }),
  subjectType: 'lab_order',
  channel: LIVE_CHANNELS.lab,
  notFound: () => new DomainError('not-found', messageRef('lab', 'staff.error.notFound')),
  changedMeanwhile: () => new DomainError('conflict', messageRef('lab', 'staff.error.notNow')),
  tell: async (tx: Tx, order, notice: LabStepNotice) => {
    if (isIndianMobile(order.phone))
      await queueSms(tx, { to: order.phone, kind: notice.kind, ...notice.words.sms })
    if (order.email)
      await queueMail(tx, { to: order.email, kind: notice.kind, ...notice.words.mail })
  },
})

export type LabLockedOrder = Awaited<ReturnType<typeof LAB_ORDERS.lock>>

const move = (
  from: readonly LabOrderStatus[],
  to: LabOrderStatus | null,
): Move<LabOrderStatus> => ({
  from,
  to,
})

/** The laboratory's steps: the moves each makes, and its audit action. */
export const LAB_STEPS = {
  /** A collector is sent, or another put in their place before they go. */
  assign: {
    moves: [move(['booked', 'collector_assigned'], 'collector_assigned')],
    audit: 'lab.collector_assigned',
  },
  /** From the step before it for this kind of collection (a visit has no collector). */
  collected: {
    moves: (order: LabLockedOrder) => {
      const before = stepBefore('collected', order.mode)
      return before ? [move([before], 'collected')] : []
    },
    audit: 'lab.collected',
  },
  received: { moves: [move(['collected'], 'received')], audit: 'lab.received' },
  /** Results typed while they may be; a change after completion sends the order back. */
  resultsSaved: {
    moves: [move(['received'], null), move(['results_entered'], 'received')],
    audit: 'lab.results_saved',
  },
  completed: { moves: [move(['received'], 'results_entered')], audit: 'lab.results_completed' },
  verified: { moves: [move(['results_entered'], 'verified')], audit: 'lab.verified' },
  released: { moves: [move(['verified'], 'released')], audit: 'lab.released' },
  cancelled: { moves: [move(CANCELLABLE_STATUSES, 'cancelled')], audit: 'lab.cancelled' },
  rejected: { moves: [move(REJECTABLE_STATUSES, 'rejected')], audit: 'lab.rejected' },
  /** Money is taken at any time before the order is called off; the status stays. */
  payment: {
    moves: [
      move(
        LAB_ORDER_STATUSES.filter((status) => status !== 'cancelled'),
        null,
      ),
    ],
    audit: 'lab.payment_recorded',
  },
} as const
