import type { PrescriptionContent } from './prescription-schema.ts'

/** A patient's ABHA as a document shows it: the number grouped, either possibly absent. */
export type ShownAbha = { number: string | null; address: string | null }

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
  /** The patient's ABHA (number grouped 2-4-4-4), when they gave it (issue 50). */
  abha: ShownAbha | null
  verifyUrl: string
  /** The verification address as a QR code (an SVG `data:` address). */
  qrCode: string
}

/**
 * A prescription as the public check shows it (/prescriptions/verify/:code): what a pharmacist
 * compares with the paper in front of them — genuine or cancelled, the doctor and their
 * registration, the date, the patient's initials, the medicines in words. Never the diagnosis, the
 * tests, the advice or the doctor's notes on a medicine: anyone holding the code reads this page.
 */
export type PrescriptionCheck = {
  number: string
  issuedOn: string
  cancelledOn: string | null
  doctorName: string
  doctorQualifications: string
  doctorRegistrationNumber: string
  clinicName: string
  clinicAddress: string
  clinicPhone: string
  patientInitials: string
  medicines: Array<{
    name: string
    strength: string | null
    form: string
    dose: string
    frequency: string
    days: string
    food: string
  }>
}

/** What the consultation room shows about the prescription (PrescriptionSummary). */
export type PrescriptionSummaryData = {
  current: { number: string; issuedAt: string } | null
}
