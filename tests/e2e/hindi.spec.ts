import { type Page } from '@playwright/test'
import { DEMO_DOCTORS } from '#app/domain/seed/demo-doctors.ts'
import { createOnlineConsultation } from './consultation-fixtures.ts'
import {
  bookDirectly,
  DEMO,
  expect,
  expectNoAxeViolations,
  findFreeSlot,
  newClient,
  nextClientIp,
  signIn,
  test,
  uniqueEmail,
  uniqueMobile,
  waitForHydration,
  waitForMail,
} from './fixtures.ts'

// Every page in Hindi: the language is Hindi, the frame (header, footer, errors) is Hindi, the
// main heading is Hindi, no English interface word is left (names, the brand and text marked
// lang="en" excepted). axe checks every page in English (a11y.spec.ts): a Hindi page has the same
// structure, so axe runs here on a sample of each kind of page (lang attributes, names of controls
// in Hindi), which keeps the browser stage within its time.
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
  '/hi/lab-tests',
  '/hi/lab-tests/cbc',
  '/hi/lab-tests/book',
  '/hi/medicines',
  '/hi/medicines?q=%E0%A4%AA%E0%A5%87%E0%A4%B0%E0%A4%BE%E0%A4%B8%E0%A4%BF%E0%A4%9F%E0%A4%BE%E0%A4%AE%E0%A5%8B%E0%A4%B2',
  '/hi/medicines/amoxycillin-500-capsule',
  '/hi/medicines/cart',
  '/hi/missing-page',
  '/hi/no/such/page',
  '/hi/dev/mailbox',
  '/hi/dev/sms',
  '/hi/dev/consultation',
  '/hi/prescriptions/verify/no-such-code-0000',
  '/hi/ambulance',
  '/hi/facilities',
  '/hi/facilities?type=laboratory&open=now&near=dewa',
  '/hi/facilities?pin=110001',
  '/hi/facilities/maindoctor-laboratory-haidergarh',
  '/hi/facilities/raat-din-medicals-barabanki',
  '/hi/reviews/rules',
  '/hi/join',
]

const SIGNED_IN: Array<[keyof typeof DEMO, string[]]> = [
  [
    'patient',
    [
      '/hi/account',
      '/hi/account/appointments',
      '/hi/account/mobile',
      '/hi/account/family',
      '/hi/account/reports',
      '/hi/account/medicines',
      '/hi/account/reviews',
      '/hi/medicines/order',
      '/hi/account/delete',
      '/hi/logout',
    ],
  ],
  ['lab', ['/hi/staff/lab']],
  ['pharmacist', ['/hi/staff/pharmacy']],
  [
    'admin',
    [
      '/hi/staff',
      '/hi/staff/appointments',
      '/hi/staff/appointments/new',
      '/hi/staff/messages',
      '/hi/staff/reviews',
      '/hi/staff/people',
      '/hi/staff/audit',
      '/hi/staff/ambulance',
      '/hi/staff/doctors',
      '/hi/staff/doctors/new',
      '/hi/staff/applications',
    ],
  ],
  ['doctor', ['/hi/doctor', '/hi/doctor/reviews']],
]

/** Words that stay as they are on a Hindi page: names, the brand, codes people read in English. */
const ALLOWED = new Set(
  [
    'MainDoctor',
    'WhatsApp',
    // Ambulance request numbers (AMB-2026-000123), read out on the phone as they are written.
    'AMB',
    // The demo rooms, as the staff wrote them ("Room 3, MainDoctor Clinic"), and the patient
    // name the test bookings use: data, not interface.
    'Room',
    'Clinic',
    'Sita',
    'OpenStreetMap',
    // Accreditation bodies, as their certificates name them.
    'NABH',
    'NABL',
    'SMTP',
    // Browsers and systems, as the account page lists the devices signed in.
    'Chrome',
    'Chromium',
    'Firefox',
    'Safari',
    'Edge',
    'Windows',
    'Android',
    'Linux',
    'macOS',
    'iPhone',
    'Facebook',
    'YouTube',
    'Instagram',
    'IST',
    'am',
    'pm',
    'OPD',
    'ECG',
    'OTP',
    // File formats, as phones name them.
    'PDF',
    'JPEG',
    'PNG',
    'WebP',
    'MB',
    // Payment by UPI, the maximum retail price printed on packs, medicine order numbers.
    'UPI',
    'MRP',
    'MED',
    'MBBS',
    // Micrograms, as medicine packs print a strength ("25 mcg").
    'mcg',
    'English',
    'Enter',
    'Sunita',
    'Devi',
    'Pooja',
    'Shukla',
    'Rajesh',
    'Awasthi',
    // The laboratory's demo account, as the header greets it.
    'Ramesh',
    // The pharmacist's demo account, as the header greets it.
    'Mohd',
    'Arif',
    'Khan',
    ...DEMO_DOCTORS.flatMap((doctor) =>
      `${doctor.name} ${doctor.qualifications} ${doctor.registrationNumber}`.split(/[^A-Za-z]+/),
    ),
  ].map((word) => word.toLowerCase()),
)

