import { type Page } from '@playwright/test'
import {
  cookiesFrom,
  DEMO,
  expect,
  logIn,
  nextClientIp,
  test,
  uniqueEmail,
  waitForMail,
} from './fixtures.ts'

async function register(
  page: Page,
  values: { name: string; email: string; phone: string; password: string; consent?: boolean },
) {
  await page.goto('/register')
  const form = page
    .locator('section section')
    .filter({ has: page.getByRole('heading', { name: 'Or register with e-mail and password' }) })
  await form.getByLabel('Full name').fill(values.name)
  await form.getByLabel('Phone').fill(values.phone)
  await form.getByLabel('E-mail').fill(values.email)
  await form.getByLabel('Password').fill(values.password)
  if (values.consent !== false) await form.getByLabel(/I have read the privacy notice/).check()
  await form.getByRole('button', { name: 'Register' }).click()
}

/** Registers, follows the e-mailed confirmation link (which signs in) and lands on My account. */
async function registerAndConfirm(
  page: Page,
  values: { name: string; email: string; phone: string; password: string },
) {
  await register(page, values)
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()
  const mail = await waitForMail(page, values.email, 'Confirm your e-mail address')
  const link = linkIn(mail.text, '/verify-email')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page).toHaveURL(/\/account$/)
}

function linkIn(text: string, path: string) {
  const match = new RegExp(`(http://[^\\s<"]+${path.replace('/', '\\/')}\\?token=[^\\s<"]+)`).exec(
    text,
  )
  expect(match, `a ${path} link in the e-mail`).not.toBeNull()
  return new URL(match![1]!.replace(/&amp;/g, '&'))
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    test('register, verify the e-mail, sign out and sign in again', async ({ page }) => {
      const email = uniqueEmail('asha')
      await register(page, {
        name: 'Asha Mehta',
        email,
        phone: '98765 43210',
        password: 'monsoon-kettle-47',
      })
      await expect(page).toHaveURL(/\/register\?sent=1$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Login/Signup' }).first()).toBeVisible()

      const mail = await waitForMail(page, email, 'Confirm your e-mail address')
      const link = linkIn(mail.text, '/verify-email')
      await page.goto(`${link.pathname}${link.search}`)
      await expect(page).toHaveURL(/\/account$/)
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
      await expect(page.getByTestId('account-menu')).toContainText('My account: Asha Mehta')
      await expect(page.getByRole('link', { name: 'Login/Signup' })).toHaveCount(0)
      await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0)

      await page.goto('/logout')
      await page.getByRole('button', { name: 'Sign out of this device' }).click()
      await expect(page.getByText('You are signed out on this device.')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Login/Signup' }).first()).toBeVisible()

      await logIn(page, { email, password: 'monsoon-kettle-47' })
      await expect(page.getByTestId('toast')).toContainText('You are signed in')
    })
  })
}

test('registering a known address answers exactly as a new one, and its owner is e-mailed', async ({
  page,
  request,
}) => {
  const attempt = (email: string) =>
    request.post('/register', {
      headers: { 'X-Forwarded-For': nextClientIp() },
      form: {
        name: 'Sunita',
        phone: '9876543210',
        email,
        password: 'monsoon-kettle-47',
        consent: 'on',
      },
      maxRedirects: 0,
    })
  const known = await attempt(DEMO.patient.email)
  const fresh = await attempt(uniqueEmail('fresh'))
  const answer = (response: typeof known) => ({
    status: response.status(),
    location: response.headers()['location'],
    cookies: response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value.split('=')[0]),
  })
  expect(answer(known)).toEqual({
    status: 302,
    location: '/register?sent=1',
    cookies: ['md_toast'],
  })
  expect(answer(fresh)).toEqual(answer(known))
  const warning = await waitForMail(
    page,
    DEMO.patient.email,
    'Someone tried to register with your address',
  )
  expect(warning.text).toContain('/forget-password')
})

