import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { COLLECTION_WINDOWS, type CollectionWindowCode } from '#app/content/lab-areas.ts'
import { SITE } from '#app/content/site.ts'
import { getDb } from '#app/db/client.server.ts'
import {
  type CollectionMode,
  LAB_HOLDING_STATUSES,
  MAX_CART_ITEMS,
  type LabOrderStatus,
  labOrderEvents,
  labOrderItems,
  labOrderNumbers,
  labOrders,
  labResults,
} from '#app/db/schema/lab.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { UNIQUE_VIOLATION, postgresError } from '#app/utils/db-errors.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { LIVE_CHANNELS, publish } from '#app/utils/live.server.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { hashToken } from '#app/utils/private-link.server.ts'
import { windowCounter } from '#app/utils/rate-limit.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { textMessage } from '#app/domain/mail/index.server.ts'
import { textToHtml } from '#app/utils/html.ts'
import { formatClinicDay } from '#app/utils/clinic-time.ts'
import { formatRupees } from '#app/utils/i18n/i18n.tsx'
import { bookError } from './booking-schema.ts'
import {
  addToCart,
  type CartItem,
  cartAllowsHomeCollection,
  cartFastingHours,
  cartTotal,
  priceCart,
  testsNotForSex,
} from './cart.ts'
import { areaForPin, nearestArea } from '#app/domain/served-areas/index.ts'
import { type WindowRefusal, visitDayRefusal, windowLabel, windowRefusal } from './collection.ts'
import { orderTokenFor, orderUrl, storedOrderToken } from './links.server.ts'
import { placesTaken, releasePlace, takePlace } from './windows.server.ts'

type Transaction = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0]

export type NewLabOrder = {
  requestKey: string
  accountUserId: string | null
  items: readonly CartItem[]
  patientName: string
  sex: 'male' | 'female'
  ageYears: number
  phone: string
  email: string | null
  locale: Locale
  mode: CollectionMode
  address: string
  pinCode: string | null
  day: string
  window: CollectionWindowCode | null
  prescriptionId?: string | null
  referredBy?: string | null
}

/** Bookings per mobile number in a day: a family books for several people, nobody for fifty. */
const PER_NUMBER_PER_DAY = 10

/** Whether this number has booked more than anyone would in a day (the page keeps what was typed). */
export async function bookingLimitReached(phone: string): Promise<boolean> {
  const counted = await bookingCounter().increment(phone)
  return counted.totalHits > PER_NUMBER_PER_DAY
}

/** A booking refused (a full window, a pin code outside): it does not count towards the limit. */
export async function bookingRefused(phone: string): Promise<void> {
  await bookingCounter().decrement(phone)
}

const bookingCounter = () => windowCounter('lab-booking-number', 24 * 60 * 60_000)

/** An order already stored for this form (sent again after a lost answer), with its link's token. */
export async function findByRequestKey(requestKey: string) {
  const [found] = await getDb()
    .select({ id: labOrders.id, number: labOrders.number, tokenHash: labOrders.manageTokenHash })
    .from(labOrders)
    .where(eq(labOrders.requestKey, requestKey))
  if (!found) return null
  const token = storedOrderToken(requestKey, found.tokenHash)
  if (token) return { id: found.id, number: found.number, token }
  const fresh = orderTokenFor(requestKey)
  await getDb()
    .update(labOrders)
    .set({ manageTokenHash: hashToken(fresh) })
    .where(eq(labOrders.id, found.id))
  return { id: found.id, number: found.number, token: fresh }
}

/** The free windows of an area on a day (for a full window's message), in order. */
async function freeWindows(area: string, day: string, fasting: boolean, now: Date) {
  const taken = await placesTaken(area, [day])
  return COLLECTION_WINDOWS.filter((window) => {
    if (windowRefusal(day, window.code, { now, fasting })) return false
    const used = taken.get(`${day} ${window.code}`)
    return !used || used.booked < used.capacity
  })
}

const REFUSALS = {
  past: ['dayPast', 'day'],
  tooFarAhead: ['dayTooFar', 'day'],
  tooSoon: ['windowTooSoon', 'window'],
  notForFasting: ['windowNotFasting', 'window'],
} as const

/** A day or window the calendar does not allow, as the message next to its field. */
function refuse(refusal: WindowRefusal | null) {
  if (!refusal) return
  const [message, field] = REFUSALS[refusal]
  throw new DomainError('invalid', bookError(message), field)
}

