import { type Browser, type Page } from '@playwright/test'
import { createOnlineConsultation, personPage } from './consultation-fixtures.ts'
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  newClient,
  signIn,
  test,
  uniqueMobile,
} from './fixtures.ts'

// The live pages without JavaScript (issue 47): the board and the caller's page look again by
// themselves, and no page ever wipes what someone is typing: a page where someone writes has no
// timed reload at all.
test.describe.configure({ timeout: 150_000 })
test.use({ javaScriptEnabled: false })

/** A place no other test types, to find this test's request on the shared board. */
const uniquePlace = (name: string) =>
  `${name} ${process.pid % 1000}-${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`

/** A request sent by a caller of its own (another address), the way the form sends it. */
async function sendRequest(browser: Browser, village: string): Promise<string> {
  const caller = await newClient(browser)
  const sent = await caller.request.post('/ambulance', {
    form: { requestKey: crypto.randomUUID(), phone: uniqueMobile(), village },
    maxRedirects: 0,
  })
  expect(sent.status()).toBe(303)
  await caller.close()
  return sent.headers()['location']!.replace('?sent=1', '')
}

/**
 * axe on what a browser without JavaScript shows. axe itself needs scripts, so the page's markup
 * is checked in a second browser with them: the `<noscript>` parts as the first browser showed
 * them (its style hides the forms there too), and no script and no timed reload in the copy.
 */
async function expectNoAxeViolationsWithoutJs(browser: Browser, page: Page) {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<meta http-equiv="refresh"[^>]*>/g, '')
    .replace(/<(\/?)noscript>/g, '<$1div>')
  // The runner's defaults (this file's: no JavaScript) apply to every new context: say otherwise.
  const context = await browser.newContext({ javaScriptEnabled: true })
  const copy = await context.newPage()
  await copy.setContent(html)
  await expectNoAxeViolations(copy)
  await context.close()
}

/**
 * Without JavaScript a page can look again by itself only through a timed reload: a
 * `<meta http-equiv="refresh">` or a `Refresh` header. A page with neither stays as it is, and
 * what someone types in it with it: checked here instead of waiting past a refresh that cannot come.
 */
async function expectNoTimedReload(page: Page) {
  await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0)
  const again = await page.request.get(page.url())
  expect(again.status()).toBe(200)
  expect(again.headers()['refresh']).toBeUndefined()
  expect(await again.text()).not.toMatch(/http-equiv="refresh"/i)
}

/** The board's card of the request made from `village`. */
const cardOf = (page: Page, village: string) =>
  page.getByRole('article').filter({ hasText: village })

test('the waiting room keeps what the patient types, and says plainly how to look again', async ({
  page,
  browser,
}) => {
  const room = await createOnlineConsultation(page.request, 'video')
  await page.goto(room.patientRoomUrl)
  const status = page.getByTestId('room-status')
  await expect(status).toContainText(`${room.doctorName} has not joined yet`)
  // One true sentence about updates, not "looks again by itself" beside "live updates are paused".
  await expect(page.getByText(/every 30 seconds/)).toHaveCount(0)
  await expect(page.getByText(/Live updates are paused/)).toHaveCount(0)
  await expect(page.getByText(/does not change by itself/)).toBeVisible()

  await page.getByLabel('Describe the problem in your own words').fill('Fever for three days')
  await page.getByLabel('Your message').fill('I am in the room')
  // The old page reloaded every 30 seconds; this one never does, so the words stay.
  await expectNoTimedReload(page)
  await expect(page.getByLabel('Describe the problem in your own words')).toHaveValue(
    'Fever for three days',
  )
  await expect(page.getByLabel('Your message')).toHaveValue('I am in the room')

  // The doctor starts; one press shows it.
  const doctor = await newClient(browser)
  const signedIn = await doctor.request.post('/login', {
    form: { email: DEMO.doctor.email, password: DEMO.doctor.password },
    maxRedirects: 0,
  })
  expect(signedIn.status()).toBe(302)
  const started = await doctor.request.post(room.doctorRoomUrl, {
    form: { intent: 'start' },
    maxRedirects: 0,
  })
  expect(started.status()).toBe(302)
  await doctor.close()
  await page.getByRole('link', { name: 'Check again' }).click()
  await expect(status).toContainText(`${room.doctorName} is ready for you now.`)
  await expectNoAxeViolationsWithoutJs(browser, page)
})

