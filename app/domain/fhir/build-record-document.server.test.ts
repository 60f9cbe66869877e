import type { Bundle, Composition, Observation, Patient, Practitioner } from '@medplum/fhirtypes'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { DomainError } from '#app/utils/domain-errors.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import {
  insertAccount,
  insertConsultation,
  insertDoctor,
  insertFamilyMember,
  insertOpdVisit,
  insertPrescription,
  insertReleasedLabReport,
  RX_CONTENT,
  RX_MINIMAL,
} from '#tests/support/fhir-records.ts'
import {
  buildRecordDocument,
  fhirDocumentFileName,
  readFhirDocument,
  type RecordRef,
  validateFhirDocument,
} from './index.server.ts'

const BASE_URL = 'https://maindoctor.example'
const LOCALES = ['en', 'hi'] as const

/** Builds, sends through JSON as a download would, and validates: every issue fails the test. */
async function buildValid(ref: RecordRef, locale: 'en' | 'hi') {
  const bundle = await buildRecordDocument(getDb(), ref, { locale, baseUrl: BASE_URL })
  const travelled: unknown = JSON.parse(JSON.stringify(bundle))
  const result = validateFhirDocument(travelled)
  expect(result.ok ? [] : result.issues).toEqual([])
  if (!result.ok) throw new Error('invalid')
  return result.bundle
}

const composition = (bundle: Bundle) => bundle.entry![0]!.resource as Composition
const resourcesOf = <T extends string>(bundle: Bundle, type: T) =>
  bundle.entry!.map((e) => e.resource!).filter((r) => r.resourceType === type)

