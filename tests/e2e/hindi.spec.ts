import { type Page } from '@playwright/test'
import { DEMO_DOCTORS } from '#app/domain/seed/demo-doctors.ts'
import { DEMO, expect, expectNoAxeViolations, signIn, test, waitForHydration } from './fixtures.ts'

// Every page in Hindi: the language is Hindi, the frame (header, footer, errors) is Hindi, axe is
// clean. Pages whose own words are all in the catalogues (BILINGUAL; issue 14 moves the rest area
// by area, see NOT_YET_BILINGUAL in eslint.config.js) also have a Hindi main heading and no
// English interface words left (names and the brand excepted).
test.describe.configure({ timeout: 60_000 })

const PUBLIC = [
  '/hi/home',
  '/hi/contact-us',
  '/hi/login',
  '/hi/register',
  '/hi/forget-password',
  '/hi/forget-password?sent=1',
  '/hi/reset-password?token=abcdefghijklmnop',
  '/hi/verify-email?token=bad',
  '/hi/privacy',
  '/hi/appointments/new',
  '/hi/appointments/new?department=neurology&doctor=dr-anjali-verma',
  '/hi/search?q=heart',
  '/hi/search?q=%E0%A4%AC%E0%A5%81%E0%A4%96%E0%A4%BE%E0%A4%B0',
  '/hi/search?q=xqzvwk',
  '/hi/doctors',
  '/hi/doctors?department=cardiology&sort=experience',
  '/hi/doctors/dr-anjali-verma',
  '/hi/departments/cardiology',
  '/hi/departments/general-medicine',
  '/hi/find-care',
  '/hi/find-care?s=headache&s=fever',
  '/hi/find-care?q=chest+pain+and+sweating',
  '/hi/find-care?q=khansi',
  '/hi/missing-page',
  '/hi/no/such/page',
  '/hi/dev/mailbox',
]

/** Pages whose every word comes from the catalogues. */
const BILINGUAL = new Set([
  '/hi/missing-page',
  '/hi/no/such/page',
  '/hi/login',
  '/hi/forget-password',
  '/hi/forget-password?sent=1',
  '/hi/reset-password?token=abcdefghijklmnop',
  '/hi/verify-email?token=bad',
])

const SIGNED_IN: Array<[keyof typeof DEMO, string[]]> = [
  ['patient', ['/hi/account', '/hi/account/appointments', '/hi/account/delete', '/hi/logout']],
  [
    'admin',
    [
      '/hi/staff',
      '/hi/staff/appointments',
      '/hi/staff/appointments/new',
      '/hi/staff/messages',
      '/hi/staff/people',
      '/hi/staff/audit',
      '/hi/staff/doctors',
      '/hi/staff/doctors/new',
    ],
  ],
  ['doctor', ['/hi/doctor']],
]

/** Words that stay as they are on a Hindi page: names, the brand, codes people read in English. */
const ALLOWED = new Set(
  [
    'MainDoctor',
    'WhatsApp',
    'Facebook',
    'YouTube',
    'Instagram',
    'IST',
    'am',
    'pm',
    'OPD',
    'ECG',
    'OTP',
    'MBBS',
    'English',
    'Enter',
    'Sunita',
    'Devi',
    'Pooja',
    'Shukla',
    'Rajesh',
    'Awasthi',
    ...DEMO_DOCTORS.flatMap((doctor) =>
      `${doctor.name} ${doctor.qualifications} ${doctor.registrationNumber}`.split(/[^A-Za-z]+/),
    ),
  ].map((word) => word.toLowerCase()),
)

/** English words in the page's text and text attributes, outside parts marked lang="en". */
async function englishWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const inEnglish = (element: Element | null) =>
      Boolean(element?.closest('[lang]:not([lang="hi"])')?.getAttribute('lang')?.startsWith('en'))
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, [hidden], template')) continue
      if (inEnglish(parent)) continue
      found.push(node.textContent ?? '')
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt], [aria-roledescription]',
    )) {
      if (inEnglish(element)) continue
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription']) {
        const value = element.getAttribute(name)
        if (value) found.push(value)
      }
    }
    found.push(document.title)
    return found
  })
  const words = texts
    .join(' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/[A-Za-z]{3,}/g)
  return [...new Set((words ?? []).filter((word) => !ALLOWED.has(word.toLowerCase())))]
}

