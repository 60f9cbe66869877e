import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import {
  MEDICINE_ORDER_FINAL_STATUSES,
  medicineOrderEvents,
  medicineOrderFiles,
  medicineOrderLines,
  medicineOrders,
  type MedicineOrderStatus,
} from '#app/db/schema/pharmacy.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import type { PrescriptionContent } from '#app/domain/prescriptions/index.ts'
import { recordAudit } from '#app/utils/audit.server.ts'
import { type AuditAction } from '#app/utils/audit-actions.ts'
import { clinicTimeToUtc, clinicToday } from '#app/utils/clinic-time.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import type { PharmacyActor } from './workflow.server.ts'

/**
 * What the pharmacy's people read: the queue (orders needing a step first, oldest new order at
 * the top) and one order with its prescription, lines and timeline. Reading patient data is
 * audited like every staff read.
 */

/** The queue's order: a new order to check first, then what waits to be packed, sent, handed over. */
export const QUEUE_STATUSES = [
  'submitted',
  'confirmed',
  'packed',
  'ready_for_pickup',
  'out_for_delivery',
  'awaiting_patient',
] as const satisfies readonly MedicineOrderStatus[]

/** Statuses in which the pharmacy has the next step (the staff menu counts these). */
export const PHARMACY_ACTION_STATUSES = [
  'submitted',
  'confirmed',
  'packed',
  'ready_for_pickup',
  'out_for_delivery',
] as const satisfies readonly MedicineOrderStatus[]

/** At most this many open orders are listed (a backlog beyond it says how many in all). */
export const QUEUE_SHOWN = 200

const rowColumns = {
  id: medicineOrders.id,
  number: medicineOrders.number,
  patientName: medicineOrders.patientName,
  source: medicineOrders.source,
  mode: medicineOrders.mode,
  pinCode: medicineOrders.pinCode,
  status: medicineOrders.status,
  totalInr: medicineOrders.totalInr,
  createdAt: medicineOrders.createdAt,
  updatedAt: medicineOrders.updatedAt,
  // Spelled out in full: inside the subquery a bare "id" would be the line's own.
  pages: sql<number>`(select count(*)::int from medicine_order_files f where f.order_id = "medicine_orders"."id")`,
  lines: sql<number>`(select count(*)::int from medicine_order_lines l where l.order_id = "medicine_orders"."id")`,
}

const queueRank = sql`array_position(array[${sql.join(
  QUEUE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${medicineOrders.status}::text)`

/**
 * The open orders (the pharmacy's next step first: new orders oldest first, then those to pack,
 * send and hand over, then those waiting for the patient's answer) and the orders finished today.
 */
export async function listPharmacyQueue(today: string = clinicToday()) {
  const db = getDb()
  const startOfDay = clinicTimeToUtc(today, '00:00')
  const [open, [openTotal], finished] = await Promise.all([
    db
      .select(rowColumns)
      .from(medicineOrders)
      .where(inArray(medicineOrders.status, [...QUEUE_STATUSES]))
      .orderBy(queueRank, asc(medicineOrders.createdAt))
      .limit(QUEUE_SHOWN),
    db
      .select({ n: count() })
      .from(medicineOrders)
      .where(inArray(medicineOrders.status, [...QUEUE_STATUSES])),
    db
      .select(rowColumns)
      .from(medicineOrders)
      .where(
        and(
          inArray(medicineOrders.status, [...MEDICINE_ORDER_FINAL_STATUSES]),
          gte(medicineOrders.updatedAt, startOfDay),
        ),
      )
      .orderBy(sql`${medicineOrders.updatedAt} desc`)
      .limit(QUEUE_SHOWN),
  ])
  return { open, openTotal: Number(openTotal?.n ?? 0), finished }
}

export type QueueRow = Awaited<ReturnType<typeof listPharmacyQueue>>['open'][number]

/** Orders waiting for a step of the pharmacy (the staff menu's count). */
export async function countPharmacyOrdersWaiting(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(medicineOrders)
    .where(inArray(medicineOrders.status, [...PHARMACY_ACTION_STATUSES]))
  return Number(row?.n ?? 0)
}