/** Checks what the catalogue, the area and the calendar allow, before anything is stored. */
function checkOrder(input: NewLabOrder, now: Date) {
  const priced = priceCart(input.items)
  if (priced.length !== input.items.length) {
    throw new DomainError('invalid', bookError('unknownTest'))
  }
  if (priced.length === 0) throw new DomainError('invalid', bookError('emptyCart'))
  const wrongSex = testsNotForSex(input.items, input.sex)
  if (wrongSex.length > 0) {
    throw new DomainError('invalid', bookError('testNotForSex'), 'sex', {
      tests: wrongSex.map((test) => (input.locale === 'hi' ? test.nameHi : test.name)).join(', '),
    })
  }
  if (input.mode === 'lab') {
    refuse(visitDayRefusal(input.day, now))
    return { priced, area: null }
  }
  if (!cartAllowsHomeCollection(input.items)) {
    throw new DomainError('invalid', bookError('notAtHome'), 'mode')
  }
  const area = areaForPin(input.pinCode ?? '')
  if (!area) {
    const nearest = nearestArea(input.pinCode ?? '')
    throw new DomainError(
      'invalid',
      nearest ? bookError('pinOutsideNearest') : bookError('pinOutside'),
      'pinCode',
      nearest
        ? { area: input.locale === 'hi' ? nearest.area.nameHi : nearest.area.name, km: nearest.km }
        : {},
    )
  }
  const fasting = cartFastingHours(input.items) !== null
  refuse(windowRefusal(input.day, input.window!, { now, fasting }))
  return { priced, area: area.slug }
}

/**
 * Stores an order before the patient is answered: the window's place (the database refuses a full
 * window), the order, its items at today's prices, its first event and the patient's SMS (and
 * e-mail) with the private link, in one transaction. The same form sent twice stores one order.
 */
export async function createLabOrder(
  input: NewLabOrder,
  now: Date = new Date(),
): Promise<{ id: string; number: string; token: string }> {
  const stored = await findByRequestKey(input.requestKey)
  if (stored) return stored
  if (input.items.length > MAX_CART_ITEMS) {
    throw new DomainError('invalid', bookError('tooManyItems'), undefined, { max: MAX_CART_ITEMS })
  }
  // The cart's rules again, whatever was posted: an item once, a test inside a package not twice.
  const known = input.items.filter((item) => priceCart([item]).length === 1)
  if (known.length === input.items.length) {
    input = { ...input, items: input.items.reduce<CartItem[]>(addToCart, []) }
  }
  const { priced, area } = checkOrder(input, now)
  const token = orderTokenFor(input.requestKey)
  const fasting = cartFastingHours(input.items) !== null
  try {
    return await getDb().transaction(async (tx) => {
      if (area && input.window) {
        const placed = await takePlace(tx, { area, day: input.day, window: input.window })
        if (!placed) throw new NoPlaceLeft()
      }
      const [created] = await tx
        .insert(labOrders)
        .values({
          number: sql`'LAB-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval(${sql.raw(`'${labOrderNumbers.seqName}'`)})::text, 6, '0')`,
          manageTokenHash: hashToken(token),
          requestKey: input.requestKey,
          accountUserId: input.accountUserId,
          patientName: input.patientName,
          sex: input.sex,
          ageYears: input.ageYears,
          phone: input.phone,
          email: input.email,
          locale: input.locale,
          mode: input.mode,
          address: input.mode === 'home' ? input.address : '',
          pinCode: input.mode === 'home' ? input.pinCode : null,
          area,
          day: input.day,
          window: input.mode === 'home' ? input.window : null,
          totalInr: cartTotal(priced),
          prescriptionId: input.prescriptionId ?? null,
          referredBy: input.referredBy ?? null,
        })
        .returning({ id: labOrders.id, number: labOrders.number })
      await tx.insert(labOrderItems).values(
        priced.map((item) => ({
          orderId: created!.id,
          kind: item.kind,
          slug: item.slug,
          priceInr: item.priceInr,
        })),
      )
      await tx.insert(labOrderEvents).values({
        orderId: created!.id,
        status: 'booked',
        byPatient: true,
        actorUserId: input.accountUserId,
      })
      await publish(tx, LIVE_CHANNELS.lab, created!.id)
      const url = orderUrl(token, input.locale)
      const when = whenText(input, input.locale)
      const total = formatRupees(cartTotal(priced), input.locale)
      const t = getT(input.locale, 'lab')
      await queueSms(tx, {
        to: input.phone,
        kind: 'lab.booked',
        ...textMessage('lab.booked', input.locale, {
          site: SITE.name,
          number: created!.number,
          when,
          total,
          url,
        }),
      })
      if (input.email) {
        const body = [
          t('booked.mail.intro', { number: created!.number, when }),
          ...(fasting ? [t('booked.mail.fasting')] : []),
          t('booked.mail.pay', { total }),
          t('booked.mail.manage', { url }),
        ].join('\n\n')
        await queueMail(tx, {
          to: input.email,
          kind: 'lab.booked',
          language: input.locale,
          subject: t('booked.mail.subject', { site: SITE.name, number: created!.number }),
          text: body,
          html: textToHtml(body),
        })
      }
      return { id: created!.id, number: created!.number, token }
    })
  } catch (error) {
    if (error instanceof NoPlaceLeft) {
      const free = await freeWindows(area!, input.day, fasting, now)
      throw new CollectionWindowFullError(input.day, free, input.locale)
    }
    // The same form sent twice at once: the first one stored it.
    if (postgresError(error).code === UNIQUE_VIOLATION) {
      const first = await findByRequestKey(input.requestKey)
      if (first) return first
    }
    throw error
  }
}

