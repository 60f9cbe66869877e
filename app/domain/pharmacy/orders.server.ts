import { and, asc, desc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm'
import { getDb } from '#app/db/client.server.ts'
import { appointments } from '#app/db/schema/appointments.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import {
  type FulfilmentMode,
  MAX_ORDER_LINES,
  MAX_PRESCRIPTION_PAGES,
  MEDICINE_ORDER_FINAL_STATUSES,
  type MedicinePaymentMethod,
  PATIENT_CANCELLABLE_STATUSES,
  type SubstituteResponse,
  medicineOrderEvents,
  medicineOrderFiles,
  medicineOrderLines,
  medicineOrderNumbers,
  medicineOrders,
} from '#app/db/schema/pharmacy.ts'
import { prescriptions } from '#app/db/schema/prescriptions.ts'
import { areaForPin, nearestArea } from '#app/domain/served-areas/index.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { UNIQUE_VIOLATION, postgresError } from '#app/utils/db-errors.ts'
import { deleteFile } from '#app/utils/files/files.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { LIVE_CHANNELS, publish } from '#app/utils/live.server.ts'
import { hashToken } from '#app/utils/private-link.server.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { storedTrackingToken, trackingTokenFor } from './links.server.ts'
import {
  type CartLine,
  findMedicine,
  linesTotal,
  medicineName,
  normaliseCart,
  orderRefusal,
  type PrescriptionCover,
  priceCart,
  uncoveredLines,
} from './medicines.ts'
import { prescribedSlugs } from './prescribed.ts'
import { tellPatient } from './notices.server.ts'
import { orderError } from './order-schema.ts'
import { orderNotFound, PHARMACY_ORDERS, type Tx } from './steps.server.ts'

// The patient's side of medicine orders: placing one (from a cart, an e-prescription or photos of
// a paper prescription), the tracking page, the answer to the pharmacist's list, cancelling, and
// what an account's export and deletion do with orders. The pharmacist's steps are in
// workflow.server.ts; both move orders through the order-workflow kit (steps.server.ts).

/** What a prescription's pages are kept as in the file store (app/utils/files). */
export const PRESCRIPTION_PURPOSE = 'medicine-prescription'

/** Orders per account in a day: a family orders for several people, nobody fifty times. */
const PER_ACCOUNT_PER_DAY = 10
const orderCounter = () => windowCounter('medicine-order-account', 24 * 60 * 60_000)

/** Whether this account has ordered more than anyone would in a day (the form keeps what was typed). */
export async function orderLimitReached(userId: string): Promise<boolean> {
  const counted = await orderCounter().increment(userId)
  return counted.totalHits > PER_ACCOUNT_PER_DAY
}

/** An order refused (a pin code outside, no prescription): it does not count towards the limit. */
export async function orderRefused(userId: string): Promise<void> {
  await orderCounter().decrement(userId)
}

export type NewMedicineOrder = {
  requestKey: string
  accountUserId: string
  /** The lines as posted (`slug*packs`): checked against the catalogue again here. */
  lines: readonly string[]
  /** A cart filled from one of our e-prescriptions names it (signed by the server). */
  prescriptionId: string | null
  /** Pages of a paper prescription already stored for this account (see `attachablePages`). */
  pageFileIds: readonly string[]
  patientName: string
  phone: string
  email: string | null
  locale: Locale
  mode: FulfilmentMode
  address: string
  pinCode: string | null
  paymentMethod: MedicinePaymentMethod
  note: string
}

/**
 * This account's order already stored for this form (sent again after a lost answer), with its
 * link's token. A form key another account used is never answered with that order's link.
 */
export async function findByRequestKey(requestKey: string, accountUserId: string) {
  const [found] = await getDb()
    .select({
      id: medicineOrders.id,
      number: medicineOrders.number,
      tokenHash: medicineOrders.trackingTokenHash,
    })
    .from(medicineOrders)
    .where(
      and(
        eq(medicineOrders.requestKey, requestKey),
        eq(medicineOrders.accountUserId, accountUserId),
      ),
    )
  if (!found) return null
  const token = storedTrackingToken(requestKey, found.tokenHash)
  if (token) return { id: found.id, number: found.number, token }
  // The link's secret was rotated since: a fresh link for the same order.
  const fresh = trackingTokenFor(requestKey)
  await getDb()
    .update(medicineOrders)
    .set({ trackingTokenHash: hashToken(fresh) })
    .where(eq(medicineOrders.id, found.id))
  return { id: found.id, number: found.number, token: fresh }
}

