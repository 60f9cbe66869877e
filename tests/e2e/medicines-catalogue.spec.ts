import { expect, expectNoAxeViolations, newClient, test } from './fixtures.ts'

// The medicine catalogue without JavaScript: a misspelt search finds the medicine, its page puts
// packs in the cart, and the cart prices them at MRP and says a prescription will be asked for.
// Bad posts to the cart are answered with a clear message and a 4xx, never a server error.

test('a misspelt search finds a medicine and the cart takes it without JavaScript', async ({
  browser,
}) => {
  const context = await newClient(browser, { javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/medicines')
  const form = page.getByRole('search', { name: 'Search and filter medicines' })
  await form.getByLabel('Medicine or brand name').fill('amoxicilin')
  await form.getByRole('button', { name: 'Show medicines' }).click()
  await expect(page).toHaveURL(/\/medicines\?q=amoxicilin&/)
  const found = page.getByRole('region', { name: 'Medicines found' })
  await found.getByRole('link', { name: 'Amoxycillin 500 mg' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amoxycillin 500 mg')
  await expect(page.getByText(/^Rx · Prescription needed · Schedule\sH$/)).toBeVisible()
  await page.getByLabel('Packs').selectOption('2')
  await page.getByRole('button', { name: /^Add to cart\b.*Amoxycillin 500 mg$/ }).click()

  await expect(page).toHaveURL(/\/medicines\/cart$/)
  const lines = page.getByRole('region', { name: 'Medicines in your cart' })
  await expect(lines.getByRole('link', { name: 'Amoxycillin 500 mg' })).toBeVisible()
  await expect(lines).toContainText('₹92 a pack')
  await expect(lines.getByLabel('Packs of Amoxycillin 500 mg', { exact: true })).toHaveValue('2')
  await expect(lines).toContainText('Total at MRP: ₹184')
  await expect(lines).toContainText(
    '1 medicine in your cart needs a prescription. The order page asks for a photo of it',
  )
  await expect(lines.getByRole('link', { name: 'Continue to order' })).toHaveAttribute(
    'href',
    '/medicines/order',
  )
  await context.close()
})

test('the cart refuses unknown medicines, odd quantities and Schedule X clearly, and passes axe', async ({
  page,
}) => {
  await page.goto('/medicines/cart')
  const post = (form: Record<string, string>) =>
    page.request.post('/medicines/cart', { form, maxRedirects: 0 })
  const unknown = await post({ intent: 'add', slug: 'no-such-medicine', quantity: '1' })
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('That medicine is not in our catalogue.')
  const tooMany = await post({ intent: 'add', slug: 'paracetamol-500-tablet', quantity: '11' })
  expect(tooMany.status()).toBe(400)
  expect(await tooMany.text()).toContain('Choose between 1 and 10 packs.')
  const counterOnly = await post({ intent: 'add', slug: 'methylphenidate-10-tablet' })
  expect(counterOnly.status()).toBe(409)
  expect(await counterOnly.text()).toContain('it is never sold online')
  // A good post that names a page elsewhere is sent to the cart instead.
  const outside = await post({
    intent: 'add',
    slug: 'paracetamol-500-tablet',
    quantity: '1',
    redirectTo: '//evil.example/',
  })
  expect(outside.status()).toBe(303)
  expect(outside.headers()['location']).toBe('/medicines/cart')
  // The cart with an over-the-counter and a prescription-only line passes axe.
  await post({ intent: 'add', slug: 'amoxycillin-500-capsule', quantity: '1' })
  await page.goto('/medicines/cart')
  await expect(page.getByText('Total at MRP: ₹112')).toBeVisible()
  await expectNoAxeViolations(page)
})
