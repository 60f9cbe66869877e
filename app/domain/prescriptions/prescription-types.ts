import type { PrescriptionContent } from './prescription-schema.ts'

/** A prescription as the printable page and the public check show it: dates in words, the QR code. */
export type PrescriptionView = {
  id: string
  number: string
  issuedOn: string
  cancelledOn: string | null
  cancelReason: string | null
  content: PrescriptionContent
  followUpOn: string | null
  doctorName: string
  doctorQualifications: string
  doctorRegistrationNumber: string
  clinicName: string
  clinicAddress: string
  clinicPhone: string
  patient: string
  verifyUrl: string
  /** The verification address as a QR code (an SVG `data:` address). */
  qrCode: string
}

/** What the consultation room shows about the prescription (PrescriptionSummary). */
export type PrescriptionSummaryData = {
  current: { number: string; issuedAt: string } | null
}
