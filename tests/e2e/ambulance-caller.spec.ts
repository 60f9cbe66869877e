import { type Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, uniqueMobile, waitForHydration } from './fixtures.ts'

// The caller's side on a cheap phone (issue 47): the Send button close to the two fields it needs,
// and a cut-short link that still leads to help. (No one refused for sharing an address:
// app/routes/ambulance/request.test.ts.)
test.describe.configure({ timeout: 90_000 })

const PHONE = { width: 360, height: 740 }

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled, viewport: PHONE })

    test('on a 360 px phone, Send is on the screen right after the mobile number and the place', async ({
      page,
    }) => {
      await page.goto('/ambulance')
      if (javaScriptEnabled) await waitForHydration(page)
      const mobile = page.getByLabel('Your mobile number')
      await mobile.fill(uniqueMobile())
      await page.getByLabel('Village or town').fill('Lohnpur')
      await page.getByLabel('Area or landmark').fill('Behind the temple')
      // The screen that starts at the mobile number holds the place and the Send button too.
      await page.locator(`label[for="${await mobile.getAttribute('id')}"]`).evaluate((label) => {
        window.scrollTo(0, label.getBoundingClientRect().top + window.scrollY)
      })
      const send = page.getByRole('button', { name: 'Send ambulance request' }).first()
      await expect(page.getByLabel('Area or landmark')).toBeInViewport({ ratio: 1 })
      await expect(send).toBeInViewport({ ratio: 1 })
      // What happened stays optional, after it; sent without it, the request goes.
      await send.click()
      await expect(page).toHaveURL(/\/ambulance\/track\/[\w-]+\?sent=1$/)
      await expect(
        page.getByRole('status').filter({ hasText: 'Your request has been received.' }),
      ).toBeVisible()
    })
  })
}

test('what happened can still be chosen, and is sent with the request', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/ambulance')
  await waitForHydration(page)
  await page.getByLabel('Your mobile number').fill(uniqueMobile())
  await page.getByLabel('Village or town').fill('Satrikh')
  await page.getByLabel('Burns').check()
  // Send again at the end, after what happened and the details.
  await page.getByRole('button', { name: 'Send ambulance request' }).last().click()
  await expect(page).toHaveURL(/\/ambulance\/track\//)
  await expect(page.getByText('Burns')).toBeVisible()
  await expectNoAxeViolations(page)
})

/** A tracking link that is not one of ours: forged, or an SMS cut short. */
const BAD_LINKS = [
  '/ambulance/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/ambulance/track/Xy7',
]

async function expectHelpOnNotFound(page: Page, path: string, hindi: boolean) {
  const response = await page.goto(path)
  expect(response!.status(), path).toBe(404)
  const main = page.getByRole('main')
  await expect(
    main.getByRole('link', { name: hindi ? /^108 पर फ़ोन करें/ : /^Call 108/ }),
  ).toHaveAttribute('href', 'tel:108')
  await expect(
    main.getByRole('link', { name: hindi ? /इमरजेंसी लाइन/ : /Call our emergency line/ }),
  ).toHaveAttribute('href', /^tel:\+91/)
  await expect(
    main.getByRole('link', { name: hindi ? 'एम्बुलेंस मँगाएँ' : 'Request an ambulance' }),
  ).toHaveAttribute('href', hindi ? '/hi/ambulance' : '/ambulance')
}

test('a forged or cut-short tracking link is a 404 that still gives 108, the emergency line and the request form, in both languages', async ({
  page,
}) => {
  for (const path of BAD_LINKS) await expectHelpOnNotFound(page, path, false)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('We could not find')
  await expectNoAxeViolations(page)
  for (const path of BAD_LINKS) await expectHelpOnNotFound(page, `/hi${path}`, true)
  await expectNoAxeViolations(page)
})
