import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIN_CLINIC_SLUG } from '#app/content/network.ts'
import { getDb } from '#app/db/client.server.ts'
import { user } from '#app/db/schema/auth.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { storedFiles } from '#app/db/schema/files.ts'
import { importedRecords } from '#app/db/schema/imported-records.ts'
import { facilities } from '#app/db/schema/network.ts'
import { opdVisits } from '#app/db/schema/opd.ts'
import { buildRecordDocument, type RecordRef } from '#app/domain/fhir/index.server.ts'
import { clinicToday } from '#app/utils/clinic-time.ts'
import { appClient } from '#tests/support/app-client.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'
import {
  insertConsultation,
  insertPrescription,
  insertReleasedLabReport,
  RX_CONTENT,
} from '#tests/support/fhir-records.ts'

// The OPD visit page's import of a FHIR document, through the whole pipeline: the form's answers
// (400 with the reasons, 413 over the limit), the card, the file route and who may see them.
const app = await startAppUnderTest({ env: { TRUST_PROXY: '0', DEMO_MODE: '1' } })
const accounts = (await app.load('#app/domain/accounts/demo-accounts.server.ts')) as {
  seedDemoAccounts: () => Promise<void>
}
await accounts.seedDemoAccounts()
afterAll(async () => {
  await app.close()
})

const { signIn, get } = appClient(app)

/** A form post with files, as a browser without JavaScript sends it. */
async function postFile(
  path: string,
  file: { name: string; text: string | Buffer; type?: string },
  cookie: string,
) {
  const form = new FormData()
  form.append('intent', 'import')
  form.append(
    'record',
    new File([typeof file.text === 'string' ? file.text : new Uint8Array(file.text)], file.name, {
      type: file.type ?? 'application/json',
    }),
  )
  const encoded = new Request('http://form.test/', { method: 'POST', body: form })
  return app.send({
    method: 'POST',
    path,
    headers: {
      'Content-Type': encoded.headers.get('content-type')!,
      Origin: app.baseUrl,
      Cookie: cookie,
    },
    body: Buffer.from(await encoded.arrayBuffer()),
  })
}

async function documentText(ref: RecordRef) {
  const bundle = await buildRecordDocument(getDb(), ref, {
    locale: 'en',
    baseUrl: 'https://elsewhere.example',
  })
  return JSON.stringify(bundle, null, 2)
}

async function insertVisit(doctorId: string, token: number) {
  const [clinic] = await getDb()
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(facilities.slug, MAIN_CLINIC_SLUG))
  const [visit] = await getDb()
    .insert(opdVisits)
    .values({
      facilityId: clinic!.id,
      doctorId,
      day: clinicToday(),
      token,
      kind: 'walk_in',
      patientName: 'Sita Devi',
      patientPhone: '+919812345678',
      patientAge: 60,
      patientSex: 'female',
      status: 'called',
      calledAt: new Date(),
    })
    .returning({ id: opdVisits.id })
  return visit!.id
}

async function rowCounts() {
  const [files] = await getDb().select({ n: count() }).from(storedFiles)
  const [records] = await getDb().select({ n: count() }).from(importedRecords)
  return { files: files!.n, records: records!.n }
}