/** A stored file that no order holds (a prescription page uploaded, not yet sent). */
const inNoOrder = () =>
  notExists(
    getDb()
      .select({ one: sql`1` })
      .from(medicineOrderFiles)
      .where(eq(medicineOrderFiles.fileId, storedFiles.id)),
  )

/**
 * Of the given file ids, the prescription pages this account uploaded for an order and has not
 * used in one yet (a form sent again after a mistake keeps its pages), in the order given.
 */
export async function attachablePages(userId: string, fileIds: readonly string[]) {
  fileIds = fileIds.filter(isUuid)
  if (fileIds.length === 0) return []
  const rows = await getDb()
    .select({
      id: storedFiles.id,
      name: storedFiles.originalName,
      mediaType: storedFiles.mediaType,
    })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, [...new Set(fileIds)]),
        eq(storedFiles.ownerUserId, userId),
        eq(storedFiles.purpose, PRESCRIPTION_PURPOSE),
        inNoOrder(),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return [...new Set(fileIds)].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
}

/** Pages an account may have uploaded and not yet sent with an order (a form tried many times). */
export const MAX_UNUSED_PAGES = 20

/** How many prescription pages this account uploaded that no order holds (yet). */
export async function unusedPageCount(userId: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.ownerUserId, userId),
        eq(storedFiles.purpose, PRESCRIPTION_PURPOSE),
        inNoOrder(),
      ),
    )
  return Number(row?.n ?? 0)
}

/**
 * Prescription pages uploaded but never sent with an order (a form left half-way) are deleted
 * after a day: health information is kept only for an order.
 */
export async function pruneUnusedPrescriptionPages(now = new Date()) {
  const stale = await getDb()
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.purpose, PRESCRIPTION_PURPOSE),
        lt(storedFiles.createdAt, new Date(now.getTime() - 24 * 60 * 60_000)),
        inNoOrder(),
      ),
    )
    .limit(200)
  for (const file of stale) await deleteFile(file.id)
}

/** The e-prescription a cart names, if it is this account's and still valid (not cancelled). */
export async function orderPrescription(prescriptionId: string | null, userId: string) {
  if (!prescriptionId) return null
  const [found] = await getDb()
    .select({
      id: prescriptions.id,
      number: prescriptions.number,
      doctorName: prescriptions.doctorName,
      content: prescriptions.content,
    })
    .from(prescriptions)
    .innerJoin(appointments, eq(appointments.id, prescriptions.appointmentId))
    .where(
      and(
        eq(prescriptions.id, prescriptionId),
        isNull(prescriptions.cancelledAt),
        eq(appointments.patientUserId, userId),
      ),
    )
  return found ?? null
}

/** Checks the lines, the prescription rule and the delivery area, before anything is stored. */
function checkNewOrder(input: NewMedicineOrder, lines: CartLine[], cover: PrescriptionCover) {
  if (input.lines.length > MAX_ORDER_LINES)
    throw new DomainError('invalid', orderError('tooManyLines'), undefined, {
      max: MAX_ORDER_LINES,
    })
  // A line the catalogue does not know (an old page, a hand-made request) is refused by name.
  if (lines.length !== new Set(input.lines.map((line) => line.split('*')[0])).size)
    throw new DomainError('invalid', orderError('unknownLine'))
  if (input.pageFileIds.length > MAX_PRESCRIPTION_PAGES)
    throw new DomainError('invalid', orderError('tooManyPages'), 'pages', {
      max: MAX_PRESCRIPTION_PAGES,
    })
  const refusal = orderRefusal({ lines, cover })
  if (refusal === 'empty') throw new DomainError('invalid', orderError('empty'), 'pages')
  if (refusal === 'prescriptionNeeded')
    throw new DomainError('invalid', orderError('prescriptionNeeded'), 'pages', {
      medicines: uncoveredLines(lines, cover)
        .map((line) => medicineName(findMedicine(line.slug)!, input.locale))
        .join(', '),
    })
  if (input.mode === 'pickup') return null
  const area = areaForPin(input.pinCode ?? '')
  if (area) return area.slug
  const nearest = nearestArea(input.pinCode ?? '')
  throw new DomainError(
    'invalid',
    nearest ? orderError('pinOutsideNearest') : orderError('pinOutside'),
    'pinCode',
    nearest
      ? { area: input.locale === 'hi' ? nearest.area.nameHi : nearest.area.name, km: nearest.km }
      : {},
  )
}

