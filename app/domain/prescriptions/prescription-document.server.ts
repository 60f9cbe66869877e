import { SITE } from '#app/content/site.ts'
import type { PrintableDocument } from '#app/utils/documents/document.ts'
import { formatClinicDateTime, formatClinicDay } from '#app/utils/clinic-time.ts'
import { type MessageKey } from '#app/utils/i18n/catalogs.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import { formatAbhaNumber } from '#app/domain/abha/index.ts'
import type { PatientAbha } from '#app/domain/abha/index.server.ts'
import type { PrescriptionContent } from './prescription-schema.ts'
import type { ShownAbha } from './prescription-types.ts'
import { type PrescriptionRecord, verificationUrl } from './prescriptions.server.ts'

type Key = MessageKey<'prescription'>
type Values = Parameters<ReturnType<typeof getT<'prescription'>>>[1]

/**
 * The PDF is read by the patient and by a pharmacist: its labels and fixed words are in English
 * and Hindi together ("Diagnosis / निदान"); what the doctor wrote stays as written.
 */
function both(key: Key, values?: Values): string {
  const en = getT('en', 'prescription')(key, values)
  const hi = getT('hi', 'prescription')(key, values)
  return en === hi ? en : `${en} / ${hi}`
}

/** "Ravi Kumar, 34 years, male", from what was known at issue. */
export function patientLine(
  record: Pick<PrescriptionRecord, 'patientName' | 'patientAge' | 'patientSex'>,
  t: (key: Key, values?: Values) => string,
): string {
  if (!record.patientSex) return record.patientName
  const sex = t(`sex.${record.patientSex}` as Key)
  return record.patientAge
    ? t('patient.details', { name: record.patientName, age: record.patientAge, sex })
    : t('patient.detailsNoAge', { name: record.patientName, sex })
}

/** The patient's ABHA as documents show it, or null when they gave none. */
export function shownAbha(abha: PatientAbha | null): ShownAbha | null {
  if (!abha || (!abha.abhaNumber && !abha.abhaAddress)) return null
  return {
    number: abha.abhaNumber ? formatAbhaNumber(abha.abhaNumber) : null,
    address: abha.abhaAddress,
  }
}

/** An ABHA label in both languages ("ABHA number / आभा (ABHA) नंबर"). */
function bothLanguages(key: 'number' | 'address'): string {
  return `${getT('en', 'abha')(key)} / ${getT('hi', 'abha')(key)}`
}

/** The ABHA lines of a PDF's patient block: only those the patient gave. */
export function abhaFields(abha: ShownAbha | null): Array<{ label: string; value: string }> {
  return [
    ...(abha?.number ? [{ label: bothLanguages('number'), value: abha.number }] : []),
    ...(abha?.address ? [{ label: bothLanguages('address'), value: abha.address }] : []),
  ]
}

/** How often, in words: the fixed choice, or the doctor's own. */
export function frequencyWords(
  medicine: PrescriptionContent['medicines'][number],
  words: (key: Key) => string,
): string {
  return medicine.frequency === 'other' && medicine.frequencyOther
    ? medicine.frequencyOther
    : words(`frequency.${medicine.frequency}`)
}

/**
 * The prescription as a printable document (the PDF), with the patient's ABHA when given
 * (`prescriptionAbha()`).
 */
export function prescriptionDocument(
  record: PrescriptionRecord,
  abha: PatientAbha | null = null,
): PrintableDocument {
  const { content } = record
  const url = verificationUrl(record.verificationCode)
  const issued = formatClinicDateTime(record.issuedAt, 'en')
  return {
    title: both('title'),
    language: 'en',
    author: record.clinicName,
    letterhead: [
      record.doctorName,
      record.doctorQualifications,
      both('doctor.registration', { number: record.doctorRegistrationNumber }),
      `${record.clinicName}, ${record.clinicAddress}`,
      record.clinicPhone,
    ],
    reference: [record.number, issued],
    blocks: [
      ...(record.cancelledAt
        ? [
            {
              kind: 'notice' as const,
              text: both('cancelled.line', {
                date: formatClinicDateTime(record.cancelledAt, 'en'),
                reason: record.cancelReason ?? '',
              }),
            },
          ]
        : []),
      {
        kind: 'fields',
        fields: [
          {
            label: both('patient.label'),
            value: patientLine(record, getT('en', 'prescription')),
          },
          ...abhaFields(shownAbha(abha)),
          {
            label: both(content.provisional ? 'diagnosisProvisional' : 'diagnosis'),
            value: content.diagnosis,
          },
        ],
      },
      { kind: 'heading', text: both('medicines') },
      {
        kind: 'table',
        columns: [
          { label: '#', width: 0.04 },
          { label: both('medicine.name'), width: 0.25 },
          { label: both('medicine.dose'), width: 0.12 },
          { label: both('medicine.frequency'), width: 0.17 },
          { label: both('medicine.days'), width: 0.1 },
          { label: both('medicine.food'), width: 0.14 },
          { label: both('medicine.instructions'), width: 0.18 },
        ],
        rows: content.medicines.map((m, i) => [
          String(i + 1),
          [m.name, m.strength, both(`form.${m.form}`)].filter(Boolean).join(', '),
          m.dose,
          frequencyWords(m, (key) => both(key)),
          String(m.days),
          both(`food.${m.food}`),
          m.instructions ?? '',
        ]),
      },
      ...(content.tests.length
        ? [
            { kind: 'heading' as const, text: both('tests') },
            ...content.tests.map((test) => ({ kind: 'paragraph' as const, text: `• ${test}` })),
          ]
        : []),
      ...(content.advice
        ? [
            { kind: 'heading' as const, text: both('advice') },
            { kind: 'paragraph' as const, text: content.advice },
          ]
        : []),
      ...(content.followUp
        ? [
            { kind: 'heading' as const, text: both('followUp') },
            {
              kind: 'paragraph' as const,
              text: `${formatClinicDay(content.followUp, 'en')} / ${formatClinicDay(content.followUp, 'hi')}`,
            },
          ]
        : []),
      {
        kind: 'qr',
        url,
        caption: [
          getT('en', 'prescription')('verify.line', { url }),
          getT('hi', 'prescription')('verify.line', { url }),
        ].join('\n'),
      },
      {
        kind: 'paragraph',
        emphasis: 'small',
        text: both('digitallyIssued', { doctor: record.doctorName, site: SITE.name }),
      },
    ],
    footer: `${record.clinicName} · ${record.number} · ${url}`,
  }
}