/** Inside the transaction: the window had no place left (nothing was stored). */
class NoPlaceLeft extends Error {}

/**
 * The window filled up before this booking or move took its place (HTTP 409, next to the window):
 * with the windows of that day that are still free, in order, for the form to offer in one tap.
 */
export class CollectionWindowFullError extends DomainError {
  readonly free: CollectionWindowCode[]
  constructor(
    readonly day: string,
    free: ReadonlyArray<{ code: CollectionWindowCode }>,
    locale: Locale,
  ) {
    super('conflict', free.length ? bookError('windowFull') : bookError('dayFull'), 'window', {
      free: free.map((window) => windowLabel(window.code, locale)).join(', '),
    })
    this.free = free.map((window) => window.code)
  }
}

function whenText(
  order: { mode: CollectionMode; day: string; window: CollectionWindowCode | null },
  locale: Locale,
): string {
  const day = formatClinicDay(order.day, locale)
  return order.mode === 'home' && order.window
    ? `${day}, ${windowLabel(order.window, locale)}`
    : day
}

export type PatientOrder = Awaited<ReturnType<typeof findOrderByToken>>

/** The order behind a private link, for the patient's page; null for a link that is not ours. */
export async function findOrderByToken(token: string) {
  const [order] = await getDb()
    .select()
    .from(labOrders)
    .where(eq(labOrders.manageTokenHash, hashToken(token)))
  if (!order) return null
  return withDetails(order)
}

async function withDetails(order: typeof labOrders.$inferSelect) {
  const [items, events] = await Promise.all([
    getDb()
      .select({
        kind: labOrderItems.kind,
        slug: labOrderItems.slug,
        priceInr: labOrderItems.priceInr,
      })
      .from(labOrderItems)
      .where(eq(labOrderItems.orderId, order.id))
      .orderBy(asc(labOrderItems.kind), asc(labOrderItems.slug)),
    getDb()
      .select({ status: labOrderEvents.status, at: labOrderEvents.at })
      .from(labOrderEvents)
      .where(and(eq(labOrderEvents.orderId, order.id), sql`${labOrderEvents.status} IS NOT NULL`))
      .orderBy(asc(labOrderEvents.at)),
  ])
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    patientName: order.patientName,
    sex: order.sex,
    ageYears: order.ageYears,
    mode: order.mode,
    address: order.address,
    pinCode: order.pinCode,
    area: order.area,
    day: order.day,
    window: order.window as CollectionWindowCode | null,
    totalInr: order.totalInr,
    paidInr: order.paidInr,
    paymentMethod: order.paymentMethod,
    cancelReason: order.cancelReason,
    rejectReason: order.rejectReason,
    createdAt: order.createdAt,
    releasedAt: order.releasedAt,
    locale: order.locale,
    items,
    events: events.map((event) => ({ status: event.status!, at: event.at })),
  }
}

