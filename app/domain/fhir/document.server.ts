import { createHash } from 'node:crypto'
import type {
  BundleEntry,
  CodeableConcept,
  Composition,
  CompositionSection,
  Condition,
  DiagnosticReport,
  Encounter,
  Identifier,
  MedicationRequest,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Resource,
  ServiceRequest,
} from '@medplum/fhirtypes'
import { formatAbhaNumber } from '#app/domain/abha/index.ts'
import { escapeHtml } from '#app/utils/html.ts'
import {
  ABHA_ADDRESS_SYSTEM,
  ABHA_NUMBER_SYSTEM,
  ACT_CODE,
  CONDITION_CATEGORY,
  CONDITION_CLINICAL,
  CONDITION_VERIFICATION,
  COUNCIL_REGISTRATION_SYSTEM,
  DIAGNOSTIC_SERVICE,
  DOCUMENT_ID_SYSTEM,
  DOCUMENT_TYPE,
  IDENTIFIER_TYPE,
  LAB_ANALYTE_SYSTEM,
  LAB_TEST_SYSTEM,
  LOINC,
  OBSERVATION_CATEGORY,
  OBSERVATION_INTERPRETATION,
  OP_SECTION,
  ORGANIZATION_ID_SYSTEM,
  PATIENT_ID_SYSTEM,
  PROFILE,
  RECORD_NUMBER_SYSTEM,
  SNOMED,
} from './code-systems.ts'
import type { FhirBundle, RecordRef } from './record-types.ts'

/**
 * A record's content in plain values, as the sources read it from the database
 * (record-sources.server.ts), already in the reader's words where it is text for people: turning it
 * into FHIR resources is this file's only job, so the tests can build documents of any shape.
 */
export type DocumentPatient = {
  /** Stable key: the account or family member, or the record itself for a guest or walk-in. */
  key: string
  name: string
  sex: 'male' | 'female' | 'other' | null
  /** FHIR date: YYYY-MM-DD, or YYYY when only the year is known. */
  birthDate: string | null
  /** 14 digits, no hyphens. */
  abhaNumber: string | null
  abhaAddress: string | null
}

export type DocumentPractitioner = {
  key: string
  name: string
  qualifications: string
  registrationNumber: string
  /** The council code (app/content/medical-councils.ts) and its name, when known. */
  council: { code: string; name: string } | null
}

export type DocumentOrganization = { key: string; name: string; address: string; phone: string }

export type DocumentMedicine = {
  /** As written: "Paracetamol 500 mg (Tablet)". */
  name: string
  /** "1 tablet, twice a day, for 5 days, after food". */
  dosage: string
  days: number
  instructions: string | null
}

export type DocumentPrescription = {
  id: string
  number: string
  issuedAt: Date
  status: 'active' | 'cancelled'
  diagnosis: string
  provisional: boolean
  medicines: DocumentMedicine[]
  tests: string[]
  advice: string | null
  /** Words: "Come back on 12 December 2026." */
  followUp: string | null
  /** Words: "Cancelled on …: reason". */
  cancelled: string | null
}

export type DocumentLabLine = {
  testSlug: string
  code: string
  name: string
  loinc: string | null
  /** A number for a quantitative line; words otherwise. */
  value: { quantity: number; unit: string | null } | { text: string }
  range: string | null
  flag: 'low' | 'high' | 'critical-low' | 'critical-high' | 'abnormal' | null
  /** The flag in words. */
  flagWords: string | null
}

export type DocumentLabTest = { slug: string; name: string; lines: DocumentLabLine[] }

export type DocumentContent =
  | {
      kind: 'prescription'
      prescription: DocumentPrescription
      encounterClass: 'AMB' | 'VR'
      encounterStart: Date
    }
  | {
      kind: 'consultation' | 'opd-visit'
      start: Date
      encounterClass: 'AMB' | 'VR'
      /** The patient's own words before an online consultation (may be empty). */
      complaint: string
      /** The doctor's notes of an OPD visit (may be empty). */
      notes: string
      prescription: DocumentPrescription | null
    }
  | {
      kind: 'lab-report'
      number: string
      collectedAt: Date
      issuedAt: Date
      tests: DocumentLabTest[]
      remarks: string
    }

