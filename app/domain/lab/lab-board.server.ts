import { and, asc, count, desc, eq, inArray, lt, notInArray, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { COLLECTION_WINDOWS, type CollectionWindowCode } from '#app/content/lab-areas.ts'
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
import { clinicToday } from '#app/utils/clinic-time.ts'
import { type AuditAction } from '#app/utils/audit-actions.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { findPackage, findTest } from './cart.ts'
import { windowLabel } from './collection.ts'
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

/** Work under way at the laboratory: a sample on its way from the patient to a released report. */
const UNDER_WAY: LabOrderStatus[] = [
  'collector_assigned',
  'collected',
  'received',
  'results_entered',
  'verified',
]

/** How many unfinished orders of earlier days the board lists (the count says how many in all). */
export const EARLIER_SHOWN = 100

const boardColumns = {
  id: labOrders.id,
  number: labOrders.number,
  patientName: labOrders.patientName,
  mode: labOrders.mode,
  area: labOrders.area,
  day: labOrders.day,
  window: labOrders.window,
  status: labOrders.status,
  paid: sql<boolean>`${labOrders.paidAt} IS NOT NULL`,
  collectorName: collectorUser.name,
}

/**
 * Orders of days before `day` that are not finished: a sample still on its way to a released
 * report, or a booking whose day has passed without a collection (`today` tells which have). They
 * stay on the board until they are finished, whatever day it shows.
 */
function stillOpenBefore(day: string, today: string) {
  return and(
    lt(labOrders.day, day),
    or(
      inArray(labOrders.status, UNDER_WAY),
      and(eq(labOrders.status, 'booked'), lt(labOrders.day, today)),
    ),
  )
}

/**
 * The orders of a day (collection or visit day), in the order of their windows, and the counts;
 * and the unfinished orders of earlier days, newest first (at most `EARLIER_SHOWN`, with how many
 * there are).
 */
export async function listLabBoard(filters: LabBoardFilters, today: string = clinicToday()) {
  const db = getDb()
  const byStatus = filters.status ? eq(labOrders.status, filters.status) : undefined
  const earlierWhere = and(stillOpenBefore(filters.day, today), byStatus)
  const [rows, counts, earlierRows, [earlierTotal]] = await Promise.all([
    db
      .select(boardColumns)
      .from(labOrders)
      .leftJoin(collectorUser, eq(collectorUser.id, labOrders.collectorUserId))
      .where(and(eq(labOrders.day, filters.day), byStatus))
      .orderBy(sql`${labOrders.window} NULLS LAST`, asc(labOrders.area), asc(labOrders.number))
      .limit(500),
    db
      .select({ status: labOrders.status, n: count() })
      .from(labOrders)
      .where(eq(labOrders.day, filters.day))
      .groupBy(labOrders.status),
    db
      .select(boardColumns)
      .from(labOrders)
      .leftJoin(collectorUser, eq(collectorUser.id, labOrders.collectorUserId))
      .where(earlierWhere)
      .orderBy(desc(labOrders.day), sql`${labOrders.window} NULLS LAST`, asc(labOrders.number))
      .limit(EARLIER_SHOWN),
    db.select({ n: count() }).from(labOrders).where(earlierWhere),
  ])
  const items = await itemsOf([...rows, ...earlierRows].map((r) => r.id))
  const withItems = (list: typeof rows) =>
    list.map((row) => ({ ...row, items: items.get(row.id) ?? [] }))
  return {
    rows: withItems(rows),
    counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Partial<
      Record<LabOrderStatus, number>
    >,
    earlier: { rows: withItems(earlierRows), total: Number(earlierTotal?.n ?? 0) },
  }
}

/**
 * Orders still waiting for a step of the laboratory (the staff menu's count): today's unfinished
 * orders and those of earlier days still open.
 */
export async function countLabOrdersWaiting(today: string = clinicToday()): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(labOrders)
    .where(
      or(
        and(eq(labOrders.day, today), notInArray(labOrders.status, FINAL)),
        stillOpenBefore(today, today),
      ),
    )
  return Number(row?.n ?? 0)
}

/** A stored collection window in words ("7:00 am–9:00 am"), as the booking pages say it. */
export function windowWords(code: string | null, locale: Locale): string | null {
  if (!code) return null
  return COLLECTION_WINDOWS.some((w) => w.code === code)
    ? windowLabel(code as CollectionWindowCode, locale)
    : code
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

/** The kinds of staff read: the order's page, the report page, the report's PDF, the sample's label. */
export type LabRead = 'page' | 'report' | 'pdf' | 'label'

const READ_ACTIONS: Record<
  LabRead,
  Extract<AuditAction, 'lab.order_viewed' | 'lab.report_viewed'>
> = {
  page: 'lab.order_viewed',
  label: 'lab.order_viewed',
  report: 'lab.report_viewed',
  pdf: 'lab.report_viewed',
}

/**
 * Staff reading an order, its report or its label is audited at least once per person, order and
 * kind of read in a quarter of an hour (the pages reload themselves on every change); a PDF is a
 * copy that leaves the site, so every download is recorded.
 */
export async function auditLabRead(actor: LabActor, orderId: string, read: LabRead) {
  const action = READ_ACTIONS[read]
  if (read !== 'pdf') {
    const { totalHits } = await windowCounter(action, READ_WINDOW_MS).increment(
      `${actor.userId} ${orderId} ${read}`,
    )
    if (totalHits > 1) return
  }
  await recordAudit(getDb(), {
    action,
    actorUserId: actor.userId,
    subjectType: 'lab_order',
    subjectId: orderId,
    ipAddress: actor.ipAddress,
    details: { read },
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