test('a new request appears on the dispatch board by itself; a note being written is never wiped', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.dispatcher)
  await page.goto('/staff/ambulance')
  await expect(page.getByText(/looks again by itself every 15 seconds/)).toBeVisible()
  const village = uniquePlace('Kursi')
  await sendRequest(browser, village)
  // Nothing pressed: the board looks again by itself.
  await expect(cardOf(page, village)).toBeVisible({ timeout: 25_000 })
  await expectNoAxeViolationsWithoutJs(browser, page)

  // Writing happens on the request's own page, which stays still until it is sent.
  await cardOf(page, village)
    .getByRole('link', { name: /Work on this request/ })
    .click()
  await expect(page.getByText(/does not look again by itself while you work/)).toBeVisible()
  const card = cardOf(page, village)
  await card.getByText('Add a note').click()
  await card.getByLabel('Note for the team').fill('Called back: third house after the well')
  await expectNoTimedReload(page)
  await expect(card.getByLabel('Note for the team')).toHaveValue(
    'Called back: third house after the well',
  )
  await expectNoAxeViolationsWithoutJs(browser, page)
  await card.getByRole('button', { name: 'Save note' }).click()
  // Back on the board that looks again by itself, with the note on the request.
  await expect(page).toHaveURL(/\/staff\/ambulance$/)
  await expect(page.getByText(/looks again by itself every 15 seconds/)).toBeVisible()
  // In its timeline, folded away: the text is there all the same.
  await expect(cardOf(page, village)).toContainText('third house after the well')
})

test('the caller’s page follows the dispatcher by itself; a note being written is never wiped', async ({
  page,
  browser,
}) => {
  const village = uniquePlace('Dewa')
  const trackingPath = await sendRequest(browser, village)
  await page.goto(trackingPath)
  const now = page.locator('section[aria-labelledby="now-title"]')
  await expect(now).toContainText('Request received')
  await expect(page.getByText(/looks again by itself every 30 seconds/)).toBeVisible()

  // A note is written on a page that stays still.
  await page.getByRole('link', { name: 'Add a note or cancel' }).click()
  await expect(page.getByText(/does not look again by itself while you write/)).toBeVisible()
  const note = page.getByLabel('Your note (a landmark, how the patient is now)')
  await note.fill('The lane behind the school')
  await expectNoTimedReload(page)
  await expect(note).toHaveValue('The lane behind the school')
  await expectNoAxeViolationsWithoutJs(browser, page)
  await page.getByRole('button', { name: 'Send note' }).click()
  await expect(page.getByText('The lane behind the school')).toBeVisible()

  // The dispatcher calls it off: the caller's page shows it with nothing pressed.
  const dispatcher = await personPage(browser, [], 'dispatcher', { javaScriptEnabled: false })
  await signIn(dispatcher, DEMO.dispatcher)
  await dispatcher.goto('/staff/ambulance')
  const requestId = await cardOf(dispatcher, village)
    .locator('input[name="requestId"]')
    .first()
    .getAttribute('value', { timeout: 20_000 })
  const cancelled = await dispatcher.request.post('/staff/ambulance', {
    form: { intent: 'cancel', requestId: requestId!, reason: 'Patient taken by a neighbour' },
    maxRedirects: 0,
  })
  expect(cancelled.status()).toBe(302)
  await dispatcher.context().close()
  await expect(now).toContainText('Cancelled', { timeout: 35_000 })
  await expect(page.getByText('Reason: Patient taken by a neighbour')).toBeVisible()
})
