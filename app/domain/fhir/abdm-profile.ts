import type { Bundle, Composition, Resource } from '@medplum/fhirtypes'
import type { MessageKey } from '#app/utils/i18n/catalogs.ts'
import { DOCUMENT_TYPE, OP_SECTION, SNOMED } from './code-systems.ts'

/**
 * The elements the NRCeS FHIR Implementation Guide for ABDM (https://nrces.in/ndhm/fhir/r4/,
 * version 6.x) requires of a document beyond base FHIR R4, written by hand from its profile pages
 * because the IG's StructureDefinitions were not reachable from here (docs/abdm.md). Each rule names
 * the page it comes from. Run after the R4 validation, so the shape of every resource is known good.
 *
 * Documents of other kinds (a discharge summary from another hospital) pass with the rules every
 * ABDM document shares (DocumentBundle, Composition, Patient, Practitioner); the rules of the three
 * kinds we make apply when the Composition's type says it is one of them.
 */
export type ProfileIssue = { path: string; key: MessageKey<'fhir'>; page: string }

const IG = 'https://nrces.in/ndhm/fhir/r4'
/** The IG's pages, named in each message so a refusal can be checked. */
const PAGE = {
  bundle: `${IG}/StructureDefinition-DocumentBundle.html`,
  opConsult: `${IG}/StructureDefinition-OPConsultRecord.html`,
  prescription: `${IG}/StructureDefinition-PrescriptionRecord.html`,
  diagnosticReport: `${IG}/StructureDefinition-DiagnosticReportRecord.html`,
  patient: `${IG}/StructureDefinition-Patient.html`,
  practitioner: `${IG}/StructureDefinition-Practitioner.html`,
  diagnosticReportLab: `${IG}/StructureDefinition-DiagnosticReportLab.html`,
} as const

const OP_SECTION_CODES = new Set<string>([
  ...Object.values(OP_SECTION).map((s) => s.code),
  // OPConsultRecord's other slices: physical examination, allergies, family history, procedure,
  // referral, and the document reference (which uses the document's own code).
  '425044008',
  '722446000',
  '422432008',
  '371525003',
  '306206005',
  DOCUMENT_TYPE.opConsult.code,
])

export function abdmProfileIssues(bundle: Bundle): ProfileIssue[] {
  const issues: ProfileIssue[] = []
  const fail = (path: string, key: MessageKey<'fhir'>, page: string) =>
    issues.push({ path, key, page })

  // DocumentBundle: identifier 1..1, timestamp 1..1 (also R4 bdl-9, bdl-10), each entry with a
  // fullUrl, given as urn:uuid in the IG's guidance and examples, and a resource.
  if (!bundle.identifier?.system || !bundle.identifier.value)
    fail('Bundle.identifier', 'issue.bundleIdentifier', PAGE.bundle)
  if (!bundle.timestamp) fail('Bundle.timestamp', 'issue.bundleTimestamp', PAGE.bundle)
  const entries = bundle.entry ?? []
  const byUrl = new Map<string, Resource>()
  entries.forEach((entry, index) => {
    if (!entry.fullUrl || !/^urn:uuid:[0-9a-f-]{36}$/i.test(entry.fullUrl))
      fail(`Bundle.entry[${index}].fullUrl`, 'issue.entryFullUrl', PAGE.bundle)
    if (!entry.resource) fail(`Bundle.entry[${index}].resource`, 'issue.entryResource', PAGE.bundle)
    if (entry.fullUrl && entry.resource) byUrl.set(entry.fullUrl, entry.resource)
  })
  const composition = entries[0]?.resource
  if (composition?.resourceType !== 'Composition') {
    fail('Bundle.entry[0]', 'issue.firstComposition', PAGE.bundle)
    return issues
  }

  // A document is whole in itself: what its Composition points at is in the Bundle.
  const resolve = (reference: string | undefined) => (reference ? byUrl.get(reference) : undefined)

  const type = compositionKind(composition)
  const page =
    type === 'consultation'
      ? PAGE.opConsult
      : type === 'prescription'
        ? PAGE.prescription
        : type === 'lab-report'
          ? PAGE.diagnosticReport
          : PAGE.bundle
  if (!composition.type.coding?.some((c) => c.system && c.code))
    fail('Composition.type', 'issue.compositionType', page)

  const subject = resolve(composition.subject?.reference)
  if (subject?.resourceType !== 'Patient') fail('Composition.subject', 'issue.subject', page)
  else if (!subject.name?.length) fail('Patient.name', 'issue.patientName', PAGE.patient)

  composition.author.forEach((author, index) => {
    const found = resolve(author.reference)
    if (found?.resourceType !== 'Practitioner' && found?.resourceType !== 'Organization')
      fail(`Composition.author[${index}]`, 'issue.author', page)
    else if (found.resourceType === 'Practitioner' && !found.identifier?.length)
      fail('Practitioner.identifier', 'issue.practitionerIdentifier', PAGE.practitioner)
  })

  const sections = composition.section ?? []
  if (sections.length === 0) fail('Composition.section', 'issue.section', page)
  sections.forEach((section, index) => {
    const path = `Composition.section[${index}]`
    const codes = section.code?.coding?.filter((c) => c.system === SNOMED).map((c) => c.code) ?? []
    if (type !== 'other' && codes.length === 0) fail(`${path}.code`, 'issue.sectionCode', page)
    ;(section.entry ?? []).forEach((entry, entryIndex) => {
      if (!resolve(entry.reference))
        fail(`${path}.entry[${entryIndex}]`, 'issue.sectionEntry', page)
    })
    const entryTypes = (section.entry ?? []).map((e) => resolve(e.reference)?.resourceType)
    if (type === 'consultation' && codes.length && !codes.some((c) => c && OP_SECTION_CODES.has(c)))
      fail(`${path}.code`, 'issue.opSection', page)
    if (type === 'prescription') {
      if (!codes.includes(DOCUMENT_TYPE.prescription.code))
        fail(`${path}.code`, 'issue.prescriptionSectionCode', page)
      if (!entryTypes.some((t) => t === 'MedicationRequest' || t === 'Binary'))
        fail(`${path}.entry`, 'issue.prescriptionEntry', page)
    }
    if (type === 'lab-report') {
      if (!codes.includes(DOCUMENT_TYPE.diagnosticReport.code))
        fail(`${path}.code`, 'issue.reportSectionCode', page)
      if (!entryTypes.some((t) => t === 'DiagnosticReport' || t === 'DocumentReference'))
        fail(`${path}.entry`, 'issue.reportEntry', page)
    }
  })
  if (type === 'prescription' && sections.length > 1)
    fail('Composition.section', 'issue.prescriptionSections', page)

  for (const resource of byUrl.values())
    if (resource.resourceType === 'DiagnosticReport' && !resolve(resource.subject?.reference))
      fail('DiagnosticReport.subject', 'issue.reportSubject', PAGE.diagnosticReportLab)
  return issues
}

/** Which of our kinds a Composition is, by its SNOMED CT type (the code each profile fixes). */
export function compositionKind(
  composition: Composition,
): 'consultation' | 'prescription' | 'lab-report' | 'other' {
  const codes = (composition.type.coding ?? [])
    .filter((c) => c.system === SNOMED)
    .map((c) => c.code)
  if (codes.includes(DOCUMENT_TYPE.opConsult.code)) return 'consultation'
  if (codes.includes(DOCUMENT_TYPE.prescription.code)) return 'prescription'
  if (codes.includes(DOCUMENT_TYPE.diagnosticReport.code)) return 'lab-report'
  return 'other'
}
