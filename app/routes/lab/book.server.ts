import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { LabBookingPage } from '#app/components/lab-booking/booking-page.ts'
import { COLLECTION_WINDOWS } from '#app/content/lab-areas.ts'
import { SITE } from '#app/content/site.ts'
import { LabBookingSchema } from '#app/domain/lab/booking-schema.ts'
import {
  addToCart,
  cartAllowsHomeCollection,
  cartFastingHours,
  cartTotal,
  itemKey,
  parseItemKey,
  priceCart,
  removeFromCart,
} from '#app/domain/lab/cart.ts'
import { advisingDoctor, cartCookie, readCart } from '#app/domain/lab/cart.server.ts'
import { bookableDays, windowLabel, windowRefusal } from '#app/domain/lab/collection.ts'
import { freeWindowValue, withChosenWindow } from '#app/domain/lab/free-window.ts'
import { orderPath } from '#app/domain/lab/links.server.ts'
import {
  bookingLimitReached,
  bookingRefused,
  CollectionWindowFullError,
  createLabOrder,
  findByRequestKey,
} from '#app/domain/lab/orders.server.ts'
import { fullWindows } from '#app/domain/lab/windows.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { getT, localizedPath, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { readForm } from '#app/utils/read-form.ts'

/** The booking page: the cart priced, the days and windows that can be chosen, who is booking. */
export async function labBookingPage(request: Request): Promise<LabBookingPage> {
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const user = await getOptionalUser(request)
  const cart = readCart(request)
  const priced = priceCart(cart.items)
  const days = bookableDays()
  const [advisedBy, full] = await Promise.all([
    advisingDoctor(cart.prescriptionId, cart.items),
    fullWindows(days),
  ])
  return {
    meta: {
      title: t('book.meta.title', { site: SITE.name }),
      description: t('book.meta.description'),
    },
    // One key per rendered form: sending it twice stores one order.
    requestKey: crypto.randomUUID(),
    items: priced.map((item) => ({
      key: itemKey(item),
      kind: item.kind,
      slug: item.slug,
      name: item.kind === 'test' ? item.test.name : item.pack.name,
      nameHi: item.kind === 'test' ? item.test.nameHi : item.pack.nameHi,
      priceInr: item.priceInr,
    })),
    totalInr: cartTotal(priced),
    fastingHours: cartFastingHours(cart.items),
    homeAllowed: cartAllowsHomeCollection(cart.items),
    advisedBy: advisedBy?.doctorName ?? null,
    days,
    // The windows with no place left, by area and day, and today's that start too soon: the form
    // shows them, and they cannot be chosen.
    fullWindows: full,
    tooSoon: COLLECTION_WINDOWS.filter(
      (window) => windowRefusal(days[0]!, window.code) === 'tooSoon',
    ).map((window) => `${days[0]} ${window.code}`),
    patient:
      user?.role === 'patient'
        ? { name: user.name, phone: user.contactPhone ?? '', email: user.email ?? '' }
        : null,
  }
}

/**
 * The booking page's forms: the cart's add and remove (a cookie), the windows for the pin code
 * and day typed (without JavaScript), and the booking itself.
 */
export async function answerLabBooking(request: Request) {
  // A free window offered after the chosen one filled up books with that window.
  const formData = withChosenWindow(await readForm(request))
  const intent = formData.get('intent')
  const locale = requestLocale(request)
  // Adding and removing change only the cart (a cookie) and come back here.
  if (intent === 'add' || intent === 'remove') {
    const item = parseItemKey(String(formData.get('item') ?? ''))
    const cart = readCart(request)
    // A test no longer offered (an old page): the cart stays as it was.
    if (!item) return redirect(localizedPath(request, '/lab-tests/book'), 303)
    const items = intent === 'add' ? addToCart(cart.items, item) : removeFromCart(cart.items, item)
    return redirect(localizedPath(request, '/lab-tests/book'), {
      status: 303,
      headers: { 'Set-Cookie': cartCookie({ ...cart, items }) },
    })
  }
  // Without JavaScript: the page again with what was typed, the windows marked for its pin code
  // and day (the loader reads them).
  if (intent === 'windows') {
    return data({ result: { initialValue: typedValues(formData) }, freeWindows: null })
  }
  const submission = parseWithZod(formData, { schema: LabBookingSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), freeWindows: null }, { status: 400 })
  }
  const form = submission.value
  // Sent again after a lost answer: the order is stored already; show it.
  const stored = await findByRequestKey(form.requestKey)
  if (stored) return redirect(`${orderPath(stored.token, locale)}?booked=1`, 303)
  if (await bookingLimitReached(form.phone)) {
    const t = getT(locale, 'lab')
    return data(
      { result: submission.reply({ formErrors: [t('book.error.limited')] }), freeWindows: null },
      { status: 429 },
    )
  }
  const items = form.item.map(parseItemKey)
  const user = await getOptionalUser(request)
  const advisedBy = await advisingDoctor(
    readCart(request).prescriptionId,
    items.filter((item) => item !== null),
  )
  try {
    const created = await createLabOrder({
      requestKey: form.requestKey,
      accountUserId: user?.role === 'patient' ? user.id : null,
      // An item no longer in the catalogue is refused by name (unknownTest), never dropped.
      items: items.map((item) => item ?? { kind: 'test', slug: '' }),
      patientName: form.patientName,
      sex: form.sex,
      ageYears: form.age,
      phone: form.phone,
      email: form.email ?? null,
      locale,
      mode: form.mode,
      address: form.address ?? '',
      pinCode: form.mode === 'home' ? (form.pinCode ?? null) : null,
      day: form.day,
      window: form.mode === 'home' ? (form.window ?? null) : null,
      prescriptionId: advisedBy?.prescriptionId ?? null,
      referredBy: advisedBy?.doctorName ?? null,
    })
    // Stored (and the SMS queued) before this answer; the cart is done with.
    return redirect(`${orderPath(created.token, locale)}?booked=1`, {
      status: 303,
      headers: { 'Set-Cookie': cartCookie({ items: [], prescriptionId: null }) },
    })
  } catch (error) {
    if (error instanceof DomainError) await bookingRefused(form.phone)
    // A window that filled up meanwhile: it is cleared (Book cannot send it again by mistake), and
    // the day's free windows are offered as buttons.
    const full = error instanceof CollectionWindowFullError ? error : null
    return replyWithDomainError(submission, error, {
      locale,
      hideFields: full ? ['window'] : undefined,
      extra: {
        freeWindows: full
          ? full.free.map((code) => ({
              value: freeWindowValue(full.day, code),
              label: windowLabel(code, locale),
            }))
          : null,
      },
    })
  }
}

/** The form's fields as typed, without any check (the tests in the cart stay a list). */
function typedValues(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const name of new Set(formData.keys())) {
    const typed = formData
      .getAll(name)
      .filter((value) => typeof value === 'string')
      .map((value) => value.slice(0, 600))
    values[name] = name === 'item' ? typed : (typed[0] ?? '')
  }
  return values
}