/**
 * English words in the page's text and text attributes, outside parts marked lang="en" and codes
 * marked translate="no". Words the visitor typed themselves (`typed`) are theirs.
 */
async function englishWords(page: Page, typed: string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const inEnglish = (element: Element | null) =>
      Boolean(element?.closest('[translate="no"]')) ||
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
  const theirs = new Set(typed.map((word) => word.toLowerCase()))
  return [
    ...new Set(
      (words ?? []).filter(
        (word) => !ALLOWED.has(word.toLowerCase()) && !theirs.has(word.toLowerCase()),
      ),
    ),
  ]
}

/** The Hindi pages axe also checks: one of each kind (public, form, list, account, staff, doctor). */
const AXE_IN_HINDI = new Set([
  '/hi/home',
  '/hi/appointments/new',
  '/hi/doctors/dr-anjali-verma',
  '/hi/find-care?q=khansi',
  '/hi/lab-tests/book',
  '/hi/medicines/cart',
  '/hi/ambulance',
  '/hi/missing-page',
  '/hi/account',
  '/hi/medicines/order',
  '/hi/staff/lab',
  '/hi/staff/pharmacy',
  '/hi/staff/appointments/new',
  '/hi/staff/people',
  '/hi/doctor',
])

async function expectHindiPage(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  const header = page.locator('body > header')
  await expect(header.getByRole('link', { name: 'डॉक्टर', exact: true }).first()).toBeAttached()
  await expect(header.getByRole('button', { name: /English/ })).toBeVisible()
  await expect(page.locator('footer')).toContainText('हमारी सेवाएँ')
  // The main heading is Hindi, or a name (a doctor's page, a patient's record).
  const heading = await page
    .locator('h1')
    .first()
    .evaluate((h1) => {
      const copy = h1.cloneNode(true) as Element
      copy.querySelectorAll('[translate="no"]').forEach((name) => name.remove())
      return copy.textContent ?? ''
    })
  const headingWords = heading.match(/[A-Za-z]{3,}/g) ?? []
  expect(
    /\p{Script=Devanagari}/u.test(heading) ||
      headingWords.every((word) => ALLOWED.has(word.toLowerCase())),
    `the main heading of ${path} ("${heading}") is Hindi`,
  ).toBe(true)
  const query = new URL(path, 'http://x').searchParams.get('q') ?? ''
  expect(await englishWords(page, query.split(/\s+/)), `English words on ${path}`).toEqual([])
  if (AXE_IN_HINDI.has(path)) await expectNoAxeViolations(page)
}

for (const path of PUBLIC) {
  test(`${path} is in Hindi`, async ({ page }) => {
    await page.goto(path)
    await expectHindiPage(page, path)
  })
}

/**
 * Signs a demo account in the way the demo accounts use the site (in English) and reads the
 * English welcome there, so that the Hindi page opened next shows only its own words.
 */
async function signInInEnglish(page: Page, account: keyof typeof DEMO) {
  await signIn(page, DEMO[account])
  await page.request.get('/contact-us')
}

// One sign-in per account, its pages one after another ('/hi/logout' last: it signs out).
for (const [account, paths] of SIGNED_IN) {
  test(`${paths.join(', ')} are in Hindi for the ${account}`, async ({ page }) => {
    await signInInEnglish(page, account)
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path)
        await expectHindiPage(page, path)
      })
    }
  })
}

