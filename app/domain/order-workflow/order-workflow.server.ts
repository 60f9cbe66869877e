import { and, eq } from 'drizzle-orm'
import { type PgColumn, type PgTable, type PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { type SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { type Database, getDb } from '#app/db/client.server.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { type AuditAction, type AuditSubject } from '#app/utils/audit-actions.ts'
import { type DomainError } from '#app/utils/domain-errors.ts'
import { type LiveChannel, publish } from '#app/utils/live.server.ts'
import { mayTake, openMoves, type OrderStep } from './steps.ts'

/**
 * The one way a step of an order is taken, for every area with orders that staff move on (the
 * laboratory, the pharmacy, the ambulance dispatch). One transaction locks the order, checks it
 * is where the step starts — and in the status the page showed, when the page says — so a second
 * click, or a colleague who was quicker, changes nothing and a skipped step is refused; moves it
 * only from the status it was found in; writes the timeline entry and the audit record; queues
 * what the patient is told (SMS and e-mail go through the outbox, so they leave exactly when the
 * change is made); and tells the live pages to look again. Each area keeps its own rules — its
 * steps and their moves, what its timeline rows hold, what the patient is told — as data and
 * callbacks in `orderWorkflow()`'s definition.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Who takes a step, as the audit records them (an area adds what its timeline shows). */
export type StepActor = { userId: string | null; ipAddress: string | null }

export type AuditDetails = Record<string, string | number | boolean | null>

/** A timeline entry as the kit hands it to the area, to be written as the area's row. */
export type TimelineEntry<Status extends string> = {
  status: Status | null
  note: string
  /** What kind of entry, for a timeline that tells kinds apart (the pharmacy's). */
  kind?: string
  at: Date
}

type OrderTable = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn }
type LockedColumns = { id: PgColumn; status: PgColumn } & Record<string, PgColumn>
type OrderOf<Locked extends LockedColumns> = SelectResultFields<Locked> & {
  id: string
  status: StatusOf<Locked>
}
type StatusOf<Locked extends LockedColumns> = SelectResultFields<Locked>['status'] & string

/** What a step changes besides the status, and what it writes down and says. */
export type StepChange<Status extends string, Set, Notice> = {
  /** Which move, when the step has several from the order's status (else the one open). */
  to?: Status | null
  /** Other columns the step sets (`updatedAt` and the status are the kit's). */
  set?: Set
  /** The timeline entry's note. */
  note?: string
  kind?: string
  /** The audit record's details. */
  details?: AuditDetails
  /** What the patient is told (the area's `tell` puts it into words and queues it). */
  notice?: Notice
}

export type OrderArea<
  Orders extends OrderTable,
  Locked extends LockedColumns,
  Events extends PgTable,
  Actor extends StepActor,
  Notice,
> = {
  orders: Orders
  /** The columns every step reads of the order it locks. */
  locked: Locked
  events: Events
  /** The area's timeline row for one entry. */
  entry: (
    order: OrderOf<Locked>,
    entry: TimelineEntry<StatusOf<Locked>>,
    actor: Actor,
  ) => Events['$inferInsert']
  subjectType: AuditSubject
  /** The audit record's details, when the area adds its own to the step's (who, under whom). */
  auditDetails?: (
    order: OrderOf<Locked>,
    actor: Actor,
    details: AuditDetails | undefined,
  ) => AuditDetails
  /** Where the live pages listen; the announcement's payload is the order's id. */
  channel: LiveChannel
  notFound: () => DomainError
  /** The order is not where the step starts (moved on meanwhile, or the step is not its next). */
  changedMeanwhile: () => DomainError
  /** Queues the patient's message about a step; `set` holds the columns the step changed. */
  tell?: (
    tx: Tx,
    order: OrderOf<Locked>,
    notice: Notice,
    set: Partial<Orders['$inferInsert']>,
  ) => Promise<void>
}

export function orderWorkflow<
  Orders extends OrderTable,
  Locked extends LockedColumns,
  Events extends PgTable,
  Actor extends StepActor,
  Notice = never,
>(area: OrderArea<Orders, Locked, Events, Actor, Notice>) {
  type Order = OrderOf<Locked>
  type Status = StatusOf<Locked>
  type Step = OrderStep<Status, Order>
  type Change = StepChange<Status, Partial<Orders['$inferInsert']>, Notice>

  /** Reads and locks the order for the rest of the transaction (others wait for this step). */
  async function find(tx: Tx, orderId: string): Promise<Order | undefined> {
    const [order] = (await tx
      .select(area.locked)
      .from(area.orders as PgTable)
      .where(eq(area.orders.id, orderId))
      .for('update')) as Order[]
    return order
  }

  /** `find`, for an order that must be there. */
  async function lock(tx: Tx, orderId: string): Promise<Order> {
    const order = await find(tx, orderId)
    if (!order) throw area.notFound()
    return order
  }

  /** Refuses the step unless the order is where it starts (and where the page showed it). */
  function check(order: Order, step: Step, seen?: Status) {
    if (!mayTake(step, order, { seen })) throw (step.refusal ?? area.changedMeanwhile)()
  }

  /** The timeline entry, the audit record (for a step audited) and the news to the live pages. */
  async function record(
    tx: Tx,
    order: Order,
    actor: Actor,
    entry: Partial<TimelineEntry<Status>> & { audit: AuditAction | null; details?: AuditDetails },
  ) {
    await tx.insert(area.events).values(
      area.entry(
        order,
        {
          status: entry.status ?? null,
          note: entry.note ?? '',
          kind: entry.kind,
          at: entry.at ?? new Date(),
        },
        actor,
      ),
    )
    if (entry.audit) {
      await recordAudit(tx, {
        action: entry.audit,
        actorUserId: actor.userId,
        subjectType: area.subjectType,
        subjectId: order.id,
        ipAddress: actor.ipAddress,
        details: area.auditDetails ? area.auditDetails(order, actor, entry.details) : entry.details,
      })
    }
    await publish(tx, area.channel, order.id)
  }

  /**
   * Takes the step on an order this transaction has locked: checks the move, moves the order only
   * from the status it was found in, and records, tells and announces it.
   */
  async function takeStep(
    tx: Tx,
    order: Order,
    actor: Actor,
    step: Step,
    change: Change,
    options: { seen?: Status; at?: Date } = {},
  ) {
    check(order, step, options.seen)
    const to = change.to === undefined ? openMoves(step, order)[0]!.to : change.to
    if (!mayTake(step, order, { to })) throw (step.refusal ?? area.changedMeanwhile)()
    const at = options.at ?? new Date()
    const set = change.set ?? {}
    const moved = await tx
      .update(area.orders)
      .set({ ...set, ...(to ? { status: to } : {}), updatedAt: at } as PgUpdateSetSource<Orders>)
      .where(and(eq(area.orders.id, order.id), eq(area.orders.status, order.status)))
      .returning({ id: area.orders.id })
    if (moved.length === 0) throw area.changedMeanwhile()
    await record(tx, order, actor, {
      status: to,
      note: change.note,
      kind: change.kind,
      at,
      audit: step.audit,
      details: change.details,
    })
    if (change.notice !== undefined && area.tell) await area.tell(tx, order, change.notice, set)
  }

  type Work<Made extends Change> = (context: {
    tx: Tx
    order: Order
    now: Date
  }) => Made | Promise<Made>

  /**
   * Locks the order and takes the step within the caller's transaction: `change` runs once the
   * order is known to be where the step starts (the area's own checks, and what the step sets).
   */
  async function performIn<Made extends Change>(
    tx: Tx,
    orderId: string,
    actor: Actor,
    step: Step,
    options: { seen?: Status; change?: Work<Made> } = {},
  ): Promise<{ order: Order; change: Made }> {
    const order = await lock(tx, orderId)
    check(order, step, options.seen)
    const now = new Date()
    const made = options.change ? await options.change({ tx, order, now }) : ({} as Made)
    await takeStep(tx, order, actor, step, made, { seen: options.seen, at: now })
    return { order, change: made }
  }

  /** One step in a transaction of its own. */
  function perform<Made extends Change>(
    orderId: string,
    actor: Actor,
    step: Step,
    options: { seen?: Status; change?: Work<Made> } = {},
  ) {
    return getDb().transaction((tx) => performIn(tx, orderId, actor, step, options))
  }

  return { find, lock, check, record, takeStep, performIn, perform }
}
