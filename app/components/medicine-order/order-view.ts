/** A line of the pharmacist's list, as the patient's tracking page shows it. */
export type OrderLineView = {
  id: string
  name: string
  brand: string | null
  quantity: number
  unitPriceInr: number
  amountInr: number
  /** The medicine asked for, when this line is a substitute the patient accepts or refuses. */
  substituteFor: string | null
  response: string | null
}

/** The tracking page's answer to a refused form: which form, and what to correct. */
export type OrderFormReply =
  { intent: string; fieldErrors: Record<string, string>; formError: string | null } | undefined

/** The order form's page as its loader builds it (routes/pharmacy/order.server.ts). */
export type MedicineOrderPage = {
  meta: { title: string; description: string }
  signedIn: boolean
  /** One key per rendered form: sending it twice stores one order. */
  requestKey: string
  lines: Array<{
    key: string
    slug: string
    name: string
    pack: string
    quantity: number
    unitPriceInr: number
    amountInr: number
    prescriptionOnly: boolean
  }>
  totalInr: number
  /** Our e-prescription the cart was filled from, if any. */
  prescription: { number: string; doctorName: string } | null
  pickupAddress: string
  patient: { name: string; phone: string; email: string }
}

/** A page of the prescription kept from an earlier try of this form. */
export type KeptPage = { id: string; name: string }
