import { type APIRequestContext, type Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  nextClientIp,
  test,
  uniqueMobile,
  waitForHydration,
} from './fixtures.ts'

// Issue 47: the places of the network in the main menu, and the laboratory's collection windows
// marked full before Book, with the free ones offered in one tap when one fills up meanwhile.

/** A day `n` days ahead in India, as the booking form's day list has it. */
const dayAhead = (n: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10)

/** Other patients book this window until it is full (each booking through the form's own POST). */
async function fillWindow(
  request: APIRequestContext,
  pinCode: string,
  day: string,
  window: string,
) {
  for (let booking = 0; booking < 12; booking++) {
    const response = await request.post('/lab-tests/book', {
      form: {
        intent: 'book',
        requestKey: crypto.randomUUID(),
        item: 'test:cbc',
        patientName: 'Another Patient',
        sex: 'male',
        age: '50',
        phone: uniqueMobile(),
        mode: 'home',
        address: 'Another house',
        pinCode,
        day,
        window,
      },
      headers: { 'X-Forwarded-For': nextClientIp() },
      maxRedirects: 0,
    })
    if (response.status() === 409) return
    expect(response.status(), 'another patient booked').toBe(303)
  }
  throw new Error('the window never filled up')
}

async function startBooking(page: Page) {
  await page.goto('/lab-tests/cbc')
  await page.getByRole('button', { name: /Book this test/ }).click()
  await expect(page).toHaveURL(/\/lab-tests\/book$/)
}

async function fillPatient(page: Page, pinCode: string, day: string) {
  await page.getByLabel("Patient's name").fill('Sunita Devi')
  await page.getByLabel('Female', { exact: true }).check()
  await page.getByLabel('Age in years').fill('46')
  await page.getByLabel('Mobile number').fill(uniqueMobile())
  await page.getByLabel('At home', { exact: false }).first().check()
  await page.getByLabel('Day', { exact: true }).selectOption(day)
  await page.getByLabel('House, street and landmark').fill('Near the Shiv temple, Ward 4')
  await page.getByLabel('Pin code').fill(pinCode)
}

const windowRadio = (page: Page, start: RegExp) => page.getByRole('radio', { name: start })

test('the main menu leads to the network’s hospitals and pharmacies', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/contact-us')
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  await nav.getByRole('link', { name: 'Hospitals & pharmacies' }).click()
  await expect(page).toHaveURL(/\/facilities$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Hospitals, clinics, labs and pharmacies',
  )
  // Below 1280 px the Menu holds it, under its whole name.
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.getByText('Menu', { exact: true }).click()
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Hospitals & pharmacies' }).first(),
  ).toBeVisible()
})

test('the main menu stays one row in Hindi from 1280 to 1920 px', async ({ page }) => {
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/hi/contact-us')
    const nav = page.getByRole('navigation', { name: 'मुख्य', exact: true })
    await expect(nav.getByRole('link', { name: 'अस्पताल व दवा दुकानें' })).toBeVisible()
    const centres = await nav.evaluate((element) =>
      [...element.querySelectorAll('a, summary, button')]
        .filter(
          (item) =>
            item.getClientRects().length > 0 &&
            !item.closest('details:not([open]) > :not(summary)'),
        )
        .map((item) => {
          const box = item.getBoundingClientRect()
          return Math.round(box.top + box.height / 2)
        }),
    )
    expect(
      Math.max(...centres) - Math.min(...centres),
      `one row at ${width}px`,
    ).toBeLessThanOrEqual(2)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the phone menu lists the places too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/hi/contact-us')
    await page.getByText('मेन्यू', { exact: true }).click()
    const menu = page.getByRole('navigation', { name: 'मुख्य (मोबाइल)' })
    await menu.getByRole('link', { name: 'अस्पताल व दवा दुकानें' }).click()
    await expect(page).toHaveURL(/\/hi\/facilities$/)
  })

  test('a lab booking shows the full windows, and a window filled meanwhile offers the free ones', async ({
    page,
    request,
  }) => {
    const day = dayAhead(6)
    await fillWindow(request, '225409', day, '16-18')
    await startBooking(page)
    await fillPatient(page, '225409', day)
    await page
      .getByRole('button', { name: 'Show the free times for this pin code and day' })
      .click()
    // Everything typed is kept; the full window is marked and cannot be chosen.
    await expect(page.getByLabel("Patient's name")).toHaveValue('Sunita Devi')
    await expect(windowRadio(page, /^4:00 pm/)).toBeDisabled()
    await expect(page.getByText('Full — choose another time')).toBeVisible()
    await expect(windowRadio(page, /^9:00 am/)).toBeEnabled()

    // 9–11 fills up while the patient is still on the page.
    await windowRadio(page, /^9:00 am/).check()
    await fillWindow(request, '225409', day, '09-11')
    await page.getByRole('button', { name: 'Book the tests' }).click()
    const offered = page.getByTestId('free-windows')
    await expect(offered).toBeFocused()
    await expect(offered.getByRole('button')).toHaveText([/7:00 am–9:00 am/, /11:00 am–1:00 pm/])
    await expect(page.getByLabel("Patient's name")).toHaveValue('Sunita Devi')
    await offered.getByRole('button', { name: /11:00 am–1:00 pm/ }).click()
    await expect(page.getByText(/Booked: LAB-\d{4}-\d{6}/)).toBeVisible()
    await expect(page.getByText(/11:00 am–1:00 pm/).first()).toBeVisible()
  })
})

test('with JavaScript: full windows are marked as the pin code and day are typed; a window filled meanwhile offers the free ones', async ({
  page,
  request,
}) => {
  const day = dayAhead(5)
  await fillWindow(request, '227303', day, '07-09')
  await startBooking(page)
  await waitForHydration(page)
  await fillPatient(page, '227303', day)
  await expect(windowRadio(page, /^7:00 am/)).toBeDisabled()
  await expect(page.getByText('Full — choose another time')).toBeVisible()
  // Another area's collectors still have room that day.
  await page.getByLabel('Pin code').fill('227301')
  await expect(windowRadio(page, /^7:00 am/)).toBeEnabled()
  await page.getByLabel('Pin code').fill('227303')
  await expect(windowRadio(page, /^7:00 am/)).toBeDisabled()

  await windowRadio(page, /^4:00 pm/).check()
  await fillWindow(request, '227303', day, '16-18')
  await page.getByRole('button', { name: 'Book the tests' }).click()
  const offered = page.getByTestId('free-windows')
  await expect(offered).toBeFocused()
  await expect(offered.getByRole('button')).toHaveText([/9:00 am–11:00 am/, /11:00 am–1:00 pm/])
  // The window that just filled up is marked too.
  await expect(windowRadio(page, /^4:00 pm/)).toBeDisabled()
  await expect(page.getByLabel('Age in years')).toHaveValue('46')
  await expectNoAxeViolations(page)
  await offered.getByRole('button', { name: /9:00 am–11:00 am/ }).click()
  await expect(page.getByText(/Booked: LAB-\d{4}-\d{6}/)).toBeVisible()
})
