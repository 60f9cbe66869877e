import { type Browser, type Page } from '@playwright/test'
import { personPage } from './consultation-fixtures.ts'
import { startServerProcesses } from './server-processes.ts'
import { DEMO, expect, signIn, test, waitForHydration } from './fixtures.ts'

// The clinic's day (issue 49) on two server processes that share one PostgreSQL: the desk and the
// doctor on one process, the waiting-hall screen on the other; Call next reaches the screen
// through LISTEN/NOTIFY. Then the same day without JavaScript, for the people who use forms.
// Needs a PostgreSQL server (TEST_DATABASE_URL, as `.ci/run` provides).
test.skip(!process.env.TEST_DATABASE_URL, 'needs TEST_DATABASE_URL (a PostgreSQL server)')
// One worker runs both tests in turn: they share the two servers started below.
test.describe.configure({ mode: 'default' })

// Ports of their own: +91/+92 are consultation-processes.spec.ts's, +93 ambulance-crash.spec.ts's.
const PORTS = [Number(process.env.E2E_PORT ?? 3100) + 95, Number(process.env.E2E_PORT ?? 3100) + 96]
const [A, B] = PORTS.map((port) => `http://localhost:${port}`) as [string, string]
const CLINIC = 'maindoctor-clinic-haidergarh'
const DOCTOR = 'Dr. Anjali Verma'
let processes: Awaited<ReturnType<typeof startServerProcesses>> | undefined

test.beforeAll(async () => {
  test.setTimeout(180_000)
  processes = await startServerProcesses(PORTS, 'md_e2e_opd')
})

test.afterAll(async () => {
  await processes?.stop()
})

/** A person's page on the server at `baseURL`, with or without JavaScript. */
function pageOn(
  browser: Browser,
  errors: string[],
  who: string,
  baseURL: string,
  javaScriptEnabled = true,
) {
  return personPage(browser, errors, who, { baseURL, javaScriptEnabled })
}

/** Demo mode: the demo doctor is in OPD today at the main clinic, whatever the weekday. */
async function openOpdToday(page: Page) {
  const opened = await page.request.post('/dev/opd', { form: { open: '1' }, maxRedirects: 0 })
  expect(opened.status()).toBe(302)
}

/** The desk's walk-in form, filled and sent as a person does; returns the token on the slip. */
async function giveToken(desk: Page, patient: { name: string; mobile: string }) {
  const doctors = desk.getByLabel('Doctor', { exact: true })
  const option = doctors.locator('option', { hasText: DOCTOR })
  await doctors.selectOption((await option.getAttribute('value'))!)
  await desk.getByLabel("Patient's name").fill(patient.name)
  await desk.getByLabel('Mobile number').first().fill(patient.mobile)
  await desk.getByLabel('Age (years)').fill('58')
  await desk.getByLabel('Sex').selectOption('female')
  await desk.getByRole('button', { name: 'Give token' }).click()
  const slip = desk.getByTestId('token-slip')
  await expect(slip).toContainText(DOCTOR)
  await expect(slip).toContainText(patient.name)
  const token = (await slip.locator('p').first().textContent())!.trim()
  expect(token).toMatch(/^\d+$/)
  return token
}

/** The demo doctor's card on the hall's screen. */
const doctorCard = (screen: Page) =>
  screen.getByTestId('display-doctor').filter({ hasText: DOCTOR })

test('Call next on one process shows on the hall screen of the other within two seconds', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const errors: string[] = []
  const desk = await pageOn(browser, errors, 'desk', B)
  await openOpdToday(desk)

  // The hall's screen on process A, listening before anything is called.
  const screen = await pageOn(browser, errors, 'hall', A)
  await screen.goto(`/display/${CLINIC}`)
  await waitForHydration(screen)
  const card = doctorCard(screen)
  await expect(card).toBeVisible()
  await expect(screen.getByText('Reconnecting…')).toHaveCount(0)
  // Survives only if the screen is never reloaded: what follows must come by the live stream.
  await screen.evaluate(() => Object.assign(window, { opdNoReload: true }))

  // The desk on process B gives a walk-in a token.
  await signIn(desk, DEMO.staff)
  await desk.goto(`/staff/opd?clinic=${CLINIC}`)
  await waitForHydration(desk)
  const token = await giveToken(desk, { name: 'Kamla Devi', mobile: '98111 44455' })

  // The doctor, also on process B, calls the patient in.
  const doctor = await pageOn(browser, errors, 'doctor', B)
  await signIn(doctor, DEMO.doctor)
  await doctor.goto('/doctor/opd')
  await waitForHydration(doctor)
  const called = doctor.waitForResponse(
    (response) => response.request().method() === 'POST' && response.status() < 400,
  )
  await doctor.getByRole('button', { name: `Call next: token ${token}` }).click()
  // The call is written (and announced) before its answer comes back: two seconds from there.
  await called
  const calledAt = Date.now()
  await expect(card.getByTestId('now-serving')).toHaveText(token, { timeout: 2_000 })
  expect(Date.now() - calledAt).toBeLessThanOrEqual(2_000)
  expect(await screen.evaluate(() => 'opdNoReload' in window), 'the screen was not reloaded').toBe(
    true,
  )
  // A token number on the screen, never a name.
  await expect(screen.getByText('Kamla Devi')).toHaveCount(0)
  await expect(doctor.getByTestId('in-room')).toContainText('Kamla Devi')

  // The desk's own list follows too, without a reload: the patient is in the room.
  const deskQueue = desk.getByTestId('desk-queue').filter({ hasText: DOCTOR })
  await expect(deskQueue).toContainText(`In the room: ${token}`)

  expect(errors, 'console errors on the three pages').toEqual([])
  for (const page of [screen, desk, doctor]) await page.context().close()
})

test('without JavaScript: desk and doctor by plain forms on two processes, the screen refreshes', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const errors: string[] = []
  const desk = await pageOn(browser, errors, 'desk', B, false)
  await openOpdToday(desk)

  // A TV browser without scripts, on process A: it declares a timed reload of its own.
  const screen = await pageOn(browser, errors, 'hall', A, false)
  await screen.goto(`/display/${CLINIC}`)
  const card = doctorCard(screen)
  await expect(card).toBeVisible()
  const refresh = screen.locator('meta[http-equiv="refresh" i]')
  await expect(refresh).toHaveCount(1)
  const seconds = Number(await refresh.getAttribute('content'))
  // A bare number: the same page again, soon enough for a hall.
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(10)

  // The desk on process B gives a token by the form's plain post.
  await signIn(desk, DEMO.staff)
  await desk.goto(`/staff/opd?clinic=${CLINIC}`)
  const token = await giveToken(desk, { name: 'Sunita Yadav', mobile: '98111 66677' })
  await expect(card.getByTestId('now-serving')).not.toHaveText(token)

  // The doctor on process A calls the patient in by the form's plain post.
  const doctor = await pageOn(browser, errors, 'doctor', A, false)
  await signIn(doctor, DEMO.doctor)
  await doctor.goto('/doctor/opd')
  await doctor.getByRole('button', { name: `Call next: token ${token}` }).click()
  await expect(doctor).toHaveURL(/\/doctor\/opd$/)
  await expect(doctor.getByTestId('in-room')).toContainText('Sunita Yadav')

  // The screen's own refresh, declared above, loads the same page again: it shows the new token.
  await screen.reload()
  await expect(card.getByTestId('now-serving')).toHaveText(token)
  await expect(screen.getByText('Sunita Yadav')).toHaveCount(0)

  expect(errors, 'console errors on the three pages').toEqual([])
  for (const page of [screen, desk, doctor]) await page.context().close()
})