for (const javaScriptEnabled of [false, true]) {
  test(`the language switch works and sticks ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
    browser,
  }) => {
    const context = await newClient(browser, { javaScriptEnabled })
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
  const context = await newClient(browser, { locale: 'hi-IN' })
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

test('an appointment booked entirely in Hindi: a mistake is explained in Hindi, the e-mail and the calendar file are Hindi', async ({
  page,
}) => {
  const slot = await findFreeSlot(page.request, 'dr-kavita-yadav', 5)
  const email = uniqueEmail('hindi-booking')
  await page.goto('/hi/appointments/new')
  await waitForHydration(page)
  const form = page.locator('#appointment-form')
  await form.getByLabel('क्लिनिक').selectOption('pediatric')
  await form.getByLabel('डॉक्टर', { exact: true }).selectOption('dr-kavita-yadav')
  await form.getByLabel('तारीख़').fill(slot.date)
  await form.getByLabel('समय (IST)').selectOption(slot.time)
  await form.getByLabel('परामर्श का तरीका').selectOption('in_person')
  await form.getByLabel('पूरा नाम').fill('रमेश यादव')
  await form.getByLabel('ई-मेल').fill(email)
  // A phone number with too few digits: the form says so in Hindi, next to the field.
  await form.getByLabel('मोबाइल नंबर').fill('98765')
  await form.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click()
  const phone = form.getByLabel('मोबाइल नंबर')
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(phone).toHaveAccessibleDescription(/10 अंकों का भारतीय मोबाइल नंबर लिखें/)
  await expect(form.getByLabel('पूरा नाम')).toHaveValue('रमेश यादव')

  await phone.fill('98765 43210')
  await form.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click()
  await expect(page).toHaveURL(/\/hi\/appointments\/manage\/[A-Za-z0-9_-]+$/)
  await expect(page.getByTestId('toast')).toContainText('आपका अपॉइंटमेंट बुक हो गया है')
  const managePath = new URL(page.url()).pathname

  const mail = await waitForMail(page, email, 'अपॉइंटमेंट बुक हुआ')
  expect(mail.text).toContain('नमस्ते रमेश यादव जी')
  expect(mail.text).toMatch(/\/hi\/appointments\/manage\//)
  const ics = /href="(\/dev\/mailbox\/[^"]+\/attachments\/\d+)"/.exec(mail.text)?.[1]
  expect(ics, 'a calendar file with the e-mail').toBeTruthy()
  // Long lines are folded (RFC 5545): unfold before reading them.
  const calendar = (await (await page.request.get(ics!)).text()).replace(/\r\n[ \t]/g, '')
  expect(calendar).toMatch(/^SUMMARY;LANGUAGE=hi:MainDoctor: Dr\. Kavita Yadav के साथ अपॉइंटमेंट\r$/m)
  expect(calendar).toMatch(/^DESCRIPTION;LANGUAGE=hi:.*\p{Script=Devanagari}/mu)
  // The outbox keeps the mail's language: the mailbox marks its words as Hindi.
  await page.goto('/dev/mailbox')
  const sentMail = page
    .getByTestId('mail')
    .filter({ has: page.getByTestId('mail-to').getByText(email, { exact: true }) })
  await expect(sentMail.getByRole('heading')).toHaveAttribute('lang', 'hi')

  // The mobile number gets the time and the private link by SMS, in Hindi.
  await page.goto('/dev/sms')
  const text = page.getByTestId('sms').filter({ hasText: managePath })
  await expect(text.getByTestId('sms-to')).toHaveText('+919876543210')
  await expect(text.getByTestId('sms-text')).toContainText('अपॉइंटमेंट बुक:')
  await expect(text.getByTestId('sms-text')).toHaveAttribute('lang', 'hi')
})

test('the pages of one appointment, message, person and doctor are in Hindi for the patient, the front desk and the doctor', async ({
  page,
}) => {
  // An appointment with the demo doctor's account (Dr. Anjali Verma) and a message, in Hindi.
  const patient = 'कमला देवी'
  const booking = await bookDirectly(page.request, {
    doctor: 'dr-anjali-verma',
    department: 'neurology',
    fromDays: 1,
    name: patient,
  })
  // The booking was posted in English: its "booked" notice is read on an English page.
  await page.request.get('/contact-us')
  const manage = `/hi${booking.path}`
  await page.goto(manage)
  await expectHindiPage(page, manage)

  const sender = 'सुनीता देवी'
  const sent = await page.request.post('/hi/contact-us', {
    headers: { 'X-Forwarded-For': nextClientIp() },
    form: {
      name: sender,
      email: uniqueEmail('hindi-message'),
      phone: '+91 98765 43210',
      subject: 'appointments',
      message: 'क्या मैं सोमवार को अपनी माँ का बीपी चेक करवा सकती हूँ?',
    },
    maxRedirects: 0,
  })
  expect(sent.status()).toBe(302)

  /** Opens the link of the list's row that holds `rowText` (the first row without one). */
  const open = async (list: string, link: RegExp, rowText?: string) => {
    await page.goto(list)
    const rows = page.locator('main tr, main li').filter({ has: page.locator('a[href]') })
    const row = rowText ? rows.filter({ hasText: rowText }).first() : rows.first()
    const href = await row
      .locator('a[href]')
      .evaluateAll(
        (links, pattern) =>
          links.map((a) => a.getAttribute('href') ?? '').find((h) => new RegExp(pattern).test(h)),
        link.source,
      )
    expect(href, `a link on ${list}`).toMatch(link)
    await page.goto(href!)
    await expectHindiPage(page, href!)
  }
  const dateFilter = `doctor=dr-anjali-verma&date=${booking.slot.date}`
  await signInInEnglish(page, 'admin')
  await open(`/hi/staff/appointments?${dateFilter}`, /^\/hi\/staff\/appointments\/[\w-]+$/, patient)
  await open('/hi/staff/messages', /^\/hi\/staff\/messages\/[\w-]+$/, sender)
  await open('/hi/staff/people', /^\/hi\/staff\/people\/[\w-]+$/, 'Sunita Devi')
  await open('/hi/staff/doctors', /^\/hi\/staff\/doctors\/[\w-]+$/, 'Dr. Anjali Verma')

  await page.context().clearCookies()
  await signInInEnglish(page, 'doctor')
  await open('/hi/doctor', /^\/hi\/doctor\/appointments\/[\w-]+$/, patient)
})

test('a person who registers in Hindi gets Hindi after signing in again, from any address', async ({
  browser,
}) => {
  const email = uniqueEmail('hindi-account')
  const password = 'aam-ka-bagicha-29'
  const first = await newClient(browser)
  const page = await first.newPage()
  await page.goto('/hi/register')
  const form = page
    .locator('section section')
    .filter({ has: page.getByRole('heading', { name: 'या ई-मेल और पासवर्ड से रजिस्टर करें' }) })
  await form.getByLabel('पूरा नाम').fill('आशा मेहता')
  await form.getByLabel('फ़ोन नंबर').fill('98765 43210')
  await form.getByLabel('ई-मेल').fill(email)
  await form.getByLabel('पासवर्ड').fill(password)
  await form.getByLabel(/गोपनीयता सूचना/).check()
  await form.getByRole('button', { name: 'रजिस्टर करें' }).click()
  await expect(page).toHaveURL(/\/hi\/register\?sent=1$/)
  const mail = await waitForMail(page, email, 'अपना ई-मेल पता पक्का करें')
  const link = /(\/hi\/verify-email\?token=[^\s<"]+)/.exec(mail.text)?.[1]
  expect(link, 'a Hindi confirmation link').toBeTruthy()
  await page.goto(link!.replace(/&amp;/g, '&'))
  await expect(page).toHaveURL(/\/hi\/account$/)
  await first.close()

  // Another browser, which never chose a language, signing in at the English address.
  const second = await newClient(browser)
  const again = await second.newPage()
  await again.goto('/login')
  await again.getByLabel('E-mail').fill(email)
  await again.getByLabel('Password').fill(password)
  await again.getByRole('button', { name: 'Login' }).click()
  await expect(again).toHaveURL(/\/hi\/account\/appointments$/)
  await expect(again.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(again.getByTestId('toast')).toContainText('आप लॉग इन हो गए हैं')
  // …and the choice sticks on pages without /hi.
  await again.goto('/doctors')
  await expect(again).toHaveURL(/\/hi\/doctors$/)
  await second.close()
})

test('a consultation room (waiting room, call check, chat) is in Hindi', async ({ page }) => {
  const room = await createOnlineConsultation(page.request, 'video')
  const path = `/hi${room.patientRoomUrl}`
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.getByTestId('room-status')).toContainText('अभी नहीं आए हैं')
  await expectHindiPage(page, path)
})

test('an ambulance request sent in Hindi: the tracking page and the SMS are Hindi', async ({
  page,
}) => {
  await page.goto('/hi/ambulance')
  // Settled first: while hydration and the Devanagari font land, the choices below can move
  // between Playwright's aim and its click (a neighbour got the click once).
  await waitForHydration(page)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  const mobile = uniqueMobile()
  await page.getByLabel('आपका मोबाइल नंबर').fill(mobile)
  await page.getByLabel('गाँव या क़स्बा').fill('लोहनपुर')
  await page.getByLabel('साँस लेने में तकलीफ़').check()
  await page.getByRole('button', { name: 'एम्बुलेंस का अनुरोध भेजें' }).last().click()
  await expect(page).toHaveURL(/\/hi\/ambulance\/track\//)
  await expect(page.getByRole('status').filter({ hasText: 'आपका अनुरोध मिल गया है।' })).toBeVisible()
  await expectHindiPage(page, new URL(page.url()).pathname)
  const sms = await (await page.request.get('/dev/sms')).text()
  const item = sms.split('data-testid="sms"').find((entry) => entry.includes(mobile))
  expect(item).toContain('एम्बुलेंस अनुरोध')
})
