import AxeBuilder from '@axe-core/playwright'
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type ConsoleMessage,
  test as base,
  expect,
  type Page,
} from '@playwright/test'

/** Messages a browser prints for HTTP answers our tests expect (400, 404, 409, 429, 503…). */
const EXPECTED_HTTP_NOISE =
  /Failed to load resource: the server responded with a status of (4\d\d|503)/

let ipCounter = 0
/** A distinct client address per page, so per-IP rate limits stay within one test. */
export function nextClientIp() {
  ipCounter += 1
  const n = process.pid * 1000 + ipCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/**
 * A second browser (another person in the same test) with its own client address: without one,
 * every such browser in the run would share 127.0.0.1 and its sign-in limit of ten a minute.
 */
export function newClient(browser: Browser, options: BrowserContextOptions = {}) {
  return browser.newContext({
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp(), ...options.extraHTTPHeaders },
  })
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({}, use) => {
    await use([])
  },
  page: async ({ page, consoleErrors }, use) => {
    await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': nextClientIp() })
    // No request routing here: a routed page sends every request through the test runner and
    // loses the HTTP cache (sixteen page loads: 13.8 CPU-seconds routed, 10.1 not, December
    // 2026). Maps load only when asked for; the test that opens one answers for OpenStreetMap.
    collectPageErrors(page, consoleErrors)
    await use(page)
    await causesAdded(consoleErrors)
    expect(consoleErrors, 'console errors on the page').toEqual([])
  },
})

export { expect }

const pendingCauses = new WeakMap<string[], Array<Promise<void>>>()

/**
 * Collects into `errors` what the page logs as an error (but the HTTP answers tests expect) and
 * the exceptions it throws, each marked with `who` when given ("doctor: …"). A logged error that
 * wraps another gets its cause added (`causesAdded` waits for that).
 */
export function collectPageErrors(page: Page, errors: string[], who?: string) {
  const label = (text: string) => (who ? `${who}: ${text}` : text)
  page.on('console', (message) => {
    if (message.type() !== 'error' || EXPECTED_HTTP_NOISE.test(message.text())) return
    const index = errors.push(label(message.text())) - 1
    const pending = pendingCauses.get(errors) ?? []
    pendingCauses.set(errors, pending)
    pending.push(
      causeOf(message).then((cause) => {
        if (cause) errors[index] += ` (cause: ${cause})`
      }),
    )
  })
  page.on('pageerror', (error) => errors.push(label(error.message)))
}

/** Waits until the causes of the errors collected into `errors` so far are written in. */
export async function causesAdded(errors: string[]) {
  await Promise.all(pendingCauses.get(errors) ?? [])
}

/**
 * What caused an error the page logged, when it wraps another: React's production build logs
 * only a code for an error it recovered from ("Minified React error #520"), the error it met is
 * its `cause`. Null when there is none, or the page has moved on.
 */
async function causeOf(message: ConsoleMessage): Promise<string | null> {
  const logged = message.args()[0]
  if (!logged) return null
  return logged
    .evaluate((value) => {
      const cause: unknown = value instanceof Error ? value.cause : undefined
      if (cause instanceof Error) return `${cause.name}: ${cause.message}`
      return cause === undefined ? null : String(cause)
    })
    .catch(() => null)
}

export async function expectNoAxeViolations(page: Page) {
  // Legacy mode runs axe in the page itself. The default collects each frame's results and
  // finishes in a new blank page: a new renderer process per scan, twice the CPU (4 pages: 8.3
  // against 4.3 CPU-s). It does not enter cross-origin frames: our only one, OpenStreetMap's map,
  // loads when asked for and is not ours to check. Only violations are gathered in full (the
  // passing and inapplicable checks carry one example each): a scan took 30 % less time (18
  // scans of six public pages: 12.5 → 9.0 s, December 2026). `options()` replaces what was set
  // before it, so it comes before the tags.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

/**
 * Waits until React has hydrated the page: the header's search box becomes a combobox only then.
 * A choice made before hydration can be lost or submitted with the server's values.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('#site-search, [name="q"]').first()).toHaveAttribute('role', 'combobox')
}

/**
 * Holds back the page's scripts, as a slow phone's network does, until `release` is called: what
 * happens before hydration can be tested. Go to the page with `waitUntil: 'domcontentloaded'`:
 * "load" waits for the held scripts, so `goto` would not return before `release`.
 */
export async function holdScripts(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Reads the dev mailbox until mail to `to` arrives (the outbox worker sends every 2 s). */
export async function waitForMail(page: Page, to: string, subjectPart: string) {
  let found: { subject: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/dev/mailbox')
        const html = await response.text()
        const items = html.split('data-testid="mail"').slice(1)
        for (const item of items) {
          if (item.includes(`data-testid="mail-to">${to}<`) && item.includes(subjectPart)) {
            found = { subject: subjectPart, text: item }
            return true
          }
        }
        return false
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(true)
  return found!
}

/** The Cookie header a browser would send back after these Set-Cookie answers. */
export function cookiesFrom(setCookieHeaders: Array<{ name: string; value: string }>): string {
  return setCookieHeaders
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .filter((pair): pair is string => Boolean(pair) && !pair!.endsWith('='))
    .join('; ')
}

export const DEMO = {
  patient: { email: 'patient@demo.maindoctor.in', password: 'Demo-Patient-2026' },
  doctor: { email: 'doctor@demo.maindoctor.in', password: 'Demo-Doctor-2026' },
  staff: { email: 'staff@demo.maindoctor.in', password: 'Demo-Staff-2026' },
  dispatcher: { email: 'dispatcher@demo.maindoctor.in', password: 'Demo-Dispatch-2026' },
  lab: { email: 'lab@demo.maindoctor.in', password: 'Demo-Lab-2026' },
  pathologist: { email: 'pathologist@demo.maindoctor.in', password: 'Demo-Pathology-2026' },
  pharmacist: { email: 'pharmacist@demo.maindoctor.in', password: 'Demo-Pharmacy-2026' },
  admin: { email: 'admin@demo.maindoctor.in', password: 'Demo-Admin-2026' },
} as const

/**
 * Signs the page's browser in without rendering the sign-in page: the form's own POST, sent by
 * the browser context, so the session cookie lands where the page will use it. The sign-in form
 * itself is driven by `logIn` in the accounts tests.
 */
export async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/login', {
    form: { email: account.email, password: account.password },
    maxRedirects: 0,
  })
  expect(response.status(), `sign-in of ${account.email}`).toBe(302)
}

