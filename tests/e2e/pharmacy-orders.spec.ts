import sharp from 'sharp'
import { DEMO, expect, expectNoAxeViolations, signIn, test } from './fixtures.ts'

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
    await expect(page.getByText('Needs a prescription')).toBeVisible()
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