test('passwords: 7 characters and common ones are refused, consent is required', async ({
  page,
}) => {
  await register(page, {
    name: 'Test Person',
    email: uniqueEmail('short'),
    phone: '9876543210',
    password: 'seven77',
    consent: false,
  })
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/Use at least 8 characters/)
  await expect(page.getByText('Please read and accept the privacy notice')).toBeVisible()
  await register(page, {
    name: 'Test Person',
    email: uniqueEmail('common'),
    phone: '9876543210',
    password: 'password1',
  })
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/one of the most common/)
})

test('a wrong password and an unknown e-mail get the identical answer', async ({ request }) => {
  const attempt = (email: string) =>
    request.post('/login', {
      headers: { 'X-Forwarded-For': nextClientIp() },
      form: { email, password: 'definitely-wrong-1' },
    })
  const wrongPassword = await attempt(DEMO.admin.email)
  const unknown = await attempt('nobody-at-all@example.com')
  expect(wrongPassword.status()).toBe(401)
  expect(unknown.status()).toBe(wrongPassword.status())
  const message = (html: string) => /role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1]
  expect(message(await unknown.text())).toBe(message(await wrongPassword.text()))
  expect(message(await wrongPassword.text())).toContain('do not match an account')
})

test('forgotten password: same answer for any address, the link works once and ends other sessions', async ({
  page,
  browser,
}) => {
  // Another device is signed in.
  const email = uniqueEmail('reset')
  await registerAndConfirm(page, {
    name: 'Reset Tester',
    email,
    phone: '9876543210',
    password: 'first-password-1',
  })
  const otherDevice = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
  })
  const other = await otherDevice.newPage()
  await other.goto('/login')
  await other.getByLabel('E-mail').fill(email)
  await other.getByLabel('Password').fill('first-password-1')
  await other.getByRole('button', { name: 'Login' }).click()
  await expect(other).toHaveURL(/\/account\/appointments$/)

  const answerFor = async (address: string) => {
    const response = await page.request.post('/forget-password', {
      form: { email: address },
      maxRedirects: 0,
    })
    return { status: response.status(), location: response.headers()['location'] }
  }
  const known = await answerFor(email)
  const unknown = await answerFor(uniqueEmail('nobody'))
  expect(known).toEqual({ status: 302, location: '/forget-password?sent=1' })
  expect(unknown).toEqual(known)

  const mail = await waitForMail(page, email, 'Reset your MainDoctor password')
  const link = linkIn(mail.text, '/reset-password')
  await page.goto(`${link.pathname}${link.search}`)
  await page.getByLabel('New password', { exact: true }).fill('second-password-2')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByTestId('toast')).toContainText('Your new password is set')

  // The link works only once.
  await page.goto(`${link.pathname}${link.search}`)
  await page.getByLabel('New password', { exact: true }).fill('third-password-3')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('alert')).toContainText('expired or has already been used')

  // The other device was signed out.
  await other.goto('/account')
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Faccount$/)
  await otherDevice.close()
  await logIn(page, { email, password: 'second-password-2' })
})

test('after logout the old session cookie opens nothing', async ({ request }) => {
  const ip = nextClientIp()
  const login = await request.post('/login', {
    headers: { 'X-Forwarded-For': ip },
    form: { email: DEMO.patient.email, password: DEMO.patient.password },
    maxRedirects: 0,
  })
  expect(login.status()).toBe(302)
  const cookie = cookiesFrom(login.headersArray())
  expect(cookie).toContain('md.session_token=')
  const account = await request.get('/account', { headers: { Cookie: cookie }, maxRedirects: 0 })
  expect(account.status()).toBe(200)
  const logout = await request.post('/logout', {
    headers: { Cookie: cookie, 'X-Forwarded-For': ip },
    form: {},
    maxRedirects: 0,
  })
  expect(logout.status()).toBe(302)
  const after = await request.get('/account', { headers: { Cookie: cookie }, maxRedirects: 0 })
  expect(after.status()).toBe(302)
  expect(after.headers()['location']).toBe('/login?redirectTo=%2Faccount')
  const exported = await request.get('/account/export', {
    headers: { Cookie: cookie },
    maxRedirects: 0,
  })
  expect(exported.status()).toBe(302)
})

