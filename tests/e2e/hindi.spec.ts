import { type Page } from '@playwright/test'
import { type DemoAccount, hindiPageProblems } from '#tests/support/hindi-pages.ts'
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

// Pages in Hindi after the browser has built them: the server's HTML of every page is checked
// in server/hindi-pages.test.ts; here a sample of each kind of page (public, form, list, account,
// staff, doctor) is checked again after hydration, with axe (lang attributes, names of controls
// in Hindi), and the journeys below check the pages they pass through.
test.describe.configure({ timeout: 60_000 })

/** The Hindi pages checked in the browser with axe, per account (null: signed out). */
const AXE_IN_HINDI: Array<[DemoAccount | null, string[]]> = [
  [null, ['/hi/home']],
  [null, ['/hi/appointments/new']],
  [null, ['/hi/doctors/dr-anjali-verma']],
  [null, ['/hi/find-care?q=khansi']],
  [null, ['/hi/medicines/cart']],
  ['patient', ['/hi/account', '/hi/medicines/order']],
  ['admin', ['/hi/staff/appointments/new']],
  ['doctor', ['/hi/doctor']],
]

async function expectHindiPage(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.locator('body > header').getByRole('button', { name: /English/ })).toBeVisible()
  expect(hindiPageProblems(await page.content(), path), `${path} is a Hindi page`).toEqual([])
}

/**
 * Signs a demo account in the way the demo accounts use the site (in English) and reads the
 * English welcome there, so that the Hindi page opened next shows only its own words.
 */
async function signInInEnglish(page: Page, account: DemoAccount) {
  await signIn(page, DEMO[account])
  await page.request.get('/contact-us')
}

for (const [account, paths] of AXE_IN_HINDI) {
  test(`${paths.join(', ')} ${account ? `for the ${account} are` : 'is'} in Hindi, with no WCAG 2.2 AA violations`, async ({
    page,
  }) => {
    if (account) await signInInEnglish(page, account)
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path)
        await expectHindiPage(page, path)
        await expectNoAxeViolations(page)
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
