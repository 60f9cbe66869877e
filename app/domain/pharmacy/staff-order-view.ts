import type {
  FulfilmentMode,
  MedicineOrderSource,
  MedicineOrderStatus,
  MedicinePaymentMethod,
  RejectReason,
  SubstituteResponse,
} from '#app/db/schema/pharmacy-values.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'

export {
  MAX_NOTE,
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  MEDICINE_PAYMENT_METHODS,
  REJECT_REASONS,
} from '#app/db/schema/pharmacy-values.ts'

/**
 * The pharmacy's staff order page as the server builds it (routes/staff/pharmacy-order.server.ts)
 * and its parts draw it (components/pharmacy/staff-*.tsx): every word already in the reader's
 * language, every date formatted.
 */

/** The check form shows at least this many rows, and "more rows" adds as many. */
export const ROWS_STEP = 3

/** A row of the check form, as typed (or as the patient asked, to start with). */
export type CheckRowValues = {
  slug: string
  brand: string
  quantity: string
  price: string
  for: string
  asked: string
}

/** A medicine the check form offers. */
export type CatalogueChoice = {
  slug: string
  category: string
  label: string
  brands: readonly string[]
  mrp: number
}

export type PharmacyOrderView = {
  order: {
    number: string
    status: MedicineOrderStatus
    source: MedicineOrderSource
    mode: FulfilmentMode
    patientName: string
    phone: string
    phoneHref: string
    email: string | null
    locale: Locale
    language: string
    address: string
    pinCode: string | null
    area: string | null
    paymentMethod: MedicinePaymentMethod
    note: string
    totalInr: number
    placedAt: string
    checked: { name: string; registration: string; at: string } | null
    rejectReason: RejectReason | null
    pharmacistNote: string
    cancelReason: string | null
    payment: { amount: number; method: MedicinePaymentMethod; at: string } | null
  }
  requested: {
    slug: string
    name: string
    pack: string
    quantity: number
    mrp: number | null
    prescriptionOnly: boolean
  }[]
  lines: {
    id: string
    name: string
    brand: string | null
    quantity: number
    unitPrice: number
    mrp: number
    amount: number
    substituteFor: string | null
    response: SubstituteResponse | null
  }[]
  files: {
    id: string
    url: string
    image: boolean
    name: string
    width: number | null
    height: number | null
  }[]
  prescription: {
    number: string
    doctor: string
    qualifications: string
    registration: string
    patientName: string
    issuedAt: string
    cancelled: boolean
    verifyPath: string
    medicines: string[]
  } | null
  events: {
    id: string
    status: MedicineOrderStatus | null
    note: string
    byPatient: boolean
    by: string | null
    registration: string | null
    at: string
  }[]
  isPharmacist: boolean
  checking: boolean
  categories: Record<string, string>
  catalogue: CatalogueChoice[]
  startRows: CheckRowValues[]
}