describe('importing a FHIR document on the OPD visit page', () => {
  let doctor = ''
  let patient = ''
  let visit = ''
  let othersVisit = ''
  let prescription = ''
  let labReport = ''

  beforeAll(async () => {
    doctor = await signIn('doctor@demo.maindoctor.in', 'Demo-Doctor-2026')
    patient = await signIn('patient@demo.maindoctor.in', 'Demo-Patient-2026')
    const [own] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .innerJoin(user, eq(user.id, doctors.userId))
      .where(eq(user.email, 'doctor@demo.maindoctor.in'))
    const [other] = await getDb()
      .select({ id: doctors.id })
      .from(doctors)
      .where(eq(doctors.slug, 'dr-rakesh-tiwari'))
    visit = await insertVisit(own!.id, 901)
    othersVisit = await insertVisit(other!.id, 902)
    const appointmentId = await insertConsultation(own!.id)
    const rx = await insertPrescription(
      own!.id,
      RX_CONTENT,
      { appointmentId },
      { name: 'Sita Devi', sex: 'female', age: '60' },
    )
    prescription = await documentText({ kind: 'prescription', id: rx.id })
    labReport = await documentText({ kind: 'lab-report', id: (await insertReleasedLabReport()).id })
  })

  it('refuses an invalid document with the reasons next to the field, keeping nothing', async () => {
    const before = await rowCounts()
    const broken = JSON.parse(prescription) as { entry: { resource: Record<string, unknown> }[] }
    delete broken.entry[0]!.resource.status
    const answer = await postFile(
      `/doctor/opd/${visit}`,
      { name: 'broken.json', text: JSON.stringify(broken) },
      doctor,
    )
    expect(answer.status).toBe(400)
    expect(answer.body).toContain(
      'This file is not a FHIR document we can accept, so nothing was kept.',
    )
    expect(answer.body).toContain('Problem at Bundle.entry[0].resource.status: ')
    expect(answer.body).toContain('aria-invalid="true"')

    // In Hindi on the Hindi page.
    const hindi = await postFile(
      `/hi/doctor/opd/${visit}`,
      { name: 'broken.json', text: JSON.stringify(broken) },
      doctor,
    )
    expect(hindi.status).toBe(400)
    expect(hindi.body).toContain('यह फ़ाइल ऐसा FHIR दस्तावेज़ नहीं है जिसे हम ले सकें')
    expect(hindi.body).toContain('पर गड़बड़ी:')

    // A file that is not a FHIR Bundle, and no file at all.
    const photo = await postFile(
      `/doctor/opd/${visit}`,
      { name: 'x.json', text: '{"resourceType":"Patient"}' },
      doctor,
    )
    expect(photo.status).toBe(400)
    expect(photo.body).toContain('Only FHIR documents can be sent here')
    expect(await rowCounts()).toEqual(before)
  })

  it('refuses a post over the limit (413) before reading it, and a file over 2 MB (400)', async () => {
    const huge = JSON.stringify({ resourceType: 'Bundle', pad: 'x'.repeat(3 * 1024 * 1024) })
    const answer = await postFile(`/doctor/opd/${visit}`, { name: 'huge.json', text: huge }, doctor)
    expect(answer.status).toBe(413)
    const over = JSON.stringify({ resourceType: 'Bundle', pad: 'x'.repeat(2 * 1024 * 1024) })
    const tooLarge = await postFile(
      `/doctor/opd/${visit}`,
      { name: 'big.json', text: over },
      doctor,
    )
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body).toContain('This file is too large: at most 2 MB.')
  })

  it('takes in valid documents: the card shows the same medicines and values, and the file', async () => {
    for (const [name, text] of [
      ['prescription.json', prescription],
      ['lab-report.json', labReport],
    ] as const) {
      const answer = await postFile(`/doctor/opd/${visit}`, { name, text }, doctor)
      expect(answer.status, name).toBe(302)
      expect(answer.headers.location).toBe(`/doctor/opd/${visit}#records`)
    }
    const page = await get(`/doctor/opd/${visit}`, doctor)
    expect(page.status).toBe(200)
    expect(page.body.match(/data-testid="imported-record"/g)).toHaveLength(2)
    for (const medicine of RX_CONTENT.medicines) expect(page.body).toContain(medicine.name)
    for (const value of ['10.4', '18000', '6500', 'g/dL']) expect(page.body).toContain(value)

    const [record] = await getDb()
      .select({ fileId: importedRecords.fileId })
      .from(importedRecords)
      .where(eq(importedRecords.opdVisitId, visit))
      .limit(1)
    const fileUrl = `/doctor/opd/${visit}/records/${record!.fileId}`
    expect(page.body).toContain(fileUrl)
    const file = await get(fileUrl, doctor)
    expect(file.status).toBe(200)
    expect(file.headers['content-type']).toMatch(/^application\/fhir\+json(;|$)/)
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="prescription.json"/)
    expect(file.body).toBe(prescription)
    const [viewed] = await getDb()
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.action, 'record.file_viewed'))
    expect(viewed?.actor).toBeTruthy()

    // Nobody else: a patient is not a doctor; another visit (another doctor's, or this doctor's
    // with a file of another visit) has no such file.
    expect((await get(fileUrl, patient)).status).toBe(403)
    expect((await get(`/doctor/opd/${othersVisit}/records/${record!.fileId}`, doctor)).status).toBe(
      404,
    )
    expect((await get(`/doctor/opd/${othersVisit}`, doctor)).status).toBe(404)
    const ownOther = await insertVisit(
      (
        await getDb()
          .select({ id: opdVisits.doctorId })
          .from(opdVisits)
          .where(eq(opdVisits.id, visit))
      )[0]!.id,
      903,
    )
    expect((await get(`/doctor/opd/${ownOther}/records/${record!.fileId}`, doctor)).status).toBe(
      404,
    )
    expect((await get(fileUrl)).status).toBe(302)
  })
})
