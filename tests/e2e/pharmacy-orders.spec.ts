import { type Page } from '@playwright/test'
import sharp from 'sharp'
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  holdScripts,
  newClient,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'

// Medicine orders end to end: the patient sends a photo of a prescription, the pharmacist checks
// it and offers a substitute, the patient accepts, the order is packed, sent out and delivered.
// Without JavaScript, the same order form works, and a prescription-only medicine is refused
// until a prescription comes with it.

test.describe.configure({ timeout: 90_000 })

/** A phone photo of a prescription page (what the camera gives: a JPEG). */
async function prescriptionPhoto(name = 'prescription.jpg') {
  const buffer = await sharp({
    create: { width: 480, height: 640, channels: 3, background: '#fbf8ef' },
  })
    .jpeg()
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** The demo patient signs in and sends a photo of a prescription; returns the order's number. */
async function sendPrescriptionOrder(page: Page, address: string) {
  await signIn(page, DEMO.patient)
  await page.goto('/medicines/order')
  await page.getByLabel('Choose photos or a PDF').setInputFiles(await prescriptionPhoto())
  await page.getByLabel('Address (house, street, village, landmark)').fill(address)
  await page.getByLabel('Pin code').fill('227301')
  await page.getByLabel('UPI (scan the code the delivery person or the counter shows)').check()
  await page.getByRole('button', { name: 'Send the order' }).click()
  await expect(page).toHaveURL(/\/medicines\/orders\/[^/]+\?sent=1$/)
  // The address changes before the order's page is drawn: read the heading once it is the order's
  // (read at once, it was once still the form's "Order medicines").
  const heading = page.getByRole('heading', { level: 1, name: /^Medicine order / })
  return (await heading.textContent())!.replace('Medicine order ', '')
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a prescription-only medicine needs a prescription; a photo of one sends the order', async ({
    page,
  }) => {
    await signIn(page, DEMO.patient)
    // The cart's form, as the catalogue's "Add to cart" posts it.
    await page.request.post('/medicines/cart', {
      form: { intent: 'add', slug: 'amoxycillin-500-capsule', quantity: '2' },
    })
    await page.goto('/medicines/order')
    await expect(page.getByText('Needs a prescription', { exact: true })).toBeVisible()
    await page.getByLabel('Address (house, street, village, landmark)').fill('House 7, Kothi Road')
    await page.getByLabel('Pin code').fill('227301')
    await page.getByRole('button', { name: 'Send the order' }).click()
    await expect(
      page.getByText(/Amoxycillin 500 mg: a doctor's prescription is needed/),
    ).toBeVisible()
    // Everything typed is still there.
    await expect(page.getByLabel('Pin code')).toHaveValue('227301')

    await page.getByLabel('Choose photos or a PDF').setInputFiles(await prescriptionPhoto())
    await page.getByRole('button', { name: 'Send the order' }).click()
    await expect(page).toHaveURL(/\/medicines\/orders\/[^/]+\?sent=1$/)
    await expect(page.getByRole('heading', { name: 'Waiting for the pharmacist' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Page 1' })).toBeVisible()
  })
})

test('a photo of a prescription → the pharmacist gives another brand → the patient accepts → delivered', async ({
  page,
  browser,
}) => {
  const number = await sendPrescriptionOrder(page, 'House 9, Station Road')
  await expect(page.getByRole('heading', { name: 'Waiting for the pharmacist' })).toBeVisible()
  await expectNoAxeViolations(page)

  // The pharmacist reads the photo and writes the list: Dolo 650 is prescribed, Calpol 650 given.
  const pharmacy = await (await newClient(browser)).newPage()
  await signIn(pharmacy, DEMO.pharmacist)
  await pharmacy.goto('/staff/pharmacy')
  await pharmacy.getByRole('link', { name: number }).click()
  await expect(pharmacy.getByRole('img', { name: 'Prescription, page 1' })).toBeVisible()
  await pharmacy.locator('#line-0-slug').selectOption('paracetamol-650-tablet')
  await pharmacy.locator('#line-0-brand').selectOption('Calpol 650')
  await pharmacy.locator('#line-0-quantity').fill('2')
  await pharmacy.locator('#line-0-asked').fill('Dolo 650')
  await pharmacy.getByRole('button', { name: 'Confirm the list' }).click()
  await expect(pharmacy.getByText('Waiting for the patient').first()).toBeVisible()

  // The patient's page shows the substitute at once; they accept it.
  await expect(page.getByRole('heading', { name: 'Waiting for your answer' })).toBeVisible()
  await expect(
    page.getByText('Checked by pharmacist Mohd. Arif Khan (registration UPSPC 71542).'),
  ).toBeVisible()
  const question = page.getByRole('group', { name: /Calpol 650 instead of .*Dolo 650/ })
  await question.getByLabel('Accept').check()
  await page.getByRole('button', { name: 'Agree and confirm the order' }).click()
  await expect(page.getByRole('heading', { name: 'Confirmed' })).toBeVisible()
  await expect(page.getByText('you accepted it')).toBeVisible()

  // Packed, sent out, delivered and paid; the patient sees it without reloading.
  await pharmacy.reload()
  await pharmacy.getByRole('button', { name: 'Packed' }).click()
  await pharmacy.getByRole('button', { name: 'Out for delivery' }).click()
  await pharmacy.getByRole('button', { name: 'Delivered and paid' }).click()
  await expect(page.getByRole('heading', { name: 'Delivered' })).toBeVisible()
  await expect(page.getByText(/^Paid ₹/)).toBeVisible()
  await pharmacy.context().close()
})

test('a medicine the pharmacist chose before the scripts arrived stays, with its brands, MRP and the price typed', async ({
  page,
  browser,
}) => {
  const number = await sendPrescriptionOrder(page, 'House 4, Mill Road')

  const pharmacy = await (await newClient(browser)).newPage()
  await signIn(pharmacy, DEMO.pharmacist)
  await pharmacy.goto('/staff/pharmacy')
  const href = (await pharmacy.getByRole('link', { name: number }).getAttribute('href'))!
  const release = await holdScripts(pharmacy)
  await pharmacy.goto(href, { waitUntil: 'domcontentloaded' })
  await pharmacy.locator('#line-0-slug').selectOption('paracetamol-650-tablet')
  await pharmacy.locator('#line-0-price').fill('27')
  release()
  await waitForHydration(pharmacy)
  await expect(pharmacy.locator('#line-0-slug')).toHaveValue('paracetamol-650-tablet')
  await expect(pharmacy.locator('#line-0-price-mrp')).toHaveText(/^MRP ₹\d+/)
  await expect(pharmacy.locator('#line-0-brand option[value="Calpol 650"]')).toHaveCount(1)
  await expect(pharmacy.locator('#line-0-price')).toHaveValue('27')
  await pharmacy.context().close()
})