export type DocumentSource = {
  ref: RecordRef
  locale: 'en' | 'hi'
  title: string
  /** Section titles in the reader's words (the `fhir` catalogue). */
  words: Record<
    | 'chiefComplaints'
    | 'diagnosis'
    | 'diagnosisProvisional'
    | 'medications'
    | 'investigationAdvice'
    | 'followUp'
    | 'notes'
    | 'advice'
    | 'prescription'
    | 'labResults'
    | 'remarks',
    string
  >
  /** When the document was made (the record's date: issue, visit or release). */
  date: Date
  patient: DocumentPatient
  author: DocumentPractitioner
  organization: DocumentOrganization
  content: DocumentContent
  /** Our address (the app's base URL), for the document's own identifier. */
  baseUrl: string
}

/** A UUID made from its parts: the same record gives the same document, entry by entry. */
function stableUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** An xhtml narrative of plain-text paragraphs (FHIR R4 narrative.html: the div is required). */
function narrative(paragraphs: string[], locale: 'en' | 'hi') {
  const lang = locale === 'hi' ? 'hi-IN' : 'en-IN'
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')
  return {
    status: 'generated' as const,
    div: `<div xmlns="http://www.w3.org/1999/xhtml" lang="${lang}" xml:lang="${lang}">${body}</div>`,
  }
}

const snomed = (concept: { code: string; display: string }, text?: string): CodeableConcept => ({
  coding: [{ system: SNOMED, code: concept.code, display: concept.display }],
  ...(text ? { text } : {}),
})

type Entry = { fullUrl: string; resource: Resource }
/** A reference to an entry of the same Bundle (its fullUrl), with the words to show for it. */
type Ref = { reference: string; display?: string }

/**
 * The FHIR R4 document of a record: a Bundle of type `document` whose first entry is the
 * Composition (R4 documents.html), shaped after the NRCeS profiles OPConsultRecord,
 * PrescriptionRecord and DiagnosticReportRecord (decision 0025).
 */
