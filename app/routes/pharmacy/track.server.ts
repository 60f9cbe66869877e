import { data } from 'react-router'
import { addressLine, SITE } from '#app/content/site.ts'
import {
  type MedicineOrderStatus,
  PATIENT_CANCELLABLE_STATUSES,
} from '#app/db/schema/pharmacy-values.ts'
import { trackingPath } from '#app/domain/pharmacy/links.server.ts'
import { findMedicine, medicineName } from '#app/domain/pharmacy/medicines.ts'
import {
  answerList,
  cancelByPatient,
  findOrderForPatient,
} from '#app/domain/pharmacy/orders.server.ts'
import { formatClinicDateTime, formatClinicShort } from '#app/utils/clinic-time.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { readForm } from '#app/utils/read-form.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'

/** The way an order goes, by how it reaches the patient (the tracking page's steps). */
const STEPS = {
  delivery: ['submitted', 'confirmed', 'packed', 'out_for_delivery', 'delivered'],
  pickup: ['submitted', 'confirmed', 'packed', 'ready_for_pickup', 'collected'],
} as const satisfies Record<string, readonly MedicineOrderStatus[]>

const nameOf = (slug: string, locale: Locale) => {
  const medicine = findMedicine(slug)
  return medicine ? medicineName(medicine, locale) : slug
}

/**
 * The tracking page of the order behind `token`, for the signed-in patient: where it is, the
 * pharmacist's list and its price; 404 for no such order, 403 for another patient's.
 */
export async function medicineOrderPage(request: Request, token: string, userId: string) {
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacy')
  const found = await findOrderForPatient(token, userId)
  if (found === 'not-found' || found === 'not-yours') {
    return data(
      {
        meta: {
          title: found === 'not-found' ? t('notFound.title') : t('notYours.title'),
          description: t('meta.track.description'),
        },
        refused: found,
        order: null,
      },
      { status: found === 'not-found' ? 404 : 403 },
    )
  }
  const { order, lines, pages, events } = found
  const reached = new Map<string, string>()
  for (const event of events)
    if (event.status && !reached.has(event.status))
      reached.set(event.status, formatClinicShort(event.at, locale))
  const base = `/medicines/orders/${token}`
  return data({
    meta: {
      title: t('meta.track.title', { number: order.number, site: SITE.name }),
      description: t('meta.track.description'),
    },
    refused: null,
    order: {
      number: order.number,
      status: order.status,
      placedAt: formatClinicDateTime(order.createdAt, locale),
      mode: order.mode,
      address: order.address,
      pinCode: order.pinCode,
      pickupAddress: addressLine(locale),
      paymentMethod: order.paymentMethod,
      totalInr: order.totalInr,
      paid:
        order.paidAt && order.paidInr !== null
          ? { amount: order.paidInr, at: formatClinicDateTime(order.paidAt, locale) }
          : null,
      checked: order.checkedAt !== null,
      pharmacistName: order.pharmacistName,
      pharmacistRegistration: order.pharmacistRegistration,
      pharmacistNote: order.pharmacistNote,
      rejectReason: order.rejectReason,
      source: order.source,
      cancellable: (PATIENT_CANCELLABLE_STATUSES as readonly string[]).includes(order.status),
      lines: lines.map((line) => ({
        id: line.id,
        name: nameOf(line.slug, locale),
        brand: line.brand,
        quantity: line.quantity,
        unitPriceInr: line.unitPriceInr,
        amountInr: line.quantity * line.unitPriceInr,
        substituteFor: line.substituteForSlug
          ? [nameOf(line.substituteForSlug, locale), line.substituteForBrand]
              .filter(Boolean)
              .join(' — ')
          : null,
        response: line.response,
      })),
      pages: pages.map((page, index) => ({
        id: page.id,
        n: index + 1,
        pdf: page.mediaType === 'application/pdf',
        url: `${base}/files/${page.id}`,
      })),
      steps: STEPS[order.mode].map((status) => ({
        status,
        at: reached.get(status) ?? null,
      })),
    },
    sent: new URL(request.url).searchParams.has('sent'),
    liveUrl: `${base}/live`,
  })
}

/** The patient answers the pharmacist's list (substitutes accepted or refused) or cancels. */
export async function answerMedicineOrder(request: Request, token: string, userId: string) {
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacy')
  const found = await findOrderForPatient(token, userId)
  if (found === 'not-found' || found === 'not-yours') throw data(null, { status: 404 })
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const here = trackingPath(token, locale)
  try {
    if (intent === 'answer') {
      const responses: Record<string, string> = {}
      for (const [name, value] of formData.entries())
        if (name.startsWith('response-') && typeof value === 'string')
          responses[name.slice('response-'.length)] = value
      const answered = await answerList(found.order.id, userId, responses)
      return redirectWithToast(here, {
        type: 'success',
        title:
          answered.status === 'cancelled'
            ? t('agree.cancelled')
            : answered.refused
              ? t('agree.doneRefused')
              : t('agree.done'),
      })
    }
    if (intent === 'cancel') {
      const reason = String(formData.get('reason') ?? '').trim()
      if (reason.length > 500)
        return data(
          {
            intent: 'cancel',
            fieldErrors: { reason: t('order.error.reasonTooLong') } as Record<string, string>,
            formError: null,
          },
          { status: 400 },
        )
      await cancelByPatient(found.order.id, userId, reason)
      return redirectWithToast(here, { type: 'success', title: t('cancel.done') })
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      {
        intent: String(intent),
        fieldErrors: (error.field ? { [error.field]: error.message } : {}) as Record<
          string,
          string
        >,
        formError: error.field ? null : error.message,
      },
      { status: error.kind === 'conflict' ? 409 : 400 },
    )
  }
  throw data(null, { status: 400 })
}
