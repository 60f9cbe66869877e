import type { CollectionMode, LabOrderStatus } from '#app/db/schema/lab-values.ts'
import type { ResultFlag } from './report-view.ts'

export { MAX_REASON, PAYMENT_METHODS } from '#app/db/schema/lab-values.ts'

/**
 * The laboratory's staff order page as the server builds it (routes/staff/lab-order.server.ts)
 * and its parts draw it (components/lab/staff-order-*.tsx): every word already in the reader's
 * language, every date formatted.
 */

/** Result fields are posted as `result:<test>.<analyte>`, apart from the action's own fields. */
export const RESULT_PREFIX = 'result:'

export type LabOrderView = {
  order: {
    number: string
    status: LabOrderStatus
    mode: CollectionMode
    patientName: string
    ageSex: string
    phone: string
    email: string | null
    address: string
    pinCode: string | null
    area: string | null
    day: string
    window: string | null
    totalInr: number
    referredBy: string | null
    collectorUserId: string | null
    collectorName: string | null
    sampleId: string | null
    payment: { method: string; amount: number; at: string } | null
    cancelReason: string | null
    rejectReason: string | null
    remarks: string
  }
  items: string[]
  next: LabOrderStatus[]
  /** Whether results may be typed now. */
  entry: boolean
  tests: {
    slug: string
    name: string
    sample: string
    analytes: {
      field: string
      name: string
      kind: 'quantitative' | 'qualitative' | 'narrative'
      unit: string | null
      range: string | null
      calculated: boolean
      options: { value: string; label: string }[]
      value: string
      shown: string
      flag: ResultFlag | null
      flagLabel: string | null
    }[]
  }[]
  critical: {
    name: string
    value: string
    unit: string | null
    flag: string | null
    byViewer: boolean
  }[]
  events: {
    id: string
    status: LabOrderStatus | null
    note: string
    by: string | null
    byPatient: boolean
    at: string
  }[]
  collectors: { id: string; name: string }[]
  isPathologist: boolean
  reportReady: boolean
}