/** Whether the patient may still cancel or move the order (until the sample is taken). */
export const patientMayChange = (status: LabOrderStatus) =>
  (LAB_HOLDING_STATUSES as readonly LabOrderStatus[]).includes(status)

/** The order behind a private link, locked, while the patient may still change it. */
async function lockChangeableOrder(tx: Transaction, token: string) {
  const [order] = await tx
    .select()
    .from(labOrders)
    .where(eq(labOrders.manageTokenHash, hashToken(token)))
    .for('update')
  if (!order) throw new DomainError('not-found', messageRef('lab', 'order.notFound'))
  if (!patientMayChange(order.status)) {
    throw new DomainError('conflict', messageRef('lab', 'order.tooLateToChange'))
  }
  return order
}

/** The patient cancels from the private link; the window's place is given back. */
export async function cancelByPatient(token: string, reason: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const order = await lockChangeableOrder(tx, token)
    await tx
      .update(labOrders)
      .set({ status: 'cancelled', cancelReason: reason || null, updatedAt: new Date() })
      .where(eq(labOrders.id, order.id))
    if (order.mode === 'home' && order.area && order.window) {
      await releasePlace(tx, {
        area: order.area,
        day: order.day,
        window: order.window as CollectionWindowCode,
      })
    }
    await tx.insert(labOrderEvents).values({
      orderId: order.id,
      status: 'cancelled',
      note: reason,
      byPatient: true,
    })
    await publish(tx, LIVE_CHANNELS.lab, order.id)
  })
}

/**
 * The patient moves the collection to another day or window: the new place is taken before the old
 * one is given back, in one transaction, so a full window leaves the booking as it was.
 */
export async function rescheduleByPatient(
  token: string,
  to: { day: string; window: CollectionWindowCode | null },
  now: Date = new Date(),
): Promise<void> {
  let fullArea: { area: string; fasting: boolean; locale: Locale } | null = null
  try {
    await getDb().transaction(async (tx) => {
      const order = await lockChangeableOrder(tx, token)
      if (order.mode === 'lab') {
        refuse(visitDayRefusal(to.day, now))
        await tx
          .update(labOrders)
          .set({ day: to.day, updatedAt: new Date() })
          .where(eq(labOrders.id, order.id))
      } else {
        if (!to.window) throw new DomainError('invalid', bookError('window'), 'window')
        const items = await tx
          .select({ kind: labOrderItems.kind, slug: labOrderItems.slug })
          .from(labOrderItems)
          .where(eq(labOrderItems.orderId, order.id))
        const fasting = cartFastingHours(items) !== null
        refuse(windowRefusal(to.day, to.window, { now, fasting }))
        if (order.day === to.day && order.window === to.window) return
        if (!(await takePlace(tx, { area: order.area!, day: to.day, window: to.window }))) {
          fullArea = { area: order.area!, fasting, locale: order.locale }
          throw new NoPlaceLeft()
        }
        await releasePlace(tx, {
          area: order.area!,
          day: order.day,
          window: order.window as CollectionWindowCode,
        })
        await tx
          .update(labOrders)
          .set({ day: to.day, window: to.window, updatedAt: new Date() })
          .where(eq(labOrders.id, order.id))
      }
      await tx.insert(labOrderEvents).values({
        orderId: order.id,
        note: whenText({ mode: order.mode, day: to.day, window: to.window }, order.locale),
        byPatient: true,
      })
      await publish(tx, LIVE_CHANNELS.lab, order.id)
    })
  } catch (error) {
    if (error instanceof NoPlaceLeft && fullArea) {
      const { area, fasting, locale } = fullArea
      throw new CollectionWindowFullError(
        to.day,
        await freeWindows(area, to.day, fasting, now),
        locale,
      )
    }
    throw error
  }
}

/** A signed-in patient's orders, newest first (with what their private links are made from). */
export async function accountOrders(userId: string) {
  const orders = await getDb()
    .select()
    .from(labOrders)
    .where(eq(labOrders.accountUserId, userId))
    .orderBy(desc(labOrders.createdAt))
    .limit(100)
  if (orders.length === 0) return []
  const items = await getDb()
    .select({ orderId: labOrderItems.orderId, kind: labOrderItems.kind, slug: labOrderItems.slug })
    .from(labOrderItems)
    .where(
      inArray(
        labOrderItems.orderId,
        orders.map((order) => order.id),
      ),
    )
  return orders.map((order) => ({
    id: order.id,
    requestKey: order.requestKey,
    manageTokenHash: order.manageTokenHash,
    number: order.number,
    status: order.status,
    patientName: order.patientName,
    day: order.day,
    releasedAt: order.releasedAt,
    items: items
      .filter((item) => item.orderId === order.id)
      .map(({ kind, slug }) => ({ kind, slug })),
  }))
}

