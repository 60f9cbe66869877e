import { describe, expect, it } from 'vitest'
import { readFhirDocument, validateFhirDocument } from './index.server.ts'

/**
 * A prescription document written by hand from the specifications, not from our generator: FHIR R4
 * documents.html (a Bundle of type document, identifier and timestamp, the Composition first, every
 * reference resolved inside the Bundle) and the NRCeS IG's PrescriptionRecord page (Composition.type
 * SNOMED CT 440545006, one section coded the same with MedicationRequest entries, entries' fullUrl
 * as urn:uuid).
 */
const COMPOSITION = 'urn:uuid:3f1c2a8e-6b1d-4c1e-9a51-0d6f4c1b2a01'
const PATIENT = 'urn:uuid:3f1c2a8e-6b1d-4c1e-9a51-0d6f4c1b2a02'
const DOCTOR = 'urn:uuid:3f1c2a8e-6b1d-4c1e-9a51-0d6f4c1b2a03'
const MEDICINE = 'urn:uuid:3f1c2a8e-6b1d-4c1e-9a51-0d6f4c1b2a04'
const SCT = 'http://snomed.info/sct'

function prescriptionDocument() {
  return {
    resourceType: 'Bundle',
    identifier: { system: 'https://hospital.example/documents', value: 'rx-1' },
    type: 'document',
    timestamp: '2026-12-05T10:00:00+05:30',
    entry: [
      {
        fullUrl: COMPOSITION,
        resource: {
          resourceType: 'Composition',
          status: 'final',
          type: { coding: [{ system: SCT, code: '440545006', display: 'Prescription record' }] },
          subject: { reference: PATIENT },
          date: '2026-12-05T10:00:00+05:30',
          author: [{ reference: DOCTOR }],
          title: 'Prescription',
          section: [
            {
              title: 'Prescription',
              code: { coding: [{ system: SCT, code: '440545006' }] },
              entry: [{ reference: MEDICINE }],
            },
          ],
        },
      },
      {
        fullUrl: PATIENT,
        resource: {
          resourceType: 'Patient',
          identifier: [{ system: 'https://healthid.abdm.gov.in', value: '91-1234-5678-9012' }],
          name: [{ text: 'Asha Devi' }],
          gender: 'female',
          birthDate: '1970',
        },
      },
      {
        fullUrl: DOCTOR,
        resource: {
          resourceType: 'Practitioner',
          identifier: [{ system: 'https://doctor.ndhm.gov.in', value: '21-1521-3828-3227' }],
          name: [{ text: 'Dr. Rakesh Gupta' }],
        },
      },
      {
        fullUrl: MEDICINE,
        resource: {
          resourceType: 'MedicationRequest',
          status: 'active',
          intent: 'order',
          medicationCodeableConcept: { text: 'Metformin 500 mg tablet' },
          subject: { reference: PATIENT },
          authoredOn: '2026-12-05',
          requester: { reference: DOCTOR },
          dosageInstruction: [{ text: 'One tablet twice a day after food' }],
        },
      },
    ],
  }
}

