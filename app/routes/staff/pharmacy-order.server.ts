import { MEDICINES } from '#app/content/medicines.ts'
import { SITE } from '#app/content/site.ts'
import { findMedicine, medicineName, needsPrescription } from '#app/domain/pharmacy/medicines.ts'
import { type loadPharmacyOrder } from '#app/domain/pharmacy/pharmacy-board.server.ts'
import { type PharmacyOrderView } from '#app/domain/pharmacy/staff-order-view.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { LOCALE_NAMES, type Locale } from '#app/utils/i18n/locales.ts'
import { formatIndianPhone } from '#app/utils/phone.ts'

/** Each category of the catalogue in the reader's language. */
function categoryNames(locale: Locale): Record<string, string> {
  const words = getT(locale, 'medicines')
  return Object.fromEntries(
    [...new Set(MEDICINES.map((m) => m.category))].map((category) => [
      category,
      words(`category.${category}`),
    ]),
  )
}

/** The codes a cancellation is stored with when nobody at the pharmacy typed a reason. */
type CancelCode = 'patient' | 'refused' | 'account_deleted'
const CANCEL_CODES: ReadonlySet<string> = new Set<CancelCode>([
  'patient',
  'refused',
  'account_deleted',
])

/**
 * The pharmacy's staff order page, built for the reader: the patient and the order, the
 * prescription, what was asked and the checked list, the timeline, and — while a pharmacist
 * checks it — the catalogue and the rows the check form starts from.
 */
export function pharmacyOrderPage(
  found: NonNullable<Awaited<ReturnType<typeof loadPharmacyOrder>>>,
  viewer: { locale: Locale; isPharmacist: boolean },
) {
  const { locale, isPharmacist } = viewer
  const t = getT(locale, 'pharmacyStaff')
  const { order } = found
  const nameOf = (slug: string) => {
    const medicine = findMedicine(slug)
    return medicine ? medicineName(medicine, locale) : slug
  }
  const packOf = (slug: string) => {
    const medicine = findMedicine(slug)
    return medicine ? (locale === 'hi' ? medicine.packHi : medicine.pack) : ''
  }
  const checking = order.status === 'submitted' && isPharmacist
  return {
    meta: {
      title: t('order.metaTitle', { number: order.number, site: SITE.name }),
      description: '',
    },
    order: {
      number: order.number,
      status: order.status,
      source: order.source,
      mode: order.mode,
      patientName: order.patientName,
      phone: formatIndianPhone(order.phone),
      phoneHref: `tel:${order.phone}`,
      email: order.email,
      locale: order.locale,
      language: LOCALE_NAMES[order.locale],
      address: order.address,
      pinCode: order.pinCode,
      area: order.area,
      paymentMethod: order.paymentMethod,
      note: order.note,
      totalInr: order.totalInr,
      placedAt: formatClinicDateTime(order.createdAt, locale),
      checked:
        order.pharmacistName && order.checkedAt
          ? {
              name: order.pharmacistName,
              registration: order.pharmacistRegistration ?? '',
              at: formatClinicDateTime(order.checkedAt, locale),
            }
          : null,
      rejectReason: order.rejectReason,
      pharmacistNote: order.pharmacistNote,
      // A code (the patient, their refusal of the list, a deleted account) in words; else the
      // pharmacy's own reason as typed.
      cancelReason:
        order.cancelReason && CANCEL_CODES.has(order.cancelReason)
          ? t(`cancelledBy.${order.cancelReason as CancelCode}`)
          : order.cancelReason,
      payment:
        order.paidAt && order.paidInr !== null
          ? {
              amount: order.paidInr,
              method: order.paidBy ?? order.paymentMethod,
              at: formatClinicDateTime(order.paidAt, locale),
            }
          : null,
    },
    requested: order.requested.map((line) => {
      const medicine = findMedicine(line.slug)
      return {
        slug: line.slug,
        name: nameOf(line.slug),
        pack: packOf(line.slug),
        quantity: line.quantity,
        mrp: medicine?.mrpInr ?? null,
        prescriptionOnly: medicine ? needsPrescription(medicine) : false,
      }
    }),
    lines: found.lines.map((line) => ({
      id: line.id,
      name: nameOf(line.slug),
      brand: line.brand,
      quantity: line.quantity,
      unitPrice: line.unitPriceInr,
      mrp: line.mrpInr,
      amount: line.quantity * line.unitPriceInr,
      substituteFor: line.substituteForSlug
        ? [nameOf(line.substituteForSlug), line.substituteForBrand].filter(Boolean).join(' · ')
        : null,
      response: line.response,
    })),
    files: found.files.map((file) => ({
      id: file.id,
      url: `/staff/pharmacy/${order.number}/files/${file.id}`,
      image: file.mediaType !== 'application/pdf',
      name: file.name,
      width: file.width,
      height: file.height,
    })),
    prescription: found.prescription
      ? {
          number: found.prescription.number,
          doctor: found.prescription.doctorName,
          qualifications: found.prescription.doctorQualifications,
          registration: found.prescription.doctorRegistrationNumber,
          patientName: found.prescription.patientName,
          issuedAt: formatClinicDateTime(found.prescription.issuedAt, locale),
          cancelled: found.prescription.cancelledAt !== null,
          verifyPath: `/prescriptions/verify/${found.prescription.verificationCode}`,
          medicines: (found.prescription.content.medicines ?? []).map((m) =>
            [m.name, m.strength, m.dose, m.days ? t('order.rx.days', { days: m.days }) : null]
              .filter(Boolean)
              .join(' · '),
          ),
        }
      : null,
    events: found.events.map((e) => ({
      id: e.id,
      status: e.status,
      note: e.note,
      byPatient: e.byPatient,
      by: e.actorName,
      registration: e.actorRegistration,
      at: formatClinicDateTime(e.at, locale),
    })),
    isPharmacist,
    checking,
    // The catalogue's categories in words (its own catalogue of words), for the medicine lists.
    categories: checking ? categoryNames(locale) : {},
    // The catalogue for the check form's rows (only while there is a list to write).
    catalogue: checking
      ? MEDICINES.filter((m) => m.schedule !== 'X').map((m) => ({
          slug: m.slug,
          category: m.category,
          label: `${medicineName(m, locale)} — ${locale === 'hi' ? m.packHi : m.pack} — ₹${m.mrpInr}${needsPrescription(m) ? ' ℞' : ''}`,
          brands: m.brands,
          mrp: m.mrpInr,
        }))
      : [],
    startRows: checking
      ? [
          ...order.requested.map((line) => ({
            slug: line.slug,
            brand: '',
            quantity: String(line.quantity),
            price: String(findMedicine(line.slug)?.mrpInr ?? ''),
            for: '',
            asked: '',
          })),
        ]
      : [],
  } satisfies PharmacyOrderView & { meta: { title: string; description: string } }
}
