import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../support/chromium.ts'
import { DEMO, expect, test } from './fixtures.ts'

// A clinic opens the production server on its own network over plain HTTP. Chromium maps
// clinic.lan to this machine: an address that, unlike localhost, browsers do not treat as secure,
// so a Secure cookie sent from it would be dropped and sign-in would silently fail.
const PORT = Number(process.env.E2E_PORT ?? 3100)
test.use({
  launchOptions: {
    executablePath: TEST_CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP clinic.lan 127.0.0.1'],
  },
})

for (const origin of [`http://127.0.0.1:${PORT}`, `http://clinic.lan:${PORT}`]) {
  test(`signing in works over plain HTTP at ${origin}`, async ({ page }) => {
    await page.goto(`${origin}/login`)
    await page.getByLabel('E-mail').fill(DEMO.patient.email)
    await page.getByLabel('Password').fill(DEMO.patient.password)
    await page.getByRole('button', { name: 'Login' }).click()
    // A patient with nowhere else to go lands on their appointments.
    await expect(page).toHaveURL(`${origin}/account/appointments`)
    await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible()
    await expect(page.getByTestId('toast')).toContainText('You are signed in')
    const cookies = await page.context().cookies(origin)
    expect(cookies.find((c) => c.name === 'md.session_token')).toMatchObject({
      httpOnly: true,
      secure: false,
      sameSite: 'Lax',
    })
    // Still signed in on the next page.
    await page.goto(`${origin}/account`)
    await expect(page).toHaveURL(`${origin}/account`)
  })
}