/**
 * Stores an order before the patient is answered: the order, its lines at today's MRP, its
 * prescription pages, its first event and the patient's SMS (and e-mail) with the tracking link,
 * in one transaction. The same form sent twice stores one order.
 */
export async function createMedicineOrder(
  input: NewMedicineOrder,
): Promise<{ id: string; number: string; token: string }> {
  const stored = await findByRequestKey(input.requestKey, input.accountUserId)
  if (stored) return stored
  const lines = normaliseCart(input.lines)
  const prescription = await orderPrescription(input.prescriptionId, input.accountUserId)
  const prescriptionId = prescription?.id ?? null
  const area = checkNewOrder(input, lines, {
    pages: input.pageFileIds.length,
    prescribed: prescription ? prescribedSlugs(prescription.content) : null,
  })
  const pages = await attachablePages(input.accountUserId, input.pageFileIds)
  if (pages.length !== input.pageFileIds.length)
    throw new DomainError('invalid', orderError('pageGone'), 'pages')
  const priced = priceCart(lines)
  const token = trackingTokenFor(input.requestKey)
  const source = prescriptionId ? 'e_prescription' : pages.length ? 'upload' : 'cart'
  try {
    return await getDb().transaction(async (tx) => {
      const [created] = await tx
        .insert(medicineOrders)
        .values({
          number: sql`'MED-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval(${sql.raw(`'${medicineOrderNumbers.seqName}'`)})::text, 6, '0')`,
          trackingTokenHash: hashToken(token),
          requestKey: input.requestKey,
          accountUserId: input.accountUserId,
          source,
          patientName: input.patientName,
          phone: input.phone,
          email: input.email,
          locale: input.locale,
          mode: input.mode,
          address: input.mode === 'delivery' ? input.address : '',
          pinCode: input.mode === 'delivery' ? input.pinCode : null,
          area,
          paymentMethod: input.paymentMethod,
          note: input.note,
          requested: lines,
          prescriptionId,
          totalInr: linesTotal(priced),
        })
        .returning()
      const order = created!
      if (priced.length)
        await tx.insert(medicineOrderLines).values(
          priced.map((line, position) => ({
            orderId: order.id,
            position,
            slug: line.slug,
            quantity: line.quantity,
            unitPriceInr: line.unitPriceInr,
            mrpInr: line.medicine.mrpInr,
          })),
        )
      if (pages.length)
        await tx
          .insert(medicineOrderFiles)
          .values(pages.map((page, position) => ({ orderId: order.id, fileId: page.id, position })))
      await tx.insert(medicineOrderEvents).values({
        orderId: order.id,
        status: 'submitted',
        byPatient: true,
        actorUserId: input.accountUserId,
      })
      await tellPatient(tx, order, 'received')
      await publish(tx, LIVE_CHANNELS.pharmacy, order.id)
      return { id: order.id, number: order.number, token }
    })
  } catch (error) {
    // The same form sent twice at once: the first one stored it.
    if (postgresError(error).code === UNIQUE_VIOLATION) {
      const first = await findByRequestKey(input.requestKey, input.accountUserId)
      if (first) return first
      // The key is another account's (a copied form), or a page went to another order meanwhile.
      throw new DomainError('conflict', orderError('formExpired'))
    }
    throw error
  }
}

export type TrackedOrder = NonNullable<Awaited<ReturnType<typeof orderDetails>>>

/**
 * The order behind a tracking link: 'not-found' for a link that is not ours, 'not-yours' when it
 * belongs to another account (the page says so, and shows nothing of it).
 */
