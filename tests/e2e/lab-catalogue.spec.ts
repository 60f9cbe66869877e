import { expect, newClient, test } from './fixtures.ts'

// The public laboratory catalogue: found by search and filters without JavaScript, a test's page
// with what a patient must know before the sample, and the form that adds it to the booking.

test('searching and filtering the catalogue without JavaScript finds a test', async ({
  browser,
}) => {
  const context = await newClient(browser, { javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/lab-tests')
  const form = page.getByRole('search', { name: 'Search and filter tests' })
  await form.getByLabel('Test name').fill('sugar')
  await form.getByLabel('Kind of test').selectOption({ label: 'Diabetes' })
  await form.getByLabel('No fasting needed').check()
  await form.getByRole('button', { name: 'Show tests' }).click()
  await expect(page).toHaveURL(/\/lab-tests\?q=sugar&category=diabetes&sample=&fasting=no$/)
  const tests = page.getByRole('region', { name: 'Tests' })
  await expect(tests.getByRole('link', { name: 'HbA1c (three-month sugar)' })).toBeVisible()
  await expect(tests.getByRole('link', { name: 'Random blood sugar (RBS)' })).toBeVisible()
  // The fasting sugar needs fasting; packages are not of one kind.
  await expect(tests.getByRole('link', { name: /Fasting blood sugar/ })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Health packages' })).toHaveCount(0)
  await context.close()
})

test('a test’s page shows how to prepare, the normal range and the price', async ({ page }) => {
  await page.goto('/lab-tests/blood-sugar-fasting')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fasting blood sugar (FBS)')
  const preparation = page.getByRole('region', { name: 'How to prepare' })
  await expect(preparation).toContainText('Eat nothing for at least 8 hours before the sample')
  const measures = page.getByRole('region', { name: 'What the report measures' })
  const row = measures.locator('[data-analyte="FPG"]')
  await expect(row).toContainText('Fasting plasma glucose (mg/dL)')
  await expect(row).toContainText('70 to 99')
  await expect(row).toContainText('100 to 125: Prediabetes')
  await expect(page.getByRole('complementary', { name: 'Book this test' })).toContainText('₹')
  await expect(measures.getByRole('link', { name: /American Diabetes Association/ })).toBeVisible()
})

test('adding a test posts it to the booking', async ({ browser }) => {
  const context = await newClient(browser, { javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/lab-tests?q=hba1c')
  const posted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/lab-tests/book',
  )
  await page.getByRole('button', { name: /^Add\b.*HbA1c \(three-month sugar\)$/ }).click()
  const request = await posted
  const body = new URLSearchParams(request.postData() ?? '')
  expect(Object.fromEntries(body)).toEqual({ intent: 'add', item: 'test:hba1c' })
  await context.close()
})
