import { formatClinicDateTime, formatClinicDay } from '#app/utils/clinic-time.ts'
import { qrCodeDataUrl } from '#app/utils/documents/qr-code.server.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { initialsOf } from '#app/utils/initials.ts'
import { frequencyWords, patientLine, shownAbha } from './prescription-document.server.ts'
import { prescriptionAbha } from './prescription-abha.server.ts'
import type { PrescriptionCheck, PrescriptionView } from './prescription-types.ts'
import { type PrescriptionRecord, verificationUrl } from './prescriptions.server.ts'

export async function prescriptionView(
  record: PrescriptionRecord,
  locale: Locale,
): Promise<PrescriptionView> {
  const t = getT(locale, 'prescription')
  const verifyUrl = verificationUrl(record.verificationCode, locale)
  return {
    id: record.id,
    number: record.number,
    issuedOn: formatClinicDateTime(record.issuedAt, locale),
    cancelledOn: record.cancelledAt ? formatClinicDateTime(record.cancelledAt, locale) : null,
    cancelReason: record.cancelReason,
    content: record.content,
    followUpOn: record.content.followUp ? formatClinicDay(record.content.followUp, locale) : null,
    doctorName: record.doctorName,
    doctorQualifications: record.doctorQualifications,
    doctorRegistrationNumber: record.doctorRegistrationNumber,
    clinicName: record.clinicName,
    clinicAddress: record.clinicAddress,
    clinicPhone: record.clinicPhone,
    patient: patientLine(record, t),
    abha: shownAbha(await prescriptionAbha(record)),
    verifyUrl,
    qrCode: await qrCodeDataUrl(verifyUrl),
  }
}

/**
 * The public check's view: picked field by field, so nothing clinical can reach the page (or its
 * data) by being added to the record later.
 */
export function prescriptionCheck(record: PrescriptionRecord, locale: Locale): PrescriptionCheck {
  const t = getT(locale, 'prescription')
  return {
    number: record.number,
    issuedOn: formatClinicDateTime(record.issuedAt, locale),
    cancelledOn: record.cancelledAt ? formatClinicDateTime(record.cancelledAt, locale) : null,
    doctorName: record.doctorName,
    doctorQualifications: record.doctorQualifications,
    doctorRegistrationNumber: record.doctorRegistrationNumber,
    clinicName: record.clinicName,
    clinicAddress: record.clinicAddress,
    clinicPhone: record.clinicPhone,
    patientInitials: initialsOf(record.patientName),
    medicines: record.content.medicines.map((m) => ({
      name: m.name,
      strength: m.strength || null,
      form: t(`form.${m.form}`),
      dose: m.dose,
      frequency: frequencyWords(m, t),
      days: t('medicine.daysValue', { days: m.days }),
      food: t(`food.${m.food}`),
    })),
  }
}
