import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { sampleLabReport } from '#tests/support/lab-report.ts'
import { labReportDocument, printableUnit, renderLabReportPdf } from './report-pdf.server.ts'

async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n)
    const text = await page.getTextContent()
    pages.push(text.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages
}

describe('the lab report PDF', () => {
  it('prints each result with its unit, range and flag in words, and the pathologist', async () => {
    const view = sampleLabReport()
    const pages = await pdfPages(await renderLabReportPdf(view, 'en'))
    const text = pages.join('\n').replace(/\s+/g, ' ')
    expect(text).toContain('Ramesh Kumar Verma')
    expect(text).toContain('LAB-2026-000123')
    expect(text).toContain('S26112400017')
    // Haemoglobin, low for a man of 46.
    expect(text).toMatch(/Haemoglobin 11\.2 g\/dL 13\.0–17\.0 LOW/)
    expect(text).toMatch(/Platelet count 18,000 cells\/mcL 1,50,000–4,00,000 CRITICALLY LOW/)
    expect(text).toMatch(/HDL cholesterol 38 mg\/dL 40 or more LOW/)
    expect(text).toMatch(/Dengue NS1 antigen Positive ! ABNORMAL/)
    expect(text).toContain('Complete blood count (CBC) / ')
    expect(text).toContain('UPMC-48213')
    expect(text).toContain('Electronically verified')
    expect(text).toContain(view.verifyUrl)
    expect(text).toMatch(/Page 1 of \d/)
    // Times at the clinic: collected 02:05 UTC is 7:35 am IST.
    expect(text).toMatch(/24 Nov 2026, 7:35\s?am IST/)
  })

  it('prints the Hindi test names (the text, as extracted: shaping is checked by eye)', async () => {
    const view = sampleLabReport()
    const text = (await pdfPages(await renderLabReportPdf(view, 'en'))).join(' ')
    expect(text).toMatch(/\p{Script=Devanagari}{2,}/u)
    const hindi = (await pdfPages(await renderLabReportPdf(view, 'hi'))).join(' ')
    expect(hindi).toContain('UPMC-48213')
    expect(hindi).toMatch(/\p{Script=Devanagari}{2,}/u)
  })

  it('builds Hindi labels and Hindi-first test names for a Hindi report', () => {
    const view = sampleLabReport()
    const document = labReportDocument(view, 'hi')
    expect(document.title).toBe('जाँच रिपोर्ट')
    const headings = document.blocks.filter((b) => b.kind === 'heading').map((b) => b.text)
    expect(headings).toContain(`${view.tests[0]!.nameHi} (${view.tests[0]!.name})`)
    const english = labReportDocument(view, 'en')
    const table = english.blocks.find((b) => b.kind === 'table')
    const marks = table?.kind === 'table' ? table.marks : undefined
    expect(marks?.[0]).toEqual({ column: 4, direction: 'down', count: 1 }) // Hb low
    expect(marks?.[3]).toBeNull() // MCV normal
    expect(marks?.[9]).toEqual({ column: 4, direction: 'down', count: 2 }) // platelets critical
  })

  it('embeds every font and runs over pages with numbers', async () => {
    const view = sampleLabReport()
    const long = { ...view, tests: [...view.tests, ...view.tests, ...view.tests] }
    const pdf = await renderLabReportPdf(long, 'en')
    const raw = pdf.toString('latin1')
    const fonts = raw.match(/\/Type \/FontDescriptor/g) ?? []
    expect((raw.match(/\/FontFile2 /g) ?? []).length).toBe(fonts.length)
    const pages = await pdfPages(pdf)
    expect(pages.length).toBeGreaterThan(1)
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`)
  })

  it('prints µ as mc (the font has no µ)', () => {
    expect(printableUnit('µg/dL')).toBe('mcg/dL')
  })

  it('prints the patient’s ABHA number and address only when given (issue 50)', async () => {
    const plain = sampleLabReport()
    const withAbha = sampleLabReport({
      patient: {
        ...plain.patient,
        abhaNumber: '91-1234-5678-9012',
        abhaAddress: 'ramesh.verma@abdm',
      },
    })
    const text = (await pdfPages(await renderLabReportPdf(withAbha, 'en'))).join(' ')
    expect(text).toMatch(/ABHA number:\s+91-1234-5678-9012/)
    expect(text).toMatch(/ABHA address:\s+ramesh\.verma@abdm/)
    const fields = (view: typeof plain) =>
      labReportDocument(view, 'hi').blocks.flatMap((b) =>
        b.kind === 'fields' ? b.fields.map((f) => f.label) : [],
      )
    expect(fields(withAbha)).toContain('आभा (ABHA) नंबर')
    expect(fields(plain).some((label) => label.includes('ABHA'))).toBe(false)
  })
})