async function expectHindiPage(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const header = page.locator('body > header')
  await expect(header.getByRole('link', { name: 'डॉक्टर', exact: true }).first()).toBeAttached()
  await expect(header.getByRole('button', { name: /English/ })).toBeVisible()
  await expect(page.locator('footer')).toContainText('हमारी सेवाएँ')
  if (BILINGUAL.has(path)) {
    await expect(page.locator('h1').first()).toHaveText(/\p{Script=Devanagari}/u)
    expect(await englishWords(page), 'English words on a Hindi page').toEqual([])
  }
  await expectNoAxeViolations(page)
}

for (const path of PUBLIC) {
  test(`${path} is in Hindi`, async ({ page }) => {
    await page.goto(path)
    await expectHindiPage(page, path)
  })
}

for (const [account, paths] of SIGNED_IN) {
  for (const path of paths) {
    test(`${path} is in Hindi for the ${account}`, async ({ page }) => {
      await signIn(page, DEMO[account])
      await page.goto(path)
      await expectHindiPage(page, path)
    })
  }
}

for (const javaScriptEnabled of [false, true]) {
  test(`the language switch works and sticks ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/doctors?sort=experience')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByRole('button', { name: /हिन्दी/ }).click()
    await expect(page).toHaveURL(/\/hi\/doctors\?sort=experience$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

    // Links keep the language; an address without /hi opens in the chosen language.
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'संपर्क' }).click()
    await expect(page).toHaveURL(/\/hi\/contact-us$/)
    await page.goto('/find-care')
    await expect(page).toHaveURL(/\/hi\/find-care$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')

    await page.getByRole('button', { name: /English/ }).click()
    await expect(page).toHaveURL(/\/find-care$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/contact-us')
    await expect(page).toHaveURL(/\/contact-us$/)
    await context.close()
  })
}

test('a visitor whose browser prefers Hindi lands on Hindi pages', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page).toHaveURL(/\/hi\/home$/)
  // A page for signed-in people sends the visitor to the Hindi sign-in page.
  await page.goto('/hi/account')
  await expect(page).toHaveURL(/\/hi\/login\?redirectTo=%2Fhi%2Faccount$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await context.close()
})

for (const path of ['/hi/home', '/hi/appointments/new', '/hi/find-care?q=khansi']) {
  test(`${path} fits a 360 px phone`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(path)
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }))
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
    await page.screenshot({
      path: testInfo.outputPath(`${path.replace(/[^a-z]+/g, '-')}360.png`),
      fullPage: true,
    })
  })
}

test('a link to a page with other messages loads them in the browser', async ({ page }) => {
  await page.goto('/hi/contact-us')
  await waitForHydration(page)
  await page
    .getByRole('navigation', { name: 'मुख्य' })
    .getByRole('link', { name: 'लक्षण गाइड' })
    .click()
  await expect(page).toHaveURL(/\/hi\/find-care$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(
    page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'लक्षण गाइड' }),
  ).toHaveAttribute('aria-current', 'page')
})

test('the Hindi pages load the same scripts as the English ones, plus only their own words', async ({
  page,
}) => {
  const scripts = async (path: string) => {
    const html = await (await page.request.get(path)).text()
    return [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])].sort()
  }
  const english = await scripts('/doctors')
  expect(english.length).toBeGreaterThan(2)
  expect(await scripts('/hi/doctors')).toEqual(english)
  await page.goto('/doctors')
  const messages = await page.locator('#i18n-messages').textContent()
  expect(JSON.parse(messages ?? '{}').locale).toBe('en')
  await page.goto('/hi/doctors')
  const hindi = JSON.parse((await page.locator('#i18n-messages').textContent()) ?? '{}')
  expect(hindi.locale).toBe('hi')
  // Only this page's language, and never the e-mail texts.
  expect(JSON.stringify(hindi)).not.toContain('Skip to main content')
  expect(Object.keys(hindi.catalogs)).not.toContain('mail')
})