describeOnEachDatabase('FHIR documents of our records', () => {
  let doctorId = ''
  beforeAll(async () => {
    doctorId = await insertDoctor()
  })

  describe.each(LOCALES)('in %s', (locale) => {
    it('a prescription of an online consultation, with every optional part', async () => {
      const appointmentId = await insertConsultation(doctorId)
      const rx = await insertPrescription(
        doctorId,
        RX_CONTENT,
        { appointmentId },
        {
          name: 'Ravi Kumar',
          sex: 'male',
          age: '41',
        },
      )
      const bundle = await buildValid({ kind: 'prescription', id: rx.id }, locale)
      const doc = composition(bundle)
      expect(doc.type.coding).toContainEqual(
        expect.objectContaining({ system: 'http://snomed.info/sct', code: '440545006' }),
      )
      expect(doc.language).toBe(locale === 'hi' ? 'hi-IN' : 'en-IN')
      expect(doc.title).toBe(locale === 'hi' ? `पर्चा ${rx.number}` : `Prescription ${rx.number}`)
      const practitioner = resourcesOf(bundle, 'Practitioner')[0] as Practitioner
      expect(practitioner.identifier?.[0]).toMatchObject({
        value: 'UPMC-45678',
        type: { coding: [expect.objectContaining({ code: 'MD' })] },
      })
      const read = readFhirDocument(bundle)
      expect(read.kind).toBe('prescription')
      expect(read.medicines.map((m) => m.name)).toEqual(
        locale === 'hi'
          ? ['Amoxicillin 500 mg (कैप्सूल)', 'Paracetamol (गोली)']
          : ['Amoxicillin 500 mg (Capsule)', 'Paracetamol (Tablet)'],
      )
      expect(read.medicines[0]!.dosage).toContain('1 capsule')
      expect(read.notes.join(' ')).toContain('Drink warm fluids')
      expect(read.patient).toEqual({ name: 'Ravi Kumar' })
      expect(fhirDocumentFileName({ kind: 'prescription', id: rx.id }, bundle)).toMatch(
        /^maindoctor-prescription-\d{4}-\d{2}-\d{2}\.json$/,
      )
    })

    it('a prescription of an OPD visit, with nothing optional', async () => {
      const { visitId, doctorId: opdDoctor } = await insertOpdVisit('')
      const rx = await insertPrescription(
        opdDoctor,
        RX_MINIMAL,
        { opdVisitId: visitId },
        {
          name: 'Sita Devi',
        },
      )
      const bundle = await buildValid({ kind: 'prescription', id: rx.id }, locale)
      const read = readFhirDocument(bundle)
      expect(read.medicines).toEqual([
        {
          name: locale === 'hi' ? 'पैरासिटामोल (गोली)' : 'पैरासिटामोल (Tablet)',
          dosage: expect.stringContaining('बुख़ार हो तब'),
        },
      ])
      expect((resourcesOf(bundle, 'Patient')[0] as Patient).gender).toBe('unknown')
    })

    it("a consultation for a family member: the patient's words, diagnosis, medicines, tests", async () => {
      const account = await insertAccount({ name: 'Anita Sharma', sex: 'female', birthYear: 1988 })
      const memberId = await insertFamilyMember(account, 'Pinky Sharma', {
        abhaNumber: '91123456789012',
        abhaAddress: 'pinky.sharma@abdm',
      })
      const appointmentId = await insertConsultation(doctorId, {
        patientName: 'Pinky Sharma',
        patientUserId: account,
        familyMemberId: memberId,
        note: 'Cough for a week <b>and</b> fever at night & tired',
      })
      await insertPrescription(doctorId, RX_CONTENT, { appointmentId }, { name: 'Pinky Sharma' })
      const bundle = await buildValid({ kind: 'consultation', id: appointmentId }, locale)
      const doc = composition(bundle)
      expect(doc.type.coding?.[0]?.code).toBe('371530004')
      expect(doc.section?.map((s) => s.code?.coding?.[0]?.code)).toEqual([
        '422843007',
        '371529009',
        '721912009',
        '721963009',
        '390906007',
      ])
      const patient = resourcesOf(bundle, 'Patient')[0] as Patient
      expect(patient).toMatchObject({ gender: 'female', birthDate: '2015-04-09' })
      expect(patient.identifier).toContainEqual({
        system: 'https://healthid.abdm.gov.in',
        value: '91-1234-5678-9012',
      })
      const read = readFhirDocument(bundle)
      expect(read.kind).toBe('consultation')
      expect(read.patient).toEqual({
        name: 'Pinky Sharma',
        abhaNumber: '91-1234-5678-9012',
        abhaAddress: 'pinky.sharma@abdm',
      })
      expect(read.notes[0]).toContain('Cough for a week <b>and</b> fever at night & tired')
      expect(read.medicines).toHaveLength(2)
    })

    it("a consultation with only the patient's note, and an OPD visit with only notes", async () => {
      const appointmentId = await insertConsultation(doctorId, { note: 'Headache since Monday' })
      const consultation = await buildValid({ kind: 'consultation', id: appointmentId }, locale)
      expect(readFhirDocument(consultation).medicines).toEqual([])
      const { visitId } = await insertOpdVisit('BP 150/95. Review in a month.')
      const visit = await buildValid({ kind: 'opd-visit', id: visitId }, locale)
      expect(readFhirDocument(visit).notes.join(' ')).toContain('BP 150/95. Review in a month.')
      expect(composition(visit).title).toBe(
        locale === 'hi' ? 'ओपीडी विज़िट का रिकॉर्ड' : 'OPD visit record',
      )
    })

    it('an OPD visit with a prescription', async () => {
      const { visitId, doctorId: opdDoctor } = await insertOpdVisit('Chest clear.')
      await insertPrescription(
        opdDoctor,
        RX_CONTENT,
        { opdVisitId: visitId },
        { name: 'Sita Devi', sex: 'female' },
      )
      const bundle = await buildValid({ kind: 'opd-visit', id: visitId }, locale)
      expect(readFhirDocument(bundle).medicines).toHaveLength(2)
    })

    it('a released lab report with flagged values, coded in LOINC where the catalogue knows it', async () => {
      const account = await insertAccount({
        name: 'Kamla Devi',
        sex: 'female',
        birthYear: 1990,
        abhaNumber: '12345678901234',
      })
      const order = await insertReleasedLabReport({ accountUserId: account })
      const bundle = await buildValid({ kind: 'lab-report', id: order.id }, locale)
      expect(composition(bundle).type.coding?.[0]?.code).toBe('721981007')
      const observations = resourcesOf(bundle, 'Observation') as Observation[]
      const hb = observations.find((o) => o.code.coding?.some((c) => c.code === 'cbc/HB'))!
      expect(hb.code.coding).toContainEqual({ system: 'http://loinc.org', code: '718-7' })
      expect(hb.interpretation?.[0]?.coding?.[0]?.code).toBe('L')
      const read = readFhirDocument(bundle)
      expect(read.kind).toBe('lab-report')
      expect(read.patient).toEqual({ name: 'Kamla Devi', abhaNumber: '12-3456-7890-1234' })
      expect(read.observations).toContainEqual(
        expect.objectContaining({ code: '718-7', value: '10.4', unit: 'g/dL', range: '12.0–15.0' }),
      )
      expect(read.observations).toContainEqual(
        expect.objectContaining({
          value: '18000',
          interpretation: locale === 'hi' ? 'ख़तरनाक रूप से कम' : 'Critically low',
        }),
      )
      expect(read.observations.find((o) => o.name === 'Dengue NS1 antigen')?.value).toBe(
        locale === 'hi' ? 'पॉज़िटिव' : 'Positive',
      )
      expect(read.notes.join(' ')).toContain('Low platelets: repeat in 24 hours.')
    })
  })

  it('refuses what is not there or not released: not found', async () => {
    const notFound = (ref: RecordRef) =>
      expect(
        buildRecordDocument(getDb(), ref, { locale: 'en', baseUrl: BASE_URL }),
      ).rejects.toSatisfy((e: unknown) => e instanceof DomainError && e.kind === 'not-found')
    const verified = await insertReleasedLabReport({ released: false })
    await notFound({ kind: 'lab-report', id: verified.id })
    await notFound({ kind: 'prescription', id: '00000000-0000-4000-8000-000000000000' })
    await notFound({ kind: 'prescription', id: 'not-a-uuid' })
    const empty = await insertConsultation(doctorId)
    await notFound({ kind: 'consultation', id: empty })
    const { visitId } = await insertOpdVisit('')
    await notFound({ kind: 'opd-visit', id: visitId })
  })
})
