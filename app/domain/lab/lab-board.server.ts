import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import {
  labOrderEvents,
  labOrderItems,
  labOrders,
  labResults,
  type LabOrderStatus,
} from '#app/db/schema/lab.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { type AuditAction } from '#app/utils/audit-actions.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { findPackage, findTest } from './cart.ts'
import { COLLECTOR_ROLES, isPathologist, type LabActor, orderTests } from './workflow.server.ts'

/**
 * What the laboratory's staff read: the day's orders by status, one order with its timeline and
 * results, and who can be sent to collect. Reading patient data is audited like every staff read.
 */

const FINAL: LabOrderStatus[] = ['released', 'cancelled', 'rejected']

const collectorUser = alias(user, 'collector')

/** The item names of orders (a package by its name, not its tests), keyed by order id. */
async function itemsOf(orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, Array<{ name: string; nameHi: string }>>()
  const rows = await getDb()
    .select({ orderId: labOrderItems.orderId, kind: labOrderItems.kind, slug: labOrderItems.slug })
    .from(labOrderItems)
    .where(inArray(labOrderItems.orderId, orderIds))
  const map = new Map<string, Array<{ name: string; nameHi: string }>>()
  for (const row of rows) {
    const item = row.kind === 'test' ? findTest(row.slug) : findPackage(row.slug)
    const names = { name: item?.name ?? row.slug, nameHi: item?.nameHi ?? row.slug }
    map.set(row.orderId, [...(map.get(row.orderId) ?? []), names])
  }
  return map
}

export type LabBoardFilters = { day: string; status: LabOrderStatus | null }

/** The orders of a day (collection or visit day), in the order of their windows, and the counts. */
export async function listLabBoard(filters: LabBoardFilters) {
  const db = getDb()
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: labOrders.id,
        number: labOrders.number,
        patientName: labOrders.patientName,
        mode: labOrders.mode,
        area: labOrders.area,
        window: labOrders.window,
        status: labOrders.status,
        paid: sql<boolean>`${labOrders.paidAt} IS NOT NULL`,
        collectorName: collectorUser.name,
      })
      .from(labOrders)
      .leftJoin(collectorUser, eq(collectorUser.id, labOrders.collectorUserId))
      .where(
        and(
          eq(labOrders.day, filters.day),
          filters.status ? eq(labOrders.status, filters.status) : undefined,
        ),
      )
      .orderBy(sql`${labOrders.window} NULLS LAST`, asc(labOrders.area), asc(labOrders.number))
      .limit(500),
    db
      .select({ status: labOrders.status, n: count() })
      .from(labOrders)
      .where(eq(labOrders.day, filters.day))
      .groupBy(labOrders.status),
  ])
  const items = await itemsOf(rows.map((r) => r.id))
  return {
    rows: rows.map((row) => ({ ...row, items: items.get(row.id) ?? [] })),
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<
      Record<LabOrderStatus, number>
    >,
  }
}

/** Orders of the day still waiting for a step of the laboratory (the staff menu's count). */
export async function countLabOrdersWaiting(day: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(labOrders)
    .where(and(eq(labOrders.day, day), notInArray(labOrders.status, FINAL)))
  return row?.n ?? 0
}

/** The accounts a home collection can be given to. */
export async function listCollectors() {
  return getDb()
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(inArray(user.role, [...COLLECTOR_ROLES]), sql`${user.disabledAt} IS NULL`))
    .orderBy(asc(user.name))
}