export async function findOrderForPatient(
  token: string,
  userId: string,
): Promise<TrackedOrder | 'not-found' | 'not-yours'> {
  const [found] = await getDb()
    .select({ id: medicineOrders.id, accountUserId: medicineOrders.accountUserId })
    .from(medicineOrders)
    .where(eq(medicineOrders.trackingTokenHash, hashToken(token)))
  if (!found) return 'not-found'
  if (found.accountUserId !== userId) return 'not-yours'
  return (await orderDetails(found.id)) ?? 'not-found'
}

/** The id of this account's order behind a tracking link (for its live updates), or null. */
export async function trackedOrderId(token: string, userId: string) {
  const [found] = await getDb()
    .select({ id: medicineOrders.id })
    .from(medicineOrders)
    .where(
      and(
        eq(medicineOrders.trackingTokenHash, hashToken(token)),
        eq(medicineOrders.accountUserId, userId),
      ),
    )
  return found?.id ?? null
}

/** An order with its lines, pages and timeline, for the patient's page. */
async function orderDetails(orderId: string) {
  const [order] = await getDb().select().from(medicineOrders).where(eq(medicineOrders.id, orderId))
  if (!order) return null
  const [lines, pages, events] = await Promise.all([
    getDb()
      .select()
      .from(medicineOrderLines)
      .where(eq(medicineOrderLines.orderId, orderId))
      .orderBy(asc(medicineOrderLines.position)),
    getDb()
      .select({
        id: storedFiles.id,
        name: storedFiles.originalName,
        mediaType: storedFiles.mediaType,
      })
      .from(medicineOrderFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, medicineOrderFiles.fileId))
      .where(eq(medicineOrderFiles.orderId, orderId))
      .orderBy(asc(medicineOrderFiles.position)),
    getDb()
      .select({
        status: medicineOrderEvents.status,
        kind: medicineOrderEvents.kind,
        at: medicineOrderEvents.at,
        byPatient: medicineOrderEvents.byPatient,
      })
      .from(medicineOrderEvents)
      .where(eq(medicineOrderEvents.orderId, orderId))
      .orderBy(asc(medicineOrderEvents.at)),
  ])
  return { order, lines, pages, events }
}

/** Whether the file is a page of this account's order (for the tracking page's file route). */
export async function patientMayReadPage(token: string, fileId: string, userId: string) {
  const [found] = await getDb()
    .select({ fileId: medicineOrderFiles.fileId })
    .from(medicineOrderFiles)
    .innerJoin(medicineOrders, eq(medicineOrders.id, medicineOrderFiles.orderId))
    .where(
      and(
        eq(medicineOrders.trackingTokenHash, hashToken(token)),
        eq(medicineOrders.accountUserId, userId),
        eq(medicineOrderFiles.fileId, fileId),
      ),
    )
  return Boolean(found)
}

/** Locks an order of this account for one of the patient's steps. */
async function lockOwnOrder(tx: Tx, orderId: string, userId: string) {
  const order = await PHARMACY_ORDERS.lock(tx, orderId)
  if (order.accountUserId !== userId) throw orderNotFound()
  return order
}

/** The patient's answer to the pharmacist's list: the rest confirmed, or nothing left. */
const ANSWERED = {
  moves: [
    { from: ['awaiting_patient'], to: 'confirmed' },
    { from: ['awaiting_patient'], to: 'cancelled' },
  ],
  audit: null,
} as const

/** The patient calls the order off, until it is packed. */
const CANCELLED_BY_PATIENT = {
  moves: [{ from: PATIENT_CANCELLABLE_STATUSES, to: 'cancelled' }],
  audit: null,
  refusal: () => new DomainError('conflict', orderError('tooLateToCancel')),
} as const

/**
 * The patient's answer to the pharmacist's list: every substitute accepted or refused (each named
 * in `responses` by its line's id). A refused substitute leaves the order; the rest is confirmed at
 * its new total, or the order is cancelled when nothing is left.
 */
