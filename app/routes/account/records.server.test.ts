import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { auditLog } from '#app/db/schema/audit.ts'
import { user } from '#app/db/schema/auth.ts'
import { labOrders } from '#app/db/schema/lab.ts'
import { recordShares } from '#app/db/schema/records.ts'
import { validateFhirDocument } from '#app/domain/fhir/index.server.ts'
import { seedDemoLabOrders } from '#app/domain/seed/demo-lab-orders.server.ts'
import { appClient } from '#tests/support/app-client.ts'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'
import { insertAccountRecords } from '#tests/support/records.ts'

// The patient's records through the whole pipeline (issue 50): who may list and download them,
// the FHIR download's headers, a share link from making to revoking, and the data export.

const app = await startAppUnderTest({ env: { TRUST_PROXY: '0', DEMO_MODE: '1' } })
const accounts = (await app.load('#app/domain/accounts/demo-accounts.server.ts')) as {
  seedDemoAccounts: () => Promise<void>
}
await accounts.seedDemoAccounts()
// The demo patient's three released laboratory reports.
await seedDemoLabOrders(getDb())
afterAll(async () => {
  await app.close()
})

const { signIn, get, post } = appClient(app)

/** The address of the open link `shareId` as the patient's list shows it. */
const shareLinkOf = (page: string, shareId: string) => {
  const item = page.slice(page.indexOf(`id="share-${shareId}"`))
  const href = /href="([^"]+)"[^>]*data-testid="share-url"/.exec(item)?.[1]
  return new URL(href!).pathname
}

