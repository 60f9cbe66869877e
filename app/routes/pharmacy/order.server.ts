import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { KeptPage, MedicineOrderPage } from '#app/components/medicine-order/order-view.ts'
import { addressLine, CONTACT, SITE } from '#app/content/site.ts'
import { MAX_PRESCRIPTION_PAGES } from '#app/db/schema/pharmacy-values.ts'
import type { SessionUser } from '#app/domain/accounts/session.server.ts'
import { medicineCartCookie, readMedicineCart } from '#app/domain/pharmacy/cart.server.ts'
import { trackingPath } from '#app/domain/pharmacy/links.server.ts'
import {
  cartLineKey,
  linesTotal,
  medicineName,
  needsPrescription,
  priceCart,
} from '#app/domain/pharmacy/medicines.ts'
import { MedicineOrderSchema } from '#app/domain/pharmacy/order-schema.ts'
import {
  attachablePages,
  createMedicineOrder,
  findByRequestKey,
  MAX_UNUSED_PAGES,
  orderLimitReached,
  orderPrescription,
  orderRefused,
  PRESCRIPTION_PURPOSE,
  unusedPageCount,
} from '#app/domain/pharmacy/orders.server.ts'
import { replyWithDomainError } from '#app/routes/form-reply.server.ts'
import { getOptionalUser } from '#app/routes/guards.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { ANY_ALLOWED_TYPE } from '#app/utils/files/file-kinds.ts'
import { storeUpload } from '#app/utils/files/files.server.ts'
import { readUploads } from '#app/utils/files/read-uploads.ts'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { readForm } from '#app/utils/read-form.ts'

/** The order form's page: the cart priced, its e-prescription, and who is ordering. */
export async function medicineOrderPage(request: Request): Promise<MedicineOrderPage> {
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacy')
  const user = await getOptionalUser(request)
  const cart = readMedicineCart(request)
  const priced = priceCart(cart.lines)
  const prescription = user ? await orderPrescription(cart.prescriptionId, user.id) : null
  return {
    meta: {
      title: t('meta.order.title', { site: SITE.name }),
      description: t('meta.order.description'),
    },
    signedIn: user !== null,
    // One key per rendered form: sending it twice stores one order.
    requestKey: crypto.randomUUID(),
    lines: priced.map((line) => ({
      key: cartLineKey(line),
      slug: line.slug,
      name: medicineName(line.medicine, locale),
      pack: locale === 'hi' ? line.medicine.packHi : line.medicine.pack,
      quantity: line.quantity,
      unitPriceInr: line.unitPriceInr,
      amountInr: line.amountInr,
      prescriptionOnly: needsPrescription(line.medicine),
    })),
    totalInr: linesTotal(priced),
    prescription: prescription
      ? { number: prescription.number, doctorName: prescription.doctorName }
      : null,
    pickupAddress: addressLine(locale),
    patient: user
      ? { name: user.name, phone: user.contactPhone ?? '', email: user.email ?? '' }
      : { name: '', phone: '', email: '' },
  }
}

/**
 * An order sent: the prescription's pages checked and kept (even when another field is wrong, so
 * they need not be sent again), then the order stored, or the form back with what to correct.
 */
export async function answerMedicineOrderForm(request: Request, user: SessionUser) {
  const locale = requestLocale(request)
  const formData = await readForm(request)
  // Pages kept from an earlier try, then the new ones: each checked by its content, photos drawn
  // again without their location, and kept (for this account) even if another field is wrong.
  const kept = await attachablePages(
    user.id,
    formData
      .getAll('keptPage')
      .filter((id): id is string => typeof id === 'string' && isUuid(id))
      .slice(0, MAX_PRESCRIPTION_PAGES),
  )
  const pages: KeptPage[] = kept.map(({ id, name }) => ({ id, name }))
  const room = Math.max(0, MAX_PRESCRIPTION_PAGES - pages.length)
  const sent = [...readUploads(formData, 'camera'), ...readUploads(formData, 'pages')]
  let pageError: string | null = null
  if (sent.length > room) {
    pageError = getT(locale, 'pharmacy')('order.error.tooManyPages', {
      max: MAX_PRESCRIPTION_PAGES,
    })
  } else if (sent.length && (await unusedPageCount(user.id)) + sent.length > MAX_UNUSED_PAGES) {
    // Pages are kept from the moment they arrive; a form tried again and again keeps no more.
    pageError = getT(locale, 'pharmacy')('order.error.tooManyUnused', {
      phone: CONTACT.receptionPhone,
    })
  }
  for (const file of pageError ? [] : sent) {
    try {
      const stored = await storeUpload(file, {
        purpose: PRESCRIPTION_PURPOSE,
        ownerUserId: user.id,
        accept: ANY_ALLOWED_TYPE,
        field: 'pages',
      })
      pages.push({ id: stored.id, name: stored.name })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      pageError = error.values
        ? translateRefOnServer(locale, error.message, error.values)
        : error.message
      break
    }
  }
  const submission = parseWithZod(formData, { schema: MedicineOrderSchema })
  if (submission.status !== 'success' || pageError) {
    return data(
      {
        result: submission.reply(pageError ? { fieldErrors: { pages: [pageError] } } : {}),
        pages,
      },
      { status: 400 },
    )
  }
  const form = submission.value
  // Sent again after a lost answer: the order is stored already; show it.
  const stored = await findByRequestKey(form.requestKey, user.id)
  if (stored) return redirect(`${trackingPath(stored.token, locale)}?sent=1`, 303)
  if (await orderLimitReached(user.id)) {
    const t = getT(locale, 'pharmacy')
    return data(
      {
        result: submission.reply({
          formErrors: [t('order.error.limited', { phone: CONTACT.receptionPhone })],
        }),
        pages,
      },
      { status: 429 },
    )
  }
  try {
    const created = await createMedicineOrder({
      requestKey: form.requestKey,
      accountUserId: user.id,
      lines: form.line,
      prescriptionId: readMedicineCart(request).prescriptionId,
      pageFileIds: pages.map((page) => page.id),
      patientName: form.patientName,
      phone: form.phone,
      email: form.email ?? null,
      locale,
      mode: form.mode,
      address: form.address ?? '',
      pinCode: form.mode === 'delivery' ? (form.pinCode ?? null) : null,
      paymentMethod: form.paymentMethod,
      note: form.note ?? '',
    })
    // Stored (and the SMS queued) before this answer; the cart is done with.
    return redirect(`${trackingPath(created.token, locale)}?sent=1`, {
      status: 303,
      headers: { 'Set-Cookie': medicineCartCookie({ lines: [], prescriptionId: null }) },
    })
  } catch (error) {
    if (error instanceof DomainError) await orderRefused(user.id)
    return replyWithDomainError(submission, error, { locale, extra: { pages } })
  }
}