/**
 * Signs in through the sign-in form, as a person does, and lands on the account's start page
 * (a patient's appointments, a doctor's day, the staff dashboard).
 */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/(account\/appointments|doctor|staff)$/)
}

/** A vehicle registration number no other run has used: UP 41, two letters, four digits. */
export function freshPlate() {
  const letters = String.fromCharCode(65 + Math.floor(Math.random() * 26), 90 - (Date.now() % 26))
  return `UP 41 ${letters} ${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`
}

export function uniqueEmail(label: string) {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/** The first free slot of a doctor, searching from `fromDays` days ahead (via the public API). */
export async function findFreeSlot(
  request: APIRequestContext,
  doctor: string,
  fromDays = 1,
  pick: 'first' | 'last' = 'first',
) {
  for (let offset = fromDays; offset < fromDays + 30; offset++) {
    const date = new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000)
      .toISOString()
      .slice(0, 10)
    const response = await request.get(`/api/slots?doctor=${doctor}&date=${date}`)
    const { slots } = (await response.json()) as { slots: Array<{ value: string; label: string }> }
    const slot = pick === 'first' ? slots[0] : slots.at(-1)
    if (slot) return { date, time: slot.value, label: slot.label }
  }
  throw new Error(`No free slot for ${doctor}`)
}

/**
 * Books a free time of `doctor` through the form's own POST (as a browser without JavaScript
 * would) and returns the private manage page's path.
 */
export async function bookDirectly(
  request: APIRequestContext,
  choice: { doctor: string; department: string; fromDays: number; email?: string; name?: string },
) {
  // Tests running side by side may take the same first free slot: the loser (409, the slot just
  // went) asks for the free slots again, as a person would.
  for (let attempt = 1; ; attempt++) {
    const slot = await findFreeSlot(request, choice.doctor, choice.fromDays)
    const response = await request.post('/appointments/new', {
      form: {
        department: choice.department,
        doctor: choice.doctor,
        date: slot.date,
        time: slot.time,
        mode: 'in_person',
        name: choice.name ?? 'Sita Devi',
        email: choice.email ?? uniqueEmail('direct'),
        phone: '9876543210',
        requestKey: crypto.randomUUID(),
        intent: 'book',
      },
      headers: { 'X-Forwarded-For': nextClientIp() },
      maxRedirects: 0,
    })
    if (response.status() === 409 && attempt < 5) continue
    expect(response.status(), 'booking answered with a redirect').toBe(302)
    const location = response.headers()['location'] ?? ''
    expect(location).toMatch(/\/appointments\/manage\/[A-Za-z0-9_-]+$/)
    return { path: new URL(location, 'http://x').pathname, slot }
  }
}

/** A mobile number no other test uses (+91 9…, 10 digits). */
export function uniqueMobile(): string {
  const n = (process.pid * 7919 + Date.now() + Math.floor(Math.random() * 1e6)) % 1e9
  return `+919${String(n).padStart(9, '0')}`
}

/**
 * The newest sign-in code texted to `phone`, read from the local SMS outbox (/dev/sms), waiting
 * for it to arrive; `other than` skips a code already used.
 */
export async function readSmsCode(page: Page, phone: string, otherThan?: string): Promise<string> {
  let code = ''
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/dev/sms')).text()
        for (const item of html.split('data-testid="sms"').slice(1)) {
          if (!item.includes(phone)) continue
          const found = /#(\d{6})</.exec(item)?.[1]
          if (found && found !== otherThan) {
            code = found
            return true
          }
          return false
        }
        return false
      },
      { timeout: 15_000, intervals: [300] },
    )
    .toBe(true)
  return code
}
