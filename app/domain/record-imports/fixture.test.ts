import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readFhirDocument, validateFhirDocument } from '#app/domain/fhir/index.server.ts'

// The browser test's FHIR document from another hospital (tests/e2e/record-import.spec.ts):
// still valid for the validator we import with, and read as a prescription.
describe('the FHIR fixture from another hospital', () => {
  it('validates, and reads as the prescription the browser test expects', () => {
    const json: unknown = JSON.parse(
      readFileSync('tests/fixtures/fhir/prescription-from-elsewhere.json', 'utf8'),
    )
    const result = validateFhirDocument(json)
    expect(result.ok ? [] : result.issues).toEqual([])
    if (!result.ok) return
    const read = readFhirDocument(result.bundle)
    expect(read).toMatchObject({
      kind: 'prescription',
      organization: 'City Hospital Lucknow',
      author: 'Dr. Alok Srivastava',
      patient: { name: 'Ramesh Yadav' },
    })
    expect(read.medicines.map((m) => m.name).join(' ')).toContain('Amoxicillin')
  })
})