export function documentBundle(source: DocumentSource, now: Date = new Date()): FhirBundle {
  const seed = `${source.ref.kind}/${source.ref.id}`
  const urn = (role: string) => `urn:uuid:${stableUuid(seed, role)}`
  const lang = source.locale === 'hi' ? 'hi-IN' : 'en-IN'
  const entries: Entry[] = []
  const add = <R extends Resource>(role: string, resource: R): Ref => {
    const fullUrl = urn(role)
    entries.push({ fullUrl, resource: { ...resource, id: fullUrl.slice('urn:uuid:'.length) } })
    return { reference: fullUrl }
  }

  const patient = add('patient', patientResource(source.patient))
  const author = add('practitioner', practitionerResource(source.author))
  const organization = add('organization', organizationResource(source.organization))
  const patientRef = { ...patient, display: source.patient.name }
  const authorRef = { ...author, display: source.author.name }
  const organizationRef = { ...organization, display: source.organization.name }

  const sections: CompositionSection[] = []
  let type: { code: string; display: string } = DOCUMENT_TYPE.opConsult
  let profile: string = PROFILE.opConsult
  let encounterRef: Ref | undefined
  const { content, words } = source

  const encounter = (cls: 'AMB' | 'VR', start: Date) =>
    add('encounter', {
      resourceType: 'Encounter',
      meta: { profile: [PROFILE.encounter] },
      status: 'finished',
      class: {
        system: ACT_CODE,
        code: cls,
        display: cls === 'AMB' ? 'ambulatory' : 'virtual',
      },
      subject: patientRef,
      period: { start: start.toISOString() },
      serviceProvider: organizationRef,
    } satisfies Encounter)

  const medicationRequests = (rx: DocumentPrescription): Ref[] =>
    rx.medicines.map((medicine, index) =>
      add(`medication-request/${rx.id}/${index}`, {
        resourceType: 'MedicationRequest',
        meta: { profile: [PROFILE.medicationRequest] },
        identifier: [{ system: RECORD_NUMBER_SYSTEM, value: `${rx.number}/${index + 1}` }],
        status: rx.status,
        intent: 'order',
        medicationCodeableConcept: { text: medicine.name },
        subject: patientRef,
        ...(encounterRef ? { encounter: encounterRef } : {}),
        authoredOn: rx.issuedAt.toISOString(),
        requester: authorRef,
        reasonCode: [{ text: rx.diagnosis }],
        ...(medicine.instructions ? { note: [{ text: medicine.instructions }] } : {}),
        dosageInstruction: [
          {
            text: medicine.dosage,
            timing: {
              repeat: {
                boundsDuration: {
                  value: medicine.days,
                  unit: 'd',
                  system: 'http://unitsofmeasure.org',
                  code: 'd',
                },
              },
            },
          },
        ],
      } satisfies MedicationRequest),
    )

  const diagnosisCondition = (rx: DocumentPrescription): Ref =>
    add(`condition/${rx.id}`, {
      resourceType: 'Condition',
      meta: { profile: [PROFILE.condition] },
      clinicalStatus: { coding: [{ system: CONDITION_CLINICAL, code: 'active' }] },
      verificationStatus: {
        coding: [
          {
            system: CONDITION_VERIFICATION,
            code: rx.provisional ? 'provisional' : 'confirmed',
          },
        ],
      },
      category: [{ coding: [{ system: CONDITION_CATEGORY, code: 'encounter-diagnosis' }] }],
      code: { text: rx.diagnosis },
      subject: patientRef,
      ...(encounterRef ? { encounter: encounterRef } : {}),
      recordedDate: rx.issuedAt.toISOString(),
      recorder: authorRef,
    } satisfies Condition)

  const prescriptionParagraphs = (rx: DocumentPrescription) => [
    ...(rx.cancelled ? [rx.cancelled] : []),
    `${rx.provisional ? words.diagnosisProvisional : words.diagnosis}: ${rx.diagnosis}`,
    ...rx.medicines.map(
      (m) => `${m.name}: ${m.dosage}${m.instructions ? ` (${m.instructions})` : ''}`,
    ),
    ...(rx.tests.length ? [`${words.investigationAdvice}: ${rx.tests.join(', ')}`] : []),
    ...(rx.advice ? [`${words.advice}: ${rx.advice}`] : []),
    ...(rx.followUp ? [rx.followUp] : []),
  ]

  if (content.kind === 'prescription') {
    type = DOCUMENT_TYPE.prescription
    profile = PROFILE.prescription
    encounterRef = encounter(content.encounterClass, content.encounterStart)
    const rx = content.prescription
    sections.push({
      title: words.prescription,
      code: snomed(DOCUMENT_TYPE.prescription),
      text: narrative(prescriptionParagraphs(rx), source.locale),
      entry: medicationRequests(rx),
    })
  } else if (content.kind === 'lab-report') {
    type = DOCUMENT_TYPE.diagnosticReport
    profile = PROFILE.diagnosticReportRecord
    const reports = content.tests.map((test) => {
      const results = test.lines.map((line) =>
        add(
          `observation/${test.slug}/${line.code}`,
          observation(line, content, patientRef, authorRef),
        ),
      )
      return add(`diagnostic-report/${test.slug}`, {
        resourceType: 'DiagnosticReport',
        meta: { profile: [PROFILE.diagnosticReportLab] },
        identifier: [{ system: RECORD_NUMBER_SYSTEM, value: `${content.number}/${test.slug}` }],
        status: 'final',
        category: [
          { coding: [{ system: DIAGNOSTIC_SERVICE, code: 'LAB', display: 'Laboratory' }] },
        ],
        code: {
          coding: [{ system: LAB_TEST_SYSTEM, code: test.slug, display: test.name }],
          text: test.name,
        },
        subject: patientRef,
        effectiveDateTime: content.collectedAt.toISOString(),
        issued: content.issuedAt.toISOString(),
        performer: [organizationRef],
        resultsInterpreter: [authorRef],
        result: results,
        ...(content.remarks ? { conclusion: content.remarks } : {}),
      } satisfies DiagnosticReport)
    })
    const lines = content.tests.flatMap((test) =>
      test.lines.map((line) => {
        const value =
          'text' in line.value
            ? line.value.text
            : `${line.value.quantity}${line.value.unit ? ` ${line.value.unit}` : ''}`
        return `${test.name}, ${line.name}: ${value}${line.range ? ` (${line.range})` : ''}${line.flagWords ? ` ${line.flagWords}` : ''}`
      }),
    )
    sections.push({
      title: words.labResults,
      code: snomed(DOCUMENT_TYPE.diagnosticReport),
      text: narrative(
        [...lines, ...(content.remarks ? [`${words.remarks}: ${content.remarks}`] : [])],
        source.locale,
      ),
      entry: reports,
    })
  } else {
    encounterRef = encounter(content.encounterClass, content.start)
    if (content.complaint)
      sections.push({
        title: words.chiefComplaints,
        code: snomed(OP_SECTION.chiefComplaints),
        text: narrative([content.complaint], source.locale),
      })
    const rx = content.prescription
    if (rx) {
      sections.push({
        title: rx.provisional ? words.diagnosisProvisional : words.diagnosis,
        code: snomed(OP_SECTION.medicalHistory),
        text: narrative([rx.diagnosis], source.locale),
        entry: [diagnosisCondition(rx)],
      })
      sections.push({
        title: words.medications,
        code: snomed(OP_SECTION.medications),
        text: narrative(prescriptionParagraphs(rx), source.locale),
        entry: medicationRequests(rx),
      })
      if (rx.tests.length)
        sections.push({
          title: words.investigationAdvice,
          code: snomed(OP_SECTION.investigationAdvice),
          text: narrative(rx.tests, source.locale),
          entry: rx.tests.map((test, index) =>
            add(`service-request/${rx.id}/${index}`, {
              resourceType: 'ServiceRequest',
              meta: { profile: [PROFILE.serviceRequest] },
              status: 'active',
              intent: 'order',
              code: { text: test },
              subject: patientRef,
              ...(encounterRef ? { encounter: encounterRef } : {}),
              authoredOn: rx.issuedAt.toISOString(),
              requester: authorRef,
            } satisfies ServiceRequest),
          ),
        })
      if (rx.followUp)
        sections.push({
          title: words.followUp,
          code: snomed(OP_SECTION.followUp),
          text: narrative([rx.followUp], source.locale),
        })
    }
    if (content.notes)
      sections.push({
        title: words.notes,
        code: snomed(OP_SECTION.otherObservations),
        text: narrative([content.notes], source.locale),
      })
  }

  const compositionUrl = urn('composition')
  const composition: Composition = {
    resourceType: 'Composition',
    id: compositionUrl.slice('urn:uuid:'.length),
    meta: { profile: [profile], lastUpdated: source.date.toISOString() },
    language: lang,
    text: narrative([source.title], source.locale),
    identifier: { system: DOCUMENT_ID_SYSTEM, value: seed },
    status: 'final',
    type: snomed(type, type.display),
    subject: patientRef,
    ...(encounterRef ? { encounter: encounterRef } : {}),
    date: source.date.toISOString(),
    author: [authorRef],
    title: source.title,
    attester: [{ mode: 'legal', time: source.date.toISOString(), party: authorRef }],
    custodian: organizationRef,
    section: sections,
  }

  const all: BundleEntry[] = [{ fullUrl: compositionUrl, resource: composition }, ...entries]
  return {
    resourceType: 'Bundle',
    id: stableUuid(seed, 'bundle', source.locale),
    meta: { profile: [PROFILE.documentBundle], lastUpdated: now.toISOString() },
    identifier: { system: DOCUMENT_ID_SYSTEM, value: stableUuid(seed, 'bundle', source.locale) },
    type: 'document',
    timestamp: now.toISOString(),
    entry: all,
  }
}