export async function answerList(
  orderId: string,
  userId: string,
  responses: Readonly<Record<string, string>>,
) {
  return getDb().transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId, userId)
    PHARMACY_ORDERS.check(order, ANSWERED)
    const lines = await tx
      .select()
      .from(medicineOrderLines)
      .where(eq(medicineOrderLines.orderId, order.id))
      .orderBy(asc(medicineOrderLines.position))
    const answers = new Map<string, SubstituteResponse>()
    for (const line of lines) {
      if (!line.substituteForSlug) continue
      const answer = responses[line.id]
      if (answer !== 'accepted' && answer !== 'refused')
        throw new DomainError('invalid', orderError('response'), `response-${line.id}`)
      answers.set(line.id, answer)
    }
    for (const [lineId, response] of answers)
      await tx.update(medicineOrderLines).set({ response }).where(eq(medicineOrderLines.id, lineId))
    const kept = lines.filter((line) => answers.get(line.id) !== 'refused')
    const totalInr = linesTotal(kept)
    const refused = [...answers.values()].filter((answer) => answer === 'refused').length
    const patient = { byPatient: true, userId, ipAddress: null } as const
    if (kept.length === 0) {
      await PHARMACY_ORDERS.takeStep(tx, order, patient, ANSWERED, {
        to: 'cancelled',
        set: { totalInr: 0, cancelReason: 'refused' },
        kind: 'substitutes_answered',
        notice: { kind: 'cancelled', extra: { cancelledBy: 'refused' } },
      })
      return { status: 'cancelled' as const, refused }
    }
    await PHARMACY_ORDERS.takeStep(tx, order, patient, ANSWERED, {
      to: 'confirmed',
      set: { totalInr },
      kind: 'substitutes_answered',
      notice: { kind: 'confirmed' },
    })
    return { status: 'confirmed' as const, refused }
  })
}

/** The patient calls the order off, until it is packed. */
export async function cancelByPatient(orderId: string, userId: string, reason: string) {
  await getDb().transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId, userId)
    await PHARMACY_ORDERS.takeStep(
      tx,
      order,
      { byPatient: true, userId, ipAddress: null },
      CANCELLED_BY_PATIENT,
      {
        // The patient's words stay on the timeline (erased with their account); the order keeps a code.
        set: { cancelReason: 'patient' },
        note: reason,
        notice: { kind: 'cancelled', extra: { cancelledBy: 'patient' } },
      },
    )
  })
}

/** An account's medicine orders, newest first, for My medicines. */
export async function listAccountOrders(userId: string) {
  const rows = await getDb()
    .select({
      number: medicineOrders.number,
      status: medicineOrders.status,
      mode: medicineOrders.mode,
      totalInr: medicineOrders.totalInr,
      createdAt: medicineOrders.createdAt,
      requestKey: medicineOrders.requestKey,
      tokenHash: medicineOrders.trackingTokenHash,
      lines: sql<number>`(select count(*)::int from ${medicineOrderLines} l where l.order_id = ${medicineOrders.id})`,
    })
    .from(medicineOrders)
    .where(eq(medicineOrders.accountUserId, userId))
    .orderBy(desc(medicineOrders.createdAt))
    .limit(100)
  return rows.map(({ requestKey, tokenHash, ...row }) => ({
    ...row,
    token: storedTrackingToken(requestKey, tokenHash),
  }))
}

