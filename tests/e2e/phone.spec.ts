import { mkdirSync } from 'node:fs'
import { type Page } from '@playwright/test'
import {
  bookDirectly,
  expect,
  test,
  uniqueEmail,
  waitForHydration,
  waitForMail,
} from './fixtures.ts'

// Many pages at four widths: a few seconds each when the machine is busy.
test.describe.configure({ timeout: 120_000 })

/** Every page a visitor can reach without signing in. */
const PUBLIC_PAGES = [
  '/home',
  '/contact-us',
  '/doctors',
  '/doctors?department=cardiology&sort=experience',
  '/doctors/dr-anjali-verma',
  '/departments/cardiology',
  '/departments/pediatric',
  '/find-care',
  '/find-care?s=headache&s=fever',
  '/find-care?q=chest+pain+and+sweating',
  '/search?q=heart',
  '/search?q=xqzvwk',
  '/appointments/new',
  '/appointments/new?department=neurology&doctor=dr-anjali-verma',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password?token=abcdefghijklmnop',
  '/privacy',
  '/dev/mailbox',
  '/missing-page',
]

/** What spills sideways: the page itself, and any hero tile or card whose content is wider than it. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = []
    const pageWidth = document.documentElement.scrollWidth
    if (pageWidth > window.innerWidth) problems.push(`page is ${pageWidth}px wide`)
    for (const element of document.querySelectorAll<HTMLElement>(
      '.card, [data-testid="hero-tiles"] > li',
    )) {
      if (element.getClientRects().length === 0) continue
      if (element.scrollWidth > element.clientWidth)
        problems.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" overflows by ${element.scrollWidth - element.clientWidth}px`,
        )
    }
    return problems
  })
}

const PHONE_WIDTHS = [320, 360, 390, 414]

// Each page is loaded once and laid out at every width (the layout follows the window's width
// alone): four groups of pages, each checked at all four widths.
const GROUPS = 4
for (let group = 0; group < GROUPS; group++) {
  const pages = PUBLIC_PAGES.filter((_, index) => index % GROUPS === group)
  test(`no public page scrolls sideways at ${PHONE_WIDTHS.join(', ')}px: ${pages.join(', ')}${group === 0 ? ' and a manage page' : ''}`, async ({
    page,
    request,
  }) => {
    const paths = [...pages]
    if (group === 0) {
      const manage = await bookDirectly(request, {
        doctor: 'dr-vivek-pandey',
        department: 'laboratory',
        fromDays: 8,
      })
      paths.push(manage.path)
    }
    for (const path of paths) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 })
      await page.goto(path)
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        expect(await sidewaysOverflow(page), `${path} at ${width}px`).toEqual([])
      }
    }
  })
}

test('phone screenshots of the main journeys are written for review', async ({ page, request }) => {
  const folder = '.tmp/screenshots/phone-390'
  mkdirSync(folder, { recursive: true })
  await page.setViewportSize({ width: 390, height: 844 })
  const manage = await bookDirectly(request, {
    doctor: 'dr-vivek-pandey',
    department: 'laboratory',
    fromDays: 9,
  })
  const pages: Array<[string, string]> = [
    ['home', '/home'],
    ['doctors', '/doctors'],
    ['doctor-profile', '/doctors/dr-anjali-verma'],
    ['booking', '/appointments/new'],
    ['symptom-guide', '/find-care'],
    ['manage', manage.path],
  ]
  for (const [name, path] of pages) {
    await page.goto(path)
    await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
  }
  expect(pages).toHaveLength(6)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a toast never covers the 24/7 Emergency button', async ({ page, request }) => {
    const manage = await bookDirectly(request, {
      doctor: 'dr-vivek-pandey',
      department: 'laboratory',
      fromDays: 10,
    })
    await page.goto(manage.path)
    await page.getByRole('button', { name: 'Cancel my appointment' }).click()
    await page.getByRole('button', { name: 'Yes, cancel it' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toBeVisible()
    const emergency = page.getByRole('link', { name: '24/7 Emergency' })
    for (const scroll of [0, 400]) {
      await page.evaluate((y) => window.scrollTo(0, y), scroll)
      const a = await toast.boundingBox()
      const b = await emergency.boundingBox()
      const overlap =
        a &&
        b &&
        a.x < b.x + b.width &&
        b.x < a.x + a.width &&
        a.y < b.y + b.height &&
        b.y < a.y + a.height
      expect(overlap, `toast over the emergency button after scrolling ${scroll}px`).toBeFalsy()
    }
    // And the button still answers a tap while the toast shows.
    await emergency.click()
    await expect(page.getByRole('dialog', { name: 'Emergency help, 24 hours a day' })).toBeVisible()
  })
})

test('the dev mailbox on a phone: links open, the calendar file downloads and is tentative', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const email = uniqueEmail('mailbox')
  const booking = await bookDirectly(request, {
    doctor: 'dr-vivek-pandey',
    department: 'laboratory',
    fromDays: 12,
    email,
  })
  await waitForMail(page, email, 'Appointment booked')
  await page.goto('/dev/mailbox')
  const mail = page
    .getByTestId('mail')
    .filter({ has: page.getByTestId('mail-to').getByText(email, { exact: true }) })
    .filter({ hasText: 'Appointment booked' })
  const download = page.waitForEvent('download')
  await mail.getByRole('link', { name: 'Download appointment.ics' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('appointment.ics')
  const ics = await (
    await request.get(
      (await mail.getByRole('link', { name: 'Download appointment.ics' }).getAttribute('href')) ??
        '',
    )
  ).text()
  expect(ics).toContain('STATUS:TENTATIVE')
  expect(ics).not.toContain('STATUS:CONFIRMED')
  await mail.getByRole('link', { name: /\/appointments\/manage\// }).click()
  await expect(page).toHaveURL(new RegExp(`${booking.path}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible()
})

test('an English page fetches no Devanagari face, only the 2 KB letters of its language switch', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  // The switch says "हिन्दी" in Hindi on every English page: from the system's Noto Sans Devanagari
  // where there is one (Android), else from a subset holding just those letters. (A profile with
  // reviews written in Hindi needs the text face too: this doctor has none.)
  await page.goto('/doctors/dr-kavita-yadav')
  await page.evaluate(() => document.fonts.ready)
  expect(fonts.filter((path) => /noto-sans-devanagari/i.test(path))).toEqual([])
  expect(fonts.filter((path) => /language-name-hi/.test(path)).length).toBeLessThanOrEqual(1)
  await page.goto('/search?q=%E0%A4%B8%E0%A4%BF%E0%A4%B0%E0%A4%A6%E0%A4%B0%E0%A5%8D%E0%A4%A6')
  await expect(page.getByRole('main')).toContainText('सिरदर्द')
  await page.evaluate(() => document.fonts.ready)
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some(
          (font) => font.family.includes('Noto Sans Devanagari') && font.status === 'loaded',
        ),
      ),
    )
    .toBe(true)
})

test('a page paints before its scripts are fetched, then hydrates', async ({ page }) => {
  // Markup slipped into a page, shaped like the inert module script, must not be run by the loader.
  await page.route('**/home', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      '<main',
      '<script type="text/x-module-after-paint">window.injected = true</script><main',
    )
    await route.fulfill({ response, body: html })
  })
  await page.goto('/home')
  await waitForHydration(page)
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }))
  expect(timing.scripts.length).toBeGreaterThan(2)
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint)
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined()
  // Hydrated for real: a link is followed without loading a new document.
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.locator('a[href="/doctors"]:visible').first().click()
  await expect(page).toHaveURL(/\/doctors$/)
  expect(documents).toEqual([])
})