/**
 * An account's laboratory orders when the account is deleted: collections still to come are
 * cancelled (their places given back); every order, a medical record, is kept without the
 * patient's name and contact details.
 */
export async function eraseAccountLabOrders(tx: Transaction, userId: string): Promise<void> {
  const pending = await tx
    .select()
    .from(labOrders)
    .where(
      and(
        eq(labOrders.accountUserId, userId),
        inArray(labOrders.status, [...LAB_HOLDING_STATUSES]),
      ),
    )
    .for('update')
  for (const order of pending) {
    await tx
      .update(labOrders)
      .set({ status: 'cancelled', cancelReason: 'Account deleted', updatedAt: new Date() })
      .where(eq(labOrders.id, order.id))
    if (order.mode === 'home' && order.area && order.window) {
      await releasePlace(tx, {
        area: order.area,
        day: order.day,
        window: order.window as CollectionWindowCode,
      })
    }
    await tx
      .insert(labOrderEvents)
      .values({ orderId: order.id, status: 'cancelled', note: 'Account deleted' })
    // The collector's board drops the visit at once.
    await publish(tx, LIVE_CHANNELS.lab, order.id)
  }
  // What the patient wrote on the timeline (a reason to cancel) goes with their details.
  await tx
    .update(labOrderEvents)
    .set({ note: '' })
    .where(
      and(
        eq(labOrderEvents.byPatient, true),
        inArray(
          labOrderEvents.orderId,
          tx
            .select({ id: labOrders.id })
            .from(labOrders)
            .where(eq(labOrders.accountUserId, userId)),
        ),
      ),
    )
  await tx
    .update(labOrders)
    .set({
      cancelReason: sql`CASE WHEN ${labOrders.cancelReason} IS NULL THEN NULL ELSE 'Account deleted' END`,
      patientName: '[deleted]',
      phone: '',
      email: null,
      address: sql`CASE WHEN ${labOrders.mode} = 'home' THEN '[deleted]' ELSE '' END`,
      updatedAt: new Date(),
    })
    .where(eq(labOrders.accountUserId, userId))
}

/** An account's laboratory orders with their results, for the account's data export. */
export async function exportAccountLabOrders(userId: string) {
  const orders = await getDb()
    .select({
      id: labOrders.id,
      number: labOrders.number,
      patientName: labOrders.patientName,
      sex: labOrders.sex,
      ageYears: labOrders.ageYears,
      phone: labOrders.phone,
      email: labOrders.email,
      mode: labOrders.mode,
      address: labOrders.address,
      pinCode: labOrders.pinCode,
      day: labOrders.day,
      window: labOrders.window,
      status: labOrders.status,
      totalInr: labOrders.totalInr,
      createdAt: labOrders.createdAt,
      releasedAt: labOrders.releasedAt,
    })
    .from(labOrders)
    .where(eq(labOrders.accountUserId, userId))
  if (orders.length === 0) return []
  const ids = orders.map((order) => order.id)
  const [items, results] = await Promise.all([
    getDb()
      .select({
        orderId: labOrderItems.orderId,
        kind: labOrderItems.kind,
        slug: labOrderItems.slug,
      })
      .from(labOrderItems)
      .where(inArray(labOrderItems.orderId, ids)),
    getDb()
      .select({
        orderId: labResults.orderId,
        test: labResults.testSlug,
        analyte: labResults.analyteCode,
        value: labResults.value,
        unit: labResults.unit,
        range: labResults.range,
        flag: labResults.flag,
      })
      .from(labResults)
      .innerJoin(labOrders, eq(labOrders.id, labResults.orderId))
      .where(and(inArray(labResults.orderId, ids), eq(labOrders.status, 'released'))),
  ])
  return orders.map(({ id, ...order }) => ({
    ...order,
    items: items.filter((item) => item.orderId === id).map(({ kind, slug }) => ({ kind, slug })),
    // Only results a pathologist verified and released.
    results: results
      .filter((result) => result.orderId === id)
      .map(({ orderId: _id, ...rest }) => rest),
  }))
}
