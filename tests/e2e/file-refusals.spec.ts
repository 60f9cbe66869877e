import { createOnlineConsultation } from './consultation-fixtures.ts'
import { DEMO, expect, signIn, test, waitForHydration } from './fixtures.ts'

// A refused file is answered with a message reference (`files:typeNotAllowed.photosOrPdf`) that
// the browser puts into words. A page reached by a client-side link has only the catalogues the
// browser loaded on the way, so each page must get the `files` words before showing the answer,
// never the bare key.

/** Not a photo nor a PDF, whatever its name says. */
const notAPhoto = {
  name: 'photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('<script>alert(1)</script>'),
}
const notADocument = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') }

const REFUSAL = 'Only photos (JPEG, PNG or WebP) and PDF documents can be sent here.'

test('the consultation room, reached by a link, words a refused file in the chat and the history', async ({
  page,
}) => {
  const room = await createOnlineConsultation(page.request, 'chat')
  await page.goto(`/appointments/manage/${room.key}`)
  await waitForHydration(page)
  await page.getByTestId('room-link').click()
  await expect(page).toHaveURL(new RegExp(`/consultations/${room.appointmentId}`))

  // The chat's file, sent by a fetcher.
  await page.getByLabel('Your message').fill('My report')
  await page.getByLabel('Attach a photo or PDF').setInputFiles(notAPhoto)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.locator('#chat')).toContainText(REFUSAL)
  await expect(page.locator('#chat')).not.toContainText('typeNotAllowed')

  // "Share with the doctor", sent as the page's own form.
  await page
    .getByLabel('Add photos or PDFs of earlier prescriptions and reports')
    .setInputFiles(notAPhoto)
  await page.getByRole('button', { name: 'Share with the doctor' }).click()
  await expect(page.locator('#history')).toContainText(REFUSAL)
  await expect(page.locator('#history')).not.toContainText('typeNotAllowed')
})

test('the medicine order, reached by a link, words a refused file', async ({ page }) => {
  await signIn(page, DEMO.patient)
  await page.goto('/medicines')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Upload a prescription' }).first().click()
  await expect(page).toHaveURL(/\/medicines\/order$/)
  await page.getByLabel('Choose photos or a PDF').setInputFiles(notADocument)
  await page.getByRole('button', { name: 'Send the order' }).click()
  await expect(page.locator('#order-pages').locator('xpath=ancestor::fieldset')).toContainText(
    REFUSAL,
  )
  await expect(page.locator('main')).not.toContainText('typeNotAllowed')
})

test('joining the network, reached by a link, words a refused file (in Hindi too)', async ({
  page,
}) => {
  await page.goto('/hi/home')
  await waitForHydration(page)
  await page.locator('footer').getByRole('link', { name: 'हमारे नेटवर्क से जुड़ें' }).click()
  await expect(page).toHaveURL(/\/hi\/join$/)
  await page.locator('#join-document-0').setInputFiles(notADocument)
  await page.locator('form#join button[type="submit"]').click()
  await expect(page.locator('#join-document-0').locator('xpath=ancestor::fieldset')).toContainText(
    'यहाँ सिर्फ़ फ़ोटो (JPEG, PNG या WebP) और PDF दस्तावेज़ भेजे जा सकते हैं।',
  )
  await expect(page.locator('main')).not.toContainText('typeNotAllowed')
})