function patientResource(patient: DocumentPatient): Patient {
  const identifier: Identifier[] = [
    {
      type: { coding: [{ system: IDENTIFIER_TYPE, code: 'MR', display: 'Medical record number' }] },
      system: PATIENT_ID_SYSTEM,
      value: patient.key,
    },
  ]
  if (patient.abhaNumber)
    identifier.push({
      system: ABHA_NUMBER_SYSTEM,
      value: formatAbhaNumber(patient.abhaNumber),
    })
  if (patient.abhaAddress)
    identifier.push({
      system: ABHA_ADDRESS_SYSTEM,
      value: patient.abhaAddress,
    })
  return {
    resourceType: 'Patient',
    meta: { profile: [PROFILE.patient] },
    identifier,
    name: [{ text: patient.name }],
    gender: patient.sex ?? 'unknown',
    ...(patient.birthDate ? { birthDate: patient.birthDate } : {}),
  }
}

function practitionerResource(doctor: DocumentPractitioner): Practitioner {
  const registration: Identifier = {
    type: {
      coding: [{ system: IDENTIFIER_TYPE, code: 'MD', display: 'Medical License number' }],
      ...(doctor.council ? { text: doctor.council.name } : {}),
    },
    system: doctor.council
      ? `${COUNCIL_REGISTRATION_SYSTEM}/${doctor.council.code}`
      : COUNCIL_REGISTRATION_SYSTEM,
    value: doctor.registrationNumber,
  }
  return {
    resourceType: 'Practitioner',
    meta: { profile: [PROFILE.practitioner] },
    identifier: [registration],
    name: [{ text: doctor.name }],
    ...(doctor.qualifications
      ? { qualification: [{ code: { text: doctor.qualifications } }] }
      : {}),
  }
}