/** One order as the pharmacy works on it, by its number; null when there is none. */
export async function loadPharmacyOrder(number: string) {
  const db = getDb()
  const [order] = await db
    .select({
      id: medicineOrders.id,
      number: medicineOrders.number,
      status: medicineOrders.status,
      source: medicineOrders.source,
      accountUserId: medicineOrders.accountUserId,
      patientName: medicineOrders.patientName,
      phone: medicineOrders.phone,
      email: medicineOrders.email,
      locale: medicineOrders.locale,
      mode: medicineOrders.mode,
      address: medicineOrders.address,
      pinCode: medicineOrders.pinCode,
      area: medicineOrders.area,
      paymentMethod: medicineOrders.paymentMethod,
      note: medicineOrders.note,
      requested: medicineOrders.requested,
      prescriptionId: medicineOrders.prescriptionId,
      totalInr: medicineOrders.totalInr,
      pharmacistName: medicineOrders.pharmacistName,
      pharmacistRegistration: medicineOrders.pharmacistRegistration,
      checkedAt: medicineOrders.checkedAt,
      rejectReason: medicineOrders.rejectReason,
      pharmacistNote: medicineOrders.pharmacistNote,
      cancelReason: medicineOrders.cancelReason,
      paidInr: medicineOrders.paidInr,
      paidAt: medicineOrders.paidAt,
      paidBy: medicineOrders.paidBy,
      createdAt: medicineOrders.createdAt,
    })
    .from(medicineOrders)
    .where(eq(medicineOrders.number, number))
  if (!order) return null
  const [lines, files, events, prescription] = await Promise.all([
    db
      .select({
        id: medicineOrderLines.id,
        slug: medicineOrderLines.slug,
        brand: medicineOrderLines.brand,
        quantity: medicineOrderLines.quantity,
        unitPriceInr: medicineOrderLines.unitPriceInr,
        mrpInr: medicineOrderLines.mrpInr,
        substituteForSlug: medicineOrderLines.substituteForSlug,
        substituteForBrand: medicineOrderLines.substituteForBrand,
        response: medicineOrderLines.response,
      })
      .from(medicineOrderLines)
      .where(eq(medicineOrderLines.orderId, order.id))
      .orderBy(asc(medicineOrderLines.position)),
    db
      .select({
        id: medicineOrderFiles.fileId,
        mediaType: storedFiles.mediaType,
        name: storedFiles.originalName,
        width: storedFiles.width,
        height: storedFiles.height,
      })
      .from(medicineOrderFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, medicineOrderFiles.fileId))
      .where(eq(medicineOrderFiles.orderId, order.id))
      .orderBy(asc(medicineOrderFiles.position)),
    db
      .select({
        id: medicineOrderEvents.id,
        status: medicineOrderEvents.status,
        kind: medicineOrderEvents.kind,
        note: medicineOrderEvents.note,
        byPatient: medicineOrderEvents.byPatient,
        actorName: medicineOrderEvents.actorName,
        actorRegistration: medicineOrderEvents.actorRegistration,
        at: medicineOrderEvents.at,
      })
      .from(medicineOrderEvents)
      .where(eq(medicineOrderEvents.orderId, order.id))
      .orderBy(asc(medicineOrderEvents.at), asc(medicineOrderEvents.id)),
    order.prescriptionId
      ? db
          .select({
            number: prescriptions.number,
            content: prescriptions.content,
            doctorName: prescriptions.doctorName,
            doctorQualifications: prescriptions.doctorQualifications,
            doctorRegistrationNumber: prescriptions.doctorRegistrationNumber,
            patientName: prescriptions.patientName,
            issuedAt: prescriptions.issuedAt,
            cancelledAt: prescriptions.cancelledAt,
            verificationCode: prescriptions.verificationCode,
          })
          .from(prescriptions)
          .where(eq(prescriptions.id, order.prescriptionId))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(null),
  ])
  return {
    order,
    lines,
    files,
    events,
    prescription: prescription
      ? { ...prescription, content: prescription.content as PrescriptionContent }
      : null,
  }
}

/** The order's id for its number, or null. */
export async function pharmacyOrderIdByNumber(number: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ id: medicineOrders.id })
    .from(medicineOrders)
    .where(eq(medicineOrders.number, number))
  return row?.id ?? null
}

/** The order (by number) holding the file as a page of its prescription; null when it does not. */
export async function pharmacyOrderOfFile(number: string, fileId: string) {
  if (!isUuid(fileId)) return null
  const [row] = await getDb()
    .select({ id: medicineOrders.id })
    .from(medicineOrders)
    .innerJoin(medicineOrderFiles, eq(medicineOrderFiles.orderId, medicineOrders.id))
    .where(and(eq(medicineOrders.number, number), eq(medicineOrderFiles.fileId, fileId)))
  return row?.id ?? null
}

const READ_WINDOW_MS = 15 * 60_000

/**
 * Staff reading an order's page is audited at least once per person and order in a quarter of
 * an hour (the page reloads itself on every change); every prescription file handed out is.
 */
export async function auditPharmacyRead(
  actor: PharmacyActor,
  orderId: string,
  read: { file: string } | 'page',
) {
  const action: AuditAction = read === 'page' ? 'pharmacy.order_viewed' : 'pharmacy.file_viewed'
  if (read === 'page') {
    const { totalHits } = await windowCounter(action, READ_WINDOW_MS).increment(
      `${actor.userId} ${orderId}`,
    )
    if (totalHits > 1) return
  }
  await recordAudit(getDb(), {
    action,
    actorUserId: actor.userId,
    subjectType: 'medicine_order',
    subjectId: orderId,
    ipAddress: actor.ipAddress,
    details: read === 'page' ? {} : { file: read.file },
  })
}

/** The queue lists patients' names: audited once per person per quarter of an hour. */
export async function auditPharmacyQueueView(actor: PharmacyActor) {
  const { totalHits } = await windowCounter('pharmacy.board_viewed', READ_WINDOW_MS).increment(
    actor.userId,
  )
  if (totalHits > 1) return
  await recordAudit(getDb(), {
    action: 'pharmacy.board_viewed',
    actorUserId: actor.userId,
    subjectType: 'medicine_order',
    ipAddress: actor.ipAddress,
  })
}