describe('the patient’s records', () => {
  let patient = ''
  let other = ''
  let records: Awaited<ReturnType<typeof insertAccountRecords>>
  const fhirOf = () => `/account/records/prescription/${records.prescriptionId}.json`

  beforeAll(async () => {
    patient = await signIn('patient@demo.maindoctor.in', 'Demo-Patient-2026')
    other = await signIn('doctor@demo.maindoctor.in', 'Demo-Doctor-2026')
    const [row] = await getDb()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'patient@demo.maindoctor.in'))
    records = await insertAccountRecords(row!.id, { member: 'Chhotu Devi' })
  })

  it('sends a visitor who is not signed in to sign in, for the list and a download', async () => {
    for (const path of ['/account/records', fhirOf()]) {
      const answer = await get(path)
      expect(answer.status).toBe(302)
      expect(answer.headers.location).toMatch(/^\/login\?redirectTo=/)
    }
  })

  it('lists the account’s records in both languages, and links to it from the account', async () => {
    const page = await get('/account/records', patient)
    expect(page.status).toBe(200)
    expect(page.body).toContain(records.prescriptionNumber)
    expect(page.body).toContain('Chhotu Devi')
    expect(page.body.match(/data-kind="lab-report"/g)).toHaveLength(3)
    expect(page.body).toContain(`/account/records/opd-visit/${records.visitId}.json`)
    expect(page.body).toContain('name="robots" content="noindex"')
    const hindi = await get('/hi/account/records', patient)
    expect(hindi.status).toBe(200)
    expect(hindi.body).toContain('मेरे स्वास्थ्य रिकॉर्ड')
    expect(hindi.body).toContain(`/hi/account/records/prescription/${records.prescriptionId}.json`)
    expect((await get('/account', patient)).body).toContain('href="/account/records"')
    // Another account sees none of them.
    const theirs = await get('/account/records', other)
    expect(theirs.body).not.toContain(records.prescriptionNumber)
  })

  it('downloads a record as a FHIR document and as its PDF, privately', async () => {
    const fhir = await get(fhirOf(), patient)
    expect(fhir.status).toBe(200)
    expect(fhir.headers['content-type']).toBe('application/fhir+json; charset=utf-8')
    expect(fhir.headers['content-disposition']).toMatch(
      /^attachment; filename="maindoctor-prescription-[\w.-]+\.json"$/,
    )
    expect(fhir.headers['cache-control']).toBe('private, no-store')
    const bundle = JSON.parse(fhir.body) as { resourceType: string; type: string }
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document' })
    expect(validateFhirDocument(bundle)).toMatchObject({ ok: true })
    const pdf = await get(`/account/records/prescription/${records.prescriptionId}.pdf`, patient)
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.body.startsWith('%PDF')).toBe(true)
    // A released laboratory report, in Hindi.
    const [report] = await getDb()
      .select({ id: labOrders.id })
      .from(labOrders)
      .where(eq(labOrders.status, 'released'))
      .limit(1)
    const labPdf = await get(`/hi/account/records/lab-report/${report!.id}.pdf`, patient)
    expect(labPdf.status).toBe(200)
    expect(labPdf.body.startsWith('%PDF')).toBe(true)
    const labFhir = await get(`/hi/account/records/lab-report/${report!.id}.json`, patient)
    expect(validateFhirDocument(JSON.parse(labFhir.body))).toMatchObject({ ok: true })
  })

  it('answers 404 for another account’s record and for a guessed one', async () => {
    expect((await get(fhirOf(), other)).status).toBe(404)
    expect(
      (await get(`/account/records/prescription/${records.prescriptionId}.pdf`, other)).status,
    ).toBe(404)
    expect((await get(`/account/records/prescription/${randomUUID()}.json`, patient)).status).toBe(
      404,
    )
    expect(
      (await get(`/account/records/lab-report/${records.prescriptionId}.json`, patient)).status,
    ).toBe(404)
    expect((await get('/account/records/prescription/nothing.json', patient)).status).toBe(404)
    // Nor can another account share it.
    const refused = await post(
      '/account/records',
      {
        intent: 'share',
        kind: 'prescription',
        id: records.prescriptionId,
        lifetime: '24h',
        requestKey: randomUUID(),
      },
      other,
    )
    expect(refused.status).toBe(404)
  })

  it('shares a record by a link that opens without signing in until revoked, audited', async () => {
    const bad = await post(
      '/account/records',
      {
        intent: 'share',
        kind: 'prescription',
        id: records.prescriptionId,
        lifetime: '3y',
        requestKey: randomUUID(),
      },
      patient,
    )
    expect(bad.status).toBe(400)
    expect(bad.body).toContain('Choose how long the link stays open.')

    const made = await post(
      '/account/records',
      {
        intent: 'share',
        kind: 'prescription',
        id: records.prescriptionId,
        lifetime: '24h',
        requestKey: randomUUID(),
      },
      patient,
    )
    expect(made.status).toBe(302)
    const shareId = /#share-([0-9a-f-]{36})$/.exec(made.headers.location!)![1]!
    const list = await get('/account/records', patient)
    expect(list.body).toContain(`id="share-${shareId}"`)
    expect(list.body).toContain('data:image/svg+xml')
    const link = shareLinkOf(list.body, shareId)
    expect(link).toMatch(/^\/records\/shared\/[A-Za-z0-9_-]{43}$/)

    const page = await get(link)
    expect(page.status).toBe(200)
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.body).toContain('name="robots" content="noindex"')
    expect(page.body).toContain('Paracetamol')
    const fhir = await get(`${link}/record.json`)
    expect(fhir.status).toBe(200)
    expect(fhir.headers['content-type']).toBe('application/fhir+json; charset=utf-8')
    expect(fhir.headers['cache-control']).toBe('private, no-store')
    expect(JSON.parse(fhir.body)).toMatchObject({ resourceType: 'Bundle', type: 'document' })
    const pdf = await get(`${link}/record.pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.body.startsWith('%PDF')).toBe(true)

    const openings = await getDb()
      .select({ details: auditLog.details, ip: auditLog.ipAddress })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'record_share.opened'), eq(auditLog.subjectId, shareId)))
    expect(openings.map((o) => (o.details as { what: string }).what).sort()).toEqual([
      'fhir',
      'page',
      'pdf',
    ])
    expect(JSON.stringify(openings)).not.toContain(link.split('/').pop())
    expect((await get('/account/records', patient)).body).toContain('Opened 3 times')

    const revoked = await post('/account/records', { intent: 'revoke', shareId }, patient)
    expect(revoked.status).toBe(302)
    const gone = await get(link)
    expect(gone.status).toBe(410)
    expect(gone.body).toContain('This link is no longer open')
    expect(gone.body).not.toContain('Paracetamol')
    const hindi = await get(`/hi${link}`)
    expect(hindi.status).toBe(410)
    expect(hindi.body).toContain('यह लिंक अब खुला नहीं है')
    expect((await get(`${link}/record.json`)).status).toBe(410)
    expect((await get('/records/shared/' + 'x'.repeat(43))).status).toBe(404)
  })

  it('answers 410 once a link has expired', async () => {
    const made = await post(
      '/account/records',
      {
        intent: 'share',
        kind: 'opd-visit',
        id: records.visitId,
        lifetime: '1h',
        requestKey: randomUUID(),
      },
      patient,
    )
    const shareId = /#share-([0-9a-f-]{36})$/.exec(made.headers.location!)![1]!
    const link = shareLinkOf((await get('/account/records', patient)).body, shareId)
    expect((await get(link)).status).toBe(200)
    const past = new Date(Date.now() - 2 * 3_600_000)
    await getDb()
      .update(recordShares)
      .set({ createdAt: new Date(past.getTime() - 3_600_000), expiresAt: past })
      .where(eq(recordShares.id, shareId))
    expect((await get(link)).status).toBe(410)
    expect((await get('/account/records', patient)).body).not.toContain(`id="share-${shareId}"`)
  })

  it('puts every record’s FHIR document into the account’s data export', async () => {
    const exported = await get('/account/export', patient)
    expect(exported.status).toBe(200)
    const data = JSON.parse(exported.body) as {
      healthRecords: Array<{ kind: string; fileName: string; document: { resourceType: string } }>
      recordShareLinks: Array<{ kind: string; openCount: number; revokedAt: string | null }>
    }
    // The links made above: the revoked one opened three times, the expired one once.
    expect(data.recordShareLinks).toHaveLength(2)
    expect(data.recordShareLinks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'prescription', openCount: 3 }),
        expect.objectContaining({ kind: 'opd-visit', openCount: 1, revokedAt: null }),
      ]),
    )
    expect(data.healthRecords.map((r) => r.kind).sort()).toEqual([
      'consultation',
      'lab-report',
      'lab-report',
      'lab-report',
      'opd-visit',
      'prescription',
    ])
    for (const record of data.healthRecords) {
      expect(validateFhirDocument(record.document)).toMatchObject({ ok: true })
      expect(record.fileName).toMatch(/^maindoctor-[\w.-]+\.json$/)
    }
  })
})