/** An account's medicine orders with their lines, for the account's data export. */
export async function exportAccountMedicineOrders(userId: string) {
  const orders = await getDb()
    .select()
    .from(medicineOrders)
    .where(eq(medicineOrders.accountUserId, userId))
    .orderBy(asc(medicineOrders.createdAt))
  if (orders.length === 0) return []
  const ids = orders.map((order) => order.id)
  const [lines, events] = await Promise.all([
    getDb()
      .select()
      .from(medicineOrderLines)
      .where(inArray(medicineOrderLines.orderId, ids))
      .orderBy(asc(medicineOrderLines.position)),
    getDb()
      .select({
        orderId: medicineOrderEvents.orderId,
        status: medicineOrderEvents.status,
        kind: medicineOrderEvents.kind,
        at: medicineOrderEvents.at,
        by: medicineOrderEvents.actorName,
        registration: medicineOrderEvents.actorRegistration,
      })
      .from(medicineOrderEvents)
      .where(inArray(medicineOrderEvents.orderId, ids))
      .orderBy(asc(medicineOrderEvents.at)),
  ])
  const nameOf = (slug: string | null) =>
    slug ? (findMedicine(slug) ? medicineName(findMedicine(slug)!, 'en') : slug) : null
  return orders.map((order) => ({
    number: order.number,
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    source: order.source,
    patientName: order.patientName,
    phone: order.phone,
    email: order.email,
    delivery: order.mode,
    address: order.address,
    pinCode: order.pinCode,
    paymentMethod: order.paymentMethod,
    note: order.note,
    totalInr: order.totalInr,
    checkedBy: order.pharmacistName,
    pharmacistRegistration: order.pharmacistRegistration,
    pharmacistNote: order.pharmacistNote,
    rejectReason: order.rejectReason,
    cancelReason: order.cancelReason,
    paidInr: order.paidInr,
    paidAt: order.paidAt?.toISOString() ?? null,
    paidBy: order.paidBy,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        medicine: nameOf(line.slug),
        brand: line.brand,
        packs: line.quantity,
        unitPriceInr: line.unitPriceInr,
        substituteFor: line.substituteForSlug
          ? [nameOf(line.substituteForSlug), line.substituteForBrand].filter(Boolean).join(' — ')
          : null,
        answer: line.response,
      })),
    steps: events
      .filter((event) => event.orderId === order.id)
      .map(({ orderId: _orderId, at, ...event }) => ({ ...event, at: at.toISOString() })),
  }))
}

/**
 * Deleting an account: orders not yet handed over are cancelled (the pharmacy's queue is told),
 * and every order loses the patient's contact and words, and — unless Schedule H1 medicines were
 * handed over, which the register keeps by law — their name and address. The orders stay as the
 * pharmacy's record of sale, the lines with them; the prescription pages go with the account's
 * files (deleteFilesOwnedBy, in the same transaction).
 */
export async function eraseAccountMedicineOrders(tx: Tx, userId: string): Promise<void> {
  const open = await tx
    .select({ id: medicineOrders.id, status: medicineOrders.status })
    .from(medicineOrders)
    .where(eq(medicineOrders.accountUserId, userId))
    .for('update')
  for (const order of open) {
    if ((MEDICINE_ORDER_FINAL_STATUSES as readonly string[]).includes(order.status)) continue
    await tx
      .update(medicineOrders)
      .set({ status: 'cancelled', cancelReason: 'account_deleted', updatedAt: new Date() })
      .where(eq(medicineOrders.id, order.id))
    await tx
      .insert(medicineOrderEvents)
      .values({ orderId: order.id, status: 'cancelled', kind: 'account_deleted' })
    await publish(tx, LIVE_CHANNELS.pharmacy, order.id)
  }
  if (open.length === 0) return
  const ids = open.map((order) => order.id)
  await tx
    .update(medicineOrderEvents)
    .set({ note: '' })
    .where(and(eq(medicineOrderEvents.byPatient, true), inArray(medicineOrderEvents.orderId, ids)))
  // Schedule H1 medicines handed over stay in the pharmacy's register with the patient's name and
  // address for three years (Drugs Rules, 1945, rule 65): the law that requires it is why these
  // two are kept. Everything else personal goes.
  const registered = new Set(
    (
      await tx
        .select({ orderId: medicineOrderLines.orderId, slug: medicineOrderLines.slug })
        .from(medicineOrderLines)
        .innerJoin(medicineOrders, eq(medicineOrders.id, medicineOrderLines.orderId))
        .where(
          and(
            inArray(medicineOrderLines.orderId, ids),
            inArray(medicineOrders.status, ['delivered', 'collected']),
          ),
        )
    )
      .filter((line) => findMedicine(line.slug)?.schedule === 'H1')
      .map((line) => line.orderId),
  )
  const erased = ids.filter((id) => !registered.has(id))
  const anonymous = { phone: '', email: null, note: '', updatedAt: new Date() }
  if (registered.size)
    await tx
      .update(medicineOrders)
      .set(anonymous)
      .where(inArray(medicineOrders.id, [...registered]))
  if (erased.length)
    await tx
      .update(medicineOrders)
      .set({
        ...anonymous,
        patientName: '[deleted]',
        address: sql`CASE WHEN ${medicineOrders.mode} = 'delivery' THEN '[deleted]' ELSE '' END`,
      })
      .where(inArray(medicineOrders.id, erased))
}
