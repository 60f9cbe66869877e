import { type Browser, type Page } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  newClient,
  signIn,
  test,
  uniqueMobile,
  waitForHydration,
} from './fixtures.ts'

// A laboratory order from the patient's booking to the report they read: the patient books a
// home collection, the laboratory assigns a collector, collects, receives and enters a high
// value, a pathologist verifies, the report is released, and the patient downloads the PDF and
// sees the value on their chart.
test.describe.configure({ timeout: 120_000 })

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise
  const pages: string[] = []
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

async function fillBooking(page: Page, details: { pinCode: string; phone: string }) {
  await page.getByLabel("Patient's name").fill('Sunita Devi')
  await page.getByLabel('Female', { exact: true }).check()
  await page.getByLabel('Age in years').fill('46')
  await page.getByLabel('Mobile number').fill(details.phone)
  await page.getByLabel('At home', { exact: false }).first().check()
  await page.getByLabel('House, street and landmark').fill('Near the Shiv temple, Ward 4')
  await page.getByLabel('Pin code').fill(details.pinCode)
  await page.getByRole('radio', { name: /^7:00/ }).check()
}

/** The laboratory's order page of `number`, for a signed-in lab account. */
async function labPage(
  browser: Browser,
  account: { email: string; password: string },
  number: string,
) {
  const context = await newClient(browser)
  const page = await context.newPage()
  await signIn(page, account)
  await page.goto(`/staff/lab/${number}`)
  await waitForHydration(page)
  return page
}

test('a patient books a home collection, the laboratory works it to a signed report, the patient reads it and its chart', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.patient)
  await page.goto('/lab-tests/hba1c')
  await page.getByRole('button', { name: /Book this test/ }).click()
  await expect(page).toHaveURL(/\/lab-tests\/book$/)
  await expect(page.getByRole('heading', { name: 'Your tests' })).toBeVisible()
  await expect(page.getByText('HbA1c (three-month sugar)')).toBeVisible()
  await waitForHydration(page)
  await expectNoAxeViolations(page)
  await fillBooking(page, { pinCode: '227301', phone: uniqueMobile() })
  await page.getByRole('button', { name: 'Book the tests' }).click()
  await expect(page.getByText(/Booked: LAB-\d{4}-\d{6}/)).toBeVisible()
  const orderUrl = page.url().replace(/\?.*$/, '')
  const number = (await page.locator('h1 [translate="no"]').textContent())!.trim()
  await expectNoAxeViolations(page)

  // The collector is sent, takes the sample; the laboratory receives it and enters a high value.
  const lab = await labPage(browser, DEMO.lab, number)
  await lab.getByLabel('Collector to send').selectOption({ label: 'Ramesh Yadav' })
  await lab.getByRole('button', { name: 'Assign' }).click()
  await lab.getByRole('button', { name: 'Sample collected' }).click()
  await expect(lab.getByRole('link', { name: 'Print the label' }).first()).toBeVisible()
  await lab.getByRole('button', { name: 'Sample received at the laboratory' }).click()
  await lab.getByLabel('HbA1c', { exact: true }).fill('7.9')
  await lab.getByRole('button', { name: 'Save the results' }).click()
  await expect(lab.getByText(/High|HIGH/).first()).toBeVisible()
  await lab.getByRole('button', { name: 'Results complete' }).click()
  await expect(lab.getByText('Waiting for a pathologist to verify the results.')).toBeVisible()
  await lab.context().close()

  // The pathologist verifies and releases it.
  const pathologist = await labPage(browser, DEMO.pathologist, number)
  await pathologist.getByRole('button', { name: 'Verify and sign the report' }).click()
  await pathologist.getByRole('button', { name: 'Release the report to the patient' }).click()
  await expect(pathologist.getByText('Report released').first()).toBeVisible()
  await pathologist.context().close()

  // The patient reads the report on the order's page and downloads it.
  await page.goto(orderUrl)
  await expect(page.getByRole('heading', { name: 'Your report' })).toBeVisible()
  const pdfHref = await page
    .getByRole('link', { name: 'Download the report (PDF)' })
    .getAttribute('href')
  const pdf = await page.request.get(pdfHref!)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const text = (await pdfText(await pdf.body())).replace(/\s+/g, ' ')
  expect(text).toContain('HbA1c')
  expect(text).toContain('7.9')
  expect(text).toContain('up to 5.6')
  expect(text).toContain('HIGH')
  expect(text).toContain(number)
  // Nobody else: a made-up link is the normal 404.
  expect((await page.request.get('/lab-tests/orders/not-a-real-token/report.pdf')).status()).toBe(
    404,
  )

  // Their chart of HbA1c now ends with this value, outside the normal band.
  await page.goto('/account/reports')
  await expect(page.getByRole('link', { name: number })).toBeVisible()
  const chart = page.getByRole('figure', { name: /HbA1c over time/ })
  await expect(chart).toContainText('7.9')
  await expectNoAxeViolations(page)
})

test('without JavaScript: a pin code outside the area is refused with the nearest area, everything typed kept; then booked', async ({
  browser,
}) => {
  const context = await newClient(browser, { javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/lab-tests/cbc')
  await page.getByRole('button', { name: /Book this test/ }).click()
  await expect(page).toHaveURL(/\/lab-tests\/book$/)
  const phone = uniqueMobile()
  await fillBooking(page, { pinCode: '226010', phone })
  await page.getByRole('button', { name: 'Book the tests' }).click()
  const pin = page.getByLabel('Pin code')
  await expect(pin).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/The nearest area we serve is Barabanki city/)).toBeVisible()
  await expect(page.getByLabel("Patient's name")).toHaveValue('Sunita Devi')
  await expect(page.getByLabel('House, street and landmark')).toHaveValue(
    'Near the Shiv temple, Ward 4',
  )
  await pin.fill('227301')
  await page.getByRole('radio', { name: /^7:00/ }).check()
  await page.getByRole('button', { name: 'Book the tests' }).click()
  await expect(page.getByText(/Booked: LAB-/)).toBeVisible()
  await expect(page.getByText('Complete blood count (CBC)')).toBeVisible()
  await context.close()
})