type Doc = ReturnType<typeof prescriptionDocument>
const broken = (change: (doc: Doc & Record<string, unknown>) => void) => {
  const doc = prescriptionDocument() as Doc & Record<string, unknown>
  change(doc)
  return doc
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- breaking a document on purpose
const resource = (doc: Doc, index: number) => doc.entry[index]!.resource as any

const refusal = (doc: unknown) => {
  const result = validateFhirDocument(doc)
  expect(result.ok).toBe(false)
  return result.ok ? [] : result.issues
}

describe('validating a FHIR document', () => {
  it('accepts a document written from the specifications, and reads it', () => {
    const result = validateFhirDocument(prescriptionDocument())
    expect(result.ok ? [] : result.issues).toEqual([])
    if (!result.ok) return
    expect(readFhirDocument(result.bundle)).toEqual({
      kind: 'prescription',
      title: 'Prescription',
      date: '2026-12-05T10:00:00+05:30',
      patient: { name: 'Asha Devi', abhaNumber: '91-1234-5678-9012' },
      author: 'Dr. Rakesh Gupta',
      medicines: [{ name: 'Metformin 500 mg tablet', dosage: 'One tablet twice a day after food' }],
      observations: [],
      notes: [],
    })
  })

  it('refuses what is not a FHIR document at all', () => {
    expect(refusal('hello')[0]!.path).toBe('Bundle')
    expect(refusal({ resourceType: 'Patient' })[0]!.path).toBe('resourceType')
    expect(refusal({ ...prescriptionDocument(), type: 'collection' })[0]!.path).toBe('Bundle.type')
  })

  it('refuses a document without its Composition (R4 bdl-11)', () => {
    const issues = refusal(broken((doc) => doc.entry.shift()))
    expect(issues.map((i) => i.message).join(' ')).toMatch(/bdl-11|Composition/)
  })

  it('refuses a wrong cardinality: a Composition without its title (1..1), two subjects (0..1)', () => {
    expect(
      refusal(broken((doc) => delete resource(doc, 0).title)).some(
        (i) => i.path.includes('title') || i.message.includes('title'),
      ),
    ).toBe(true)
    expect(
      refusal(
        broken(
          (doc) => (resource(doc, 0).subject = [{ reference: PATIENT }, { reference: PATIENT }]),
        ),
      ).some((i) => i.path.includes('subject')),
    ).toBe(true)
  })

  it('refuses a code outside its required value set (R4 bindings)', () => {
    const status = refusal(broken((doc) => (resource(doc, 0).status = 'done')))
    expect(status).toContainEqual({
      path: 'Bundle.entry[0].resource.status',
      message: expect.stringContaining('"done"'),
    })
    const gender = refusal(broken((doc) => (resource(doc, 1).gender = 'F')))
    expect(gender.map((i) => i.path)).toContain('Bundle.entry[1].resource.gender')
  })

  it('refuses a wrong type or a malformed value (R4 structure)', () => {
    const issues = refusal(broken((doc) => (resource(doc, 1).birthDate = '05/12/1970')))
    expect(issues.map((i) => i.path)).toContain('Bundle.entry[1].resource.birthDate')
    expect(refusal(broken((doc) => (resource(doc, 1).shoeSize = 9)))[0]!.message).toMatch(
      /shoeSize/,
    )
  })

  it('refuses what the ABDM profiles require: urn:uuid entries, registration, section code', () => {
    const ig = (doc: unknown) =>
      refusal(doc)
        .map((i) => `${i.path} ${i.message}`)
        .join('\n')
    expect(
      ig(
        broken((doc) => {
          doc.entry[3]!.fullUrl = 'https://hospital.example/MedicationRequest/1'
          resource(doc, 0).section[0].entry[0].reference = doc.entry[3]!.fullUrl
          resource(doc, 3).id = '1'
        }),
      ),
    ).toMatch(/Bundle\.entry\[3\]\.fullUrl .*urn:uuid.*StructureDefinition-DocumentBundle/)
    expect(ig(broken((doc) => delete resource(doc, 2).identifier))).toMatch(
      /Practitioner\.identifier .*StructureDefinition-Practitioner/,
    )
    expect(
      ig(broken((doc) => (resource(doc, 0).section[0].code.coding[0].code = '721912009'))),
    ).toMatch(/section\[0\]\.code .*440545006/)
    expect(
      ig(broken((doc) => (resource(doc, 0).section[0].entry = [{ reference: PATIENT }]))),
    ).toMatch(/MedicationRequest/)
  })

  it('accepts a document of a kind we do not make, read as "other"', () => {
    const result = validateFhirDocument(
      broken((doc) => {
        resource(doc, 0).type = {
          coding: [{ system: SCT, code: '373942005' }],
          text: 'Discharge summary',
        }
        resource(doc, 0).section[0].code = { coding: [{ system: SCT, code: '373942005' }] }
      }),
    )
    expect(result.ok ? [] : result.issues).toEqual([])
    if (result.ok) expect(readFhirDocument(result.bundle).kind).toBe('other')
  })

  it('says why in Hindi when asked', () => {
    const result = validateFhirDocument({ resourceType: 'Patient' }, { locale: 'hi' })
    expect(result.ok ? '' : result.issues[0]!.message).toBe('यह FHIR Bundle नहीं है।')
  })
})