test('over HTTPS the session cookie is HttpOnly, Secure, SameSite=Lax with the __Secure- prefix', async ({
  request,
}) => {
  // The e2e server trusts its loopback proxy, which says the visitor came over HTTPS.
  const login = await request.post('/login', {
    headers: { 'X-Forwarded-For': nextClientIp(), 'X-Forwarded-Proto': 'https' },
    form: { email: DEMO.patient.email, password: DEMO.patient.password },
    maxRedirects: 0,
  })
  const session = login
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.includes('session_token'))
  expect(session?.value).toMatch(/^__Secure-md\.session_token=/)
  expect(session?.value).toMatch(/; HttpOnly/)
  expect(session?.value).toMatch(/; Secure/)
  expect(session?.value).toMatch(/; SameSite=Lax/)
  const account = await request.get('/account', {
    headers: { Cookie: cookiesFrom(login.headersArray()), 'X-Forwarded-Proto': 'https' },
  })
  expect(account.headers()['cache-control']).toBe('no-store')
  expect(account.headers()['content-security-policy']).toContain('upgrade-insecure-requests')
})

test('over plain HTTP the cookies drop the Secure flag and prefix, so a browser keeps them', async ({
  request,
}) => {
  const login = await request.post('/login', {
    headers: { 'X-Forwarded-For': nextClientIp() },
    form: { email: DEMO.patient.email, password: DEMO.patient.password },
    maxRedirects: 0,
  })
  const cookies = login.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
  const session = cookies.find((h) => h.value.includes('session_token'))
  expect(session?.value).toMatch(/^md\.session_token=/)
  expect(session?.value).toMatch(/; HttpOnly/)
  expect(session?.value).toMatch(/; SameSite=Lax/)
  for (const cookie of cookies) expect(cookie.value).not.toMatch(/;\s*Secure/i)
  const account = await request.get('/account', {
    headers: { Cookie: cookiesFrom(login.headersArray()) },
    maxRedirects: 0,
  })
  expect(account.status()).toBe(200)
  // Upgrading would send the browser to an HTTPS the clinic's network does not have.
  expect(account.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests')
})

test('signed-out visitors are sent to login and brought back afterwards, never to another site', async ({
  page,
}) => {
  await page.goto('/account/delete')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fdelete$/)
  await page.getByLabel('E-mail').fill(DEMO.patient.email)
  await page.getByLabel('Password').fill(DEMO.patient.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/account\/delete$/)
  await page.context().clearCookies()
  await page.goto('/login?redirectTo=//evil.example/steal')
  await page.getByLabel('E-mail').fill(DEMO.patient.email)
  await page.getByLabel('Password').fill(DEMO.patient.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/localhost:\d+\/account$/)
})

test('known open-redirect tricks in redirectTo all end on this site', async ({
  playwright,
  baseURL,
}) => {
  const tricks = [
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
  ]
  for (const trick of tricks) {
    // A fresh visitor each time: no cookies from the previous sign-in.
    const request = await playwright.request.newContext({ baseURL })
    // The login page does not carry the trick into its form…
    const page = await request.get(`/login?redirectTo=${encodeURIComponent(trick)}`)
    expect(await page.text(), trick).toContain(
      '<input type="hidden" name="redirectTo" value="/account"/>',
    )
    // …and a sign-in that sends it anyway is redirected only within the site.
    const headers = { 'X-Forwarded-For': nextClientIp() }
    const login = await request.post('/login', {
      headers,
      form: { email: DEMO.patient.email, password: DEMO.patient.password, redirectTo: trick },
      maxRedirects: 0,
    })
    const check = login.headers()['location']!
    // A patient whose destination is not safe lands on their appointments.
    expect(check, trick).toBe('/login?signed-in=1&redirectTo=%2Faccount%2Fappointments')
    const landed = await request.get(check, {
      headers: { ...headers, Cookie: cookiesFrom(login.headersArray()) },
      maxRedirects: 0,
    })
    expect(landed.headers()['location'], trick).toBe('/account/appointments')
    await request.dispose()
  }
})

