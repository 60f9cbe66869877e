import { type APIRequestContext, type Browser, type Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  findFreeSlot,
  nextClientIp,
  test,
  uniqueEmail,
  uniqueMobile,
} from './fixtures.ts'

// No other test books this doctor: nobody else's waitlist or bookings meet this one's.
const DOCTOR = 'dr-pooja-maurya'
const DEPARTMENT = 'general-medicine'

/** Books the first free time from `fromDays` on through the form's POST; the manage page's path. */
async function book(request: APIRequestContext, fromDays: number, phone: string) {
  const slot = await findFreeSlot(request, DOCTOR, fromDays)
  const response = await request.post('/appointments/new', {
    form: {
      department: DEPARTMENT,
      doctor: DOCTOR,
      date: slot.date,
      time: slot.time,
      mode: 'in_person',
      name: 'Geeta Kumari',
      email: uniqueEmail('waitlist'),
      phone,
      requestKey: crypto.randomUUID(),
      intent: 'book',
    },
    headers: { 'X-Forwarded-For': nextClientIp() },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
  return { path: new URL(response.headers()['location']!, 'http://x').pathname, slot }
}

/** The one-tap link texted to `phone` (+91…), read from the demo SMS outbox when it arrives. */
async function offerLink(page: Page, phone: string) {
  let link = ''
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/dev/sms')).text()
        for (const item of html.split('data-testid="sms"').slice(1)) {
          if (!item.includes(phone)) continue
          link = /https?:\/\/[^\s<"]*\/appointments\/offer\/[A-Za-z0-9_-]+/.exec(item)?.[0] ?? ''
          if (link) return true
        }
        return false
      },
      // The waitlist job runs every 10 s, the outbox every 2 s.
      { timeout: 40_000, intervals: [1_000] },
    )
    .toBe(true)
  return new URL(link).pathname
}

/** axe needs scripts: the same page (as the server renders it) in a browser that runs them. */
async function expectPageAccessible(browser: Browser, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: true })
  const copy = await context.newPage()
  await copy.goto(url)
  await expectNoAxeViolations(copy)
  await context.close()
}

test.use({ javaScriptEnabled: false })

test('a patient on the waitlist gets the earlier time after a cancellation and books it in one tap', async ({
  page,
  browser,
}) => {
  // The waitlist job offers within 10 s; the rest is a few page loads.
  test.setTimeout(90_000)
  const waiterPhone = uniqueMobile()
  const waiter = await book(page.request, 20, waiterPhone.slice(3))
  const earlier = await book(page.request, 10, uniqueMobile().slice(3))
  expect(earlier.slot.date < waiter.slot.date).toBe(true)

  // The waiting patient asks, on their booking's page, to be told of an earlier time.
  await page.goto(waiter.path)
  const laterWhen = (await page.getByTestId('appointment-when').textContent()) ?? ''
  await page.getByRole('button', { name: 'Tell me of an earlier time' }).click()
  await expect(page.getByTestId('appointment-waitlist')).toContainText('You are on the list')
  await expectPageAccessible(browser, page.url())

  // Someone else cancels an earlier time with the same doctor.
  await page.goto(`${earlier.path}?cancel=ask`)
  await page.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(page.getByTestId('appointment-status')).toHaveText('Cancelled')

  // The text arrives; one tap on its page books the earlier time (their booking moves to it).
  await page.goto(await offerLink(page, waiterPhone))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An earlier time for you')
  await expectPageAccessible(browser, page.url())
  await page.getByRole('button', { name: 'Book this time' }).click()
  await expect(page).toHaveURL(new RegExp(`${waiter.path}$`))
  const when = page.getByTestId('appointment-when')
  await expect(when).toContainText(earlier.slot.label)
  await expect(when).not.toHaveText(laterWhen)
  await expect(page.getByText('Your appointment has moved to the earlier time')).toBeVisible()
})
