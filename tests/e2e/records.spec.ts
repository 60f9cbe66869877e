import {
  DEMO,
  expect,
  expectNoAxeViolations,
  newClient,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })

test('a patient shares a lab report by link; a doctor opens it; revoked, it is gone', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.patient)
  await page.goto('/account')
  await page.getByRole('link', { name: 'Open my records' }).click()
  await expect(page).toHaveURL(/\/account\/records$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My health records' })).toBeVisible()
  await waitForHydration(page)
  await expectNoAxeViolations(page)

  // The demo patient's newest released report: shared for the default 24 hours.
  const report = page.locator('[data-testid="record"][data-kind="lab-report"]').first()
  await expect(report.getByLabel('Link stays open for')).toHaveValue('24h')
  await report.getByRole('button', { name: 'Make a link' }).click()
  await expect(page.getByText('Link made')).toBeVisible()
  const openLink = report.getByTestId('open-link')
  await expect(openLink).toHaveCount(1)
  await expect(openLink.getByRole('img', { name: 'QR code of the link' })).toBeVisible()
  await expect(openLink).toContainText('Not opened yet')
  const url = await openLink.getByTestId('share-url').getAttribute('href')
  expect(url).toMatch(/\/records\/shared\/[A-Za-z0-9_-]{43}$/)
  const path = new URL(url!).pathname

  // A doctor elsewhere: a fresh browser, not signed in.
  const doctor = await newClient(browser)
  const elsewhere = await doctor.newPage()
  const opened = await elsewhere.goto(path)
  expect(opened?.status()).toBe(200)
  await expect(
    elsewhere.getByRole('heading', { level: 1, name: 'Shared health record' }),
  ).toBeVisible()
  await expect(elsewhere.getByTestId('shared-observations')).toBeVisible()
  await expect(elsewhere.getByRole('link', { name: 'FHIR (JSON)' })).toBeVisible()
  await expectNoAxeViolations(elsewhere)

  // The patient sees the opening, and revokes the link.
  await page.reload()
  await expect(report.getByTestId('open-link')).toContainText('Opened once')
  await report.getByRole('button', { name: 'Revoke link' }).click()
  await expect(page.getByText('Link revoked')).toBeVisible()
  await expect(report.getByTestId('open-link')).toHaveCount(0)

  const gone = await elsewhere.goto(path)
  expect(gone?.status()).toBe(410)
  await expect(
    elsewhere.getByRole('heading', { level: 1, name: 'This link is no longer open' }),
  ).toBeVisible()
  await expectNoAxeViolations(elsewhere)
  await doctor.close()
})