test('the sign-in page says so when the browser did not keep the sign-in cookie', async ({
  page,
}) => {
  // What a browser that refused the cookie comes back to after a correct password.
  await page.goto('/login?signed-in=1&redirectTo=%2Faccount')
  await expect(page.getByRole('alert')).toContainText('did not keep the sign-in cookie')
  await expect(page.getByLabel('E-mail')).toBeVisible()
})

test('the eleventh sign-in attempt in a minute from one address gets 429', async ({ request }) => {
  const ip = nextClientIp()
  const attempt = () =>
    request.post('/login', {
      headers: { 'X-Forwarded-For': ip },
      form: { email: uniqueEmail('burst'), password: 'wrong-password-x' },
    })
  for (let i = 0; i < 10; i++) expect((await attempt()).status()).toBe(401)
  const blocked = await attempt()
  expect(blocked.status()).toBe(429)
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0)
})

test('better-auth’s own HTTP API is not exposed: no way around the forms’ rules', async ({
  request,
}) => {
  const headers = { 'X-Forwarded-For': nextClientIp() }
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { name: 'Bypass', email: uniqueEmail('bypass'), password: 'password123' },
  })
  expect(signUp.status()).toBe(404)
  for (const path of [
    'sign-in/email',
    'change-password',
    'request-password-reset',
    'reset-password',
    'get-session',
  ]) {
    expect((await request.post(`/api/auth/${path}`, { headers, data: {} })).status(), path).toBe(
      404,
    )
  }
  expect((await request.get('/api/auth/get-session', { headers })).status()).toBe(404)
})

test('download my data and delete my account', async ({ page }) => {
  const email = uniqueEmail('erase')
  await registerAndConfirm(page, {
    name: 'Erase Me',
    email,
    phone: '9876543210',
    password: 'forget-me-now-1',
  })
  const exported = await page.request.get('/account/export')
  expect(exported.headers()['content-disposition']).toMatch(
    /attachment; filename="maindoctor-my-data-/,
  )
  const body = await exported.json()
  expect(body.profile.email).toBe(email)
  expect(JSON.stringify(body)).not.toContain(DEMO.patient.email)

  await page.getByRole('link', { name: 'Delete my account' }).click()
  await page.getByLabel('Your password').fill('forget-me-now-1')
  await page.getByLabel(/Yes, delete my account/).check()
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByTestId('toast')).toContainText('Your account has been deleted')
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill('forget-me-now-1')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toContainText('do not match an account')
})

for (const javaScriptEnabled of [true, false]) {
  test(`each role lands on its own start page after signing in (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    const landings: Array<[keyof typeof DEMO, RegExp, string]> = [
      ['patient', /\/account\/appointments$/, 'My appointments'],
      ['doctor', /\/doctor$/, 'My schedule'],
      ['staff', /\/staff$/, 'Staff dashboard'],
      ['admin', /\/staff$/, 'Staff dashboard'],
    ]
    for (const [role, url, heading] of landings) {
      const context = await browser.newContext({
        javaScriptEnabled,
        extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
      })
      const page = await context.newPage()
      await page.goto('/login')
      await page.getByLabel('E-mail').fill(DEMO[role].email)
      await page.getByLabel('Password').fill(DEMO[role].password)
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page, role).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading)
      await context.close()
    }
  })
}

test('a patient sent to sign in from a booking link goes back to it; staff go to the dashboard', async ({
  page,
}) => {
  const target = '/appointments/new?department=neurology&doctor=dr-anjali-verma'
  await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`)
  await page.getByLabel('E-mail').fill(DEMO.patient.email)
  await page.getByLabel('Password').fill(DEMO.patient.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`))
  await page.context().clearCookies()
  await page.goto(`/login?redirectTo=${encodeURIComponent('/account')}`)
  await page.getByLabel('E-mail').fill(DEMO.staff.email)
  await page.getByLabel('Password').fill(DEMO.staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/staff$/)
})