/** One order as the laboratory works on it, by its number; null when there is none. */
export async function loadStaffOrder(number: string, actor: LabActor) {
  const db = getDb()
  const [order] = await db
    .select({
      id: labOrders.id,
      number: labOrders.number,
      status: labOrders.status,
      patientName: labOrders.patientName,
      sex: labOrders.sex,
      dateOfBirth: labOrders.dateOfBirth,
      ageYears: labOrders.ageYears,
      phone: labOrders.phone,
      email: labOrders.email,
      locale: labOrders.locale,
      mode: labOrders.mode,
      address: labOrders.address,
      pinCode: labOrders.pinCode,
      area: labOrders.area,
      day: labOrders.day,
      window: labOrders.window,
      totalInr: labOrders.totalInr,
      referredBy: labOrders.referredBy,
      collectorUserId: labOrders.collectorUserId,
      collectorName: collectorUser.name,
      sampleId: labOrders.sampleId,
      paymentMethod: labOrders.paymentMethod,
      paidInr: labOrders.paidInr,
      paidAt: labOrders.paidAt,
      cancelReason: labOrders.cancelReason,
      rejectReason: labOrders.rejectReason,
      remarks: labOrders.remarks,
      createdAt: labOrders.createdAt,
      collectedAt: labOrders.collectedAt,
      receivedAt: labOrders.receivedAt,
      verifiedAt: labOrders.verifiedAt,
      releasedAt: labOrders.releasedAt,
    })
    .from(labOrders)
    .leftJoin(collectorUser, eq(collectorUser.id, labOrders.collectorUserId))
    .where(eq(labOrders.number, number))
  if (!order) return null
  const [items, tests, results, events, collectors, pathologist] = await Promise.all([
    itemsOf([order.id]),
    orderTests(db, order.id),
    db
      .select({
        test: labResults.testSlug,
        code: labResults.analyteCode,
        value: labResults.value,
        unit: labResults.unit,
        range: labResults.range,
        flag: labResults.flag,
        enteredBy: labResults.enteredBy,
      })
      .from(labResults)
      .where(eq(labResults.orderId, order.id)),
    db
      .select({
        id: labOrderEvents.id,
        status: labOrderEvents.status,
        note: labOrderEvents.note,
        byPatient: labOrderEvents.byPatient,
        by: user.name,
        at: labOrderEvents.at,
      })
      .from(labOrderEvents)
      .leftJoin(user, eq(user.id, labOrderEvents.actorUserId))
      .where(eq(labOrderEvents.orderId, order.id))
      .orderBy(asc(labOrderEvents.at), asc(labOrderEvents.id)),
    listCollectors(),
    isPathologist(actor.userId),
  ])
  return {
    order,
    items: items.get(order.id) ?? [],
    tests,
    results,
    events,
    collectors,
    viewer: { isPathologist: pathologist, userId: actor.userId },
  }
}

const READ_WINDOW_MS = 15 * 60_000

/**
 * Staff reading an order, its results or its report is audited, once per person, order and kind
 * of read in a quarter of an hour: the pages reload themselves on every change.
 */
export async function auditLabRead(
  actor: LabActor,
  orderId: string,
  action: Extract<AuditAction, 'lab.order_viewed' | 'lab.report_viewed'>,
  details?: Record<string, string>,
) {
  const { totalHits } = await windowCounter(action, READ_WINDOW_MS).increment(
    `${actor.userId} ${orderId}`,
  )
  if (totalHits > 1) return
  await recordAudit(getDb(), {
    action,
    actorUserId: actor.userId,
    subjectType: 'lab_order',
    subjectId: orderId,
    ipAddress: actor.ipAddress,
    details,
  })
}

/** The board lists patients' names: audited once per person per quarter of an hour. */
export async function auditLabBoardView(actor: LabActor) {
  const { totalHits } = await windowCounter('lab.board_viewed', READ_WINDOW_MS).increment(
    actor.userId,
  )
  if (totalHits > 1) return
  await recordAudit(getDb(), {
    action: 'lab.board_viewed',
    actorUserId: actor.userId,
    subjectType: 'lab_order',
    ipAddress: actor.ipAddress,
  })
}

/** The order's id for its number, or null. */
export async function orderIdByNumber(number: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ id: labOrders.id })
    .from(labOrders)
    .where(eq(labOrders.number, number))
  return row?.id ?? null
}