function organizationResource(org: DocumentOrganization): Organization {
  return {
    resourceType: 'Organization',
    meta: { profile: [PROFILE.organization] },
    identifier: [{ system: ORGANIZATION_ID_SYSTEM, value: org.key }],
    name: org.name,
    telecom: [{ system: 'phone', value: org.phone }],
    address: [{ text: org.address, country: 'IN' }],
  }
}

const INTERPRETATION = {
  low: { code: 'L', display: 'Low' },
  high: { code: 'H', display: 'High' },
  'critical-low': { code: 'LL', display: 'Critical low' },
  'critical-high': { code: 'HH', display: 'Critical high' },
  abnormal: { code: 'A', display: 'Abnormal' },
} as const

function observation(
  line: DocumentLabLine,
  report: { collectedAt: Date; issuedAt: Date },
  subject: Ref,
  performer: Ref,
): Observation {
  const coding = [
    ...(line.loinc ? [{ system: LOINC, code: line.loinc }] : []),
    { system: LAB_ANALYTE_SYSTEM, code: `${line.testSlug}/${line.code}`, display: line.name },
  ]
  return {
    resourceType: 'Observation',
    meta: { profile: [PROFILE.observation] },
    status: 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'laboratory' }] }],
    code: { coding, text: line.name },
    subject,
    effectiveDateTime: report.collectedAt.toISOString(),
    issued: report.issuedAt.toISOString(),
    performer: [performer],
    ...('text' in line.value
      ? { valueString: line.value.text }
      : {
          valueQuantity: {
            value: line.value.quantity,
            ...(line.value.unit ? { unit: line.value.unit } : {}),
          },
        }),
    ...(line.flag
      ? {
          interpretation: [
            {
              coding: [{ system: OBSERVATION_INTERPRETATION, ...INTERPRETATION[line.flag] }],
              ...(line.flagWords ? { text: line.flagWords } : {}),
            },
          ],
        }
      : {}),
    ...(line.range ? { referenceRange: [{ text: line.range }] } : {}),
  }
}
