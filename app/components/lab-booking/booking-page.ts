/** The laboratory booking page as its loader builds it (routes/lab/book.server.ts). */
export type LabBookingPage = {
  meta: { title: string; description: string }
  /** One key per rendered form: sending it twice stores one order. */
  requestKey: string
  items: Array<{
    key: string
    kind: 'test' | 'package'
    slug: string
    name: string
    nameHi: string
    priceInr: number
  }>
  totalInr: number
  fastingHours: number | null
  homeAllowed: boolean
  advisedBy: string | null
  days: string[]
  /** The windows with no place left, as `windowKey()` names them. */
  fullWindows: string[]
  /** Today's windows that start too soon, as `${day} ${code}`. */
  tooSoon: string[]
  patient: { name: string; phone: string; email: string } | null
}
