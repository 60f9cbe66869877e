import type {
  CodeableConcept,
  Composition,
  HumanName,
  Observation,
  Resource,
} from '@medplum/fhirtypes'
import { compositionKind } from './abdm-profile.ts'
import { ABHA_ADDRESS_SYSTEM, ABHA_NUMBER_SYSTEM, LOINC } from './code-systems.ts'
import type { FhirBundle, ImportedRecord } from './record-types.ts'

/**
 * What a person reads of a FHIR document (ours or another hospital's): its kind, title, date,
 * patient, author, medicines, results and the text of its sections. Call it on a bundle that
 * validateFhirDocument accepted; it reads what is there and never fails on what is missing.
 */
export function readFhirDocument(bundle: FhirBundle): ImportedRecord {
  const resources = (bundle.entry ?? []).flatMap((e) => (e.resource ? [e.resource] : []))
  const byUrl = new Map<string, Resource>()
  for (const entry of bundle.entry ?? [])
    if (entry.fullUrl && entry.resource) byUrl.set(entry.fullUrl, entry.resource)
  const resolve = (reference: string | undefined): Resource | undefined => {
    if (!reference) return undefined
    const found = byUrl.get(reference)
    if (found) return found
    // A relative reference (Patient/123) names a resource by type and id.
    const [type, id] = reference.split('/')
    return resources.find((r) => r.resourceType === type && r.id === id)
  }
  const composition = resources.find((r): r is Composition => r.resourceType === 'Composition')
  const subject = resolve(composition?.subject?.reference)
  const patient = subject?.resourceType === 'Patient' ? subject : undefined
  const authorResource = resolve(composition?.author?.[0]?.reference)
  const custodian = resolve(composition?.custodian?.reference)

  const identifiers = patient?.identifier ?? []
  const abhaNumber = identifiers.find(
    (i) => i.system === ABHA_NUMBER_SYSTEM || /^\d{2}-?\d{4}-?\d{4}-?\d{4}$/.test(i.value ?? ''),
  )?.value
  const abhaAddress = identifiers.find(
    (i) => i.system === ABHA_ADDRESS_SYSTEM || /^[a-z0-9._]+@(abdm|sbx)$/i.test(i.value ?? ''),
  )?.value

  const medicines = resources.flatMap((r) => {
    if (r.resourceType !== 'MedicationRequest') return []
    const medication = resolve(r.medicationReference?.reference)
    const name =
      conceptWords(r.medicationCodeableConcept) ??
      (medication?.resourceType === 'Medication' ? conceptWords(medication.code) : undefined) ??
      r.medicationReference?.display
    if (!name) return []
    const dosage = r.dosageInstruction
      ?.map((d) => d.text)
      .filter(Boolean)
      .join('; ')
    return [{ name, ...(dosage ? { dosage } : {}) }]
  })

  const observations = resources.flatMap((r) =>
    r.resourceType === 'Observation' ? [observationLine(r)] : [],
  )

  const notes = (composition?.section ?? []).flatMap((section) => {
    const text = narrativeText(section.text?.div)
    if (!text) return []
    return [section.title ? `${section.title}: ${text}` : text]
  })

  return {
    kind: composition ? compositionKind(composition) : 'other',
    title: composition?.title ?? '',
    date: composition?.date ?? bundle.timestamp ?? '',
    patient: {
      name: nameWords(patient?.name) ?? composition?.subject?.display ?? '',
      ...(abhaNumber ? { abhaNumber } : {}),
      ...(abhaAddress ? { abhaAddress } : {}),
    },
    ...optional('author', partyName(authorResource) ?? composition?.author?.[0]?.display),
    ...optional('organization', partyName(custodian) ?? composition?.custodian?.display),
    medicines,
    observations,
    notes,
  }
}

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>

function conceptWords(concept: CodeableConcept | undefined): string | undefined {
  return (
    concept?.text ?? concept?.coding?.find((c) => c.display)?.display ?? concept?.coding?.[0]?.code
  )
}

function nameWords(names: HumanName[] | undefined): string | undefined {
  const name = names?.[0]
  if (!name) return undefined
  return (
    name.text ??
    [...(name.prefix ?? []), ...(name.given ?? []), name.family].filter(Boolean).join(' ')
  )
}

function partyName(resource: Resource | undefined): string | undefined {
  if (!resource) return undefined
  if (resource.resourceType === 'Practitioner') return nameWords(resource.name)
  if (resource.resourceType === 'Organization') return resource.name
  return undefined
}

function observationLine(o: Observation): ImportedRecord['observations'][number] {
  const loinc = o.code.coding?.find((c) => c.system === LOINC)?.code
  const code = loinc ?? o.code.coding?.[0]?.code
  const quantity = o.valueQuantity
  const value =
    quantity?.value !== undefined
      ? `${quantity.comparator ?? ''}${quantity.value}`
      : (o.valueString ??
        conceptWords(o.valueCodeableConcept) ??
        (o.valueBoolean !== undefined ? String(o.valueBoolean) : undefined) ??
        (o.valueInteger !== undefined ? String(o.valueInteger) : undefined) ??
        '')
  const unit = quantity?.unit ?? quantity?.code
  const range = o.referenceRange?.[0]
  const rangeWords =
    range?.text ??
    (range?.low || range?.high
      ? `${range.low?.value ?? ''}–${range.high?.value ?? ''}${range.high?.unit ? ` ${range.high.unit}` : ''}`
      : undefined)
  const interpretation = o.interpretation?.[0]
  const interpretationWords = interpretation
    ? (interpretation.text ?? conceptWords(interpretation))
    : undefined
  return {
    name: conceptWords(o.code) ?? '',
    ...(code ? { code } : {}),
    value,
    ...(unit ? { unit } : {}),
    ...(rangeWords ? { range: rangeWords } : {}),
    ...(interpretationWords ? { interpretation: interpretationWords } : {}),
  }
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
}

/** An xhtml narrative as plain text: paragraphs and line breaks become "; " between parts. */
function narrativeText(div: string | undefined): string {
  if (!div) return ''
  return div
    .replace(/<\/(p|li|div|h\d|tr)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('; ')
}
