import { type Page, type Response } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  readSmsCode,
  test,
  uniqueMobile,
  waitForHydration,
  waitForMail,
} from './fixtures.ts'

/** What the "please wait" page says, and what the sign-in form now says in its place. */
const WAIT_WORDS = /Please try again in about 1 minute/

/**
 * Types wrong codes at the code step until this address has used up its sign-in steps for the
 * minute (10, server/route-policies.ts), each answer awaited.
 */
async function mistypeUntilLimit(page: Page, phone: string, withJavaScript: boolean) {
  const right = await readSmsCode(page, phone)
  const wrong = right === '000000' ? '111111' : '000000'
  for (let step = 2; step <= 12; step++) {
    await page.getByLabel('6-digit code').fill(wrong)
    const answered = withJavaScript
      ? page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/login.data',
        )
      : page.waitForEvent('load')
    await page.getByRole('button', { name: 'Sign in' }).click()
    const answer = await answered
    if (withJavaScript && (answer as Response).status() === 429) return
    if (!withJavaScript && (await page.getByText(WAIT_WORDS).count()) > 0) return
  }
  throw new Error('the sign-in limit was never reached')
}

/** "+919812345678" as a person types it: with spaces and a leading 0. */
const typed = (phone: string) => `0${phone.slice(3, 8)} ${phone.slice(8)}`

test.describe('with JavaScript', () => {
  test('registers with a mobile number and a code from the SMS, then signs in again by code', async ({
    page,
  }) => {
    const phone = uniqueMobile()
    await page.goto('/register')
    await waitForHydration(page)
    const phoneForm = page
      .locator('section section')
      .filter({ has: page.getByRole('heading', { name: 'Register with your mobile number' }) })
    await phoneForm.getByLabel('Full name').fill('Kamla Prasad')
    await phoneForm.getByLabel('Mobile number', { exact: true }).fill(typed(phone))
    await phoneForm.getByRole('checkbox').check()
    await phoneForm.getByRole('button', { name: 'Send code' }).click()

    await expect(page.getByText(/We have sent a 6-digit code by SMS to/)).toBeVisible()
    const code = await page.getByLabel('6-digit code')
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(code).toHaveAttribute('inputmode', 'numeric')
    // The "new code" button waits out its 30 seconds.
    await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled()
    await expectNoAxeViolations(page)

    // A wrong code first: a message at the field, the number kept.
    const right = await readSmsCode(page, phone)
    const wrong = right === '000000' ? '111111' : '000000'
    await code.fill(wrong)
    await page.getByRole('button', { name: 'Confirm and create account' }).click()
    await expect(
      page.getByText('That code is not right. Check the SMS and try again.'),
    ).toBeVisible()
    await page.getByLabel('6-digit code').fill(right)
    await page.getByRole('button', { name: 'Confirm and create account' }).click()
    await expect(page).toHaveURL(/\/account\/appointments$/)
    await expect(page.getByText('Your account is ready')).toBeVisible()

    await page.goto('/account')
    await expect(page.getByText(/You sign in with a code sent to/)).toContainText(
      `+91 ${phone.slice(3, 8)} ${phone.slice(8)}`,
    )
    // An account without a password has no password form.
    await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // Sign out, then in again from the sign-in page with a new code.
    await page.goto('/logout')
    await page.getByRole('button', { name: 'Sign out of this device' }).click()
    // Signed out before the next page: otherwise that page can still open signed in.
    await expect(page.getByText('You are signed out on this device.')).toBeVisible()
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('Mobile number', { exact: true }).fill(phone)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByLabel('6-digit code').fill(await readSmsCode(page, phone, right))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/account\/appointments$/)
  })

  test('a landline and a malformed number are refused at the field, the typed value kept', async ({
    page,
  }) => {
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('Mobile number', { exact: true }).fill('0522 2345678')
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText(/This looks like a landline/)).toBeVisible()
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('0522 2345678')
    await page.getByLabel('Mobile number', { exact: true }).fill('98765')
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(
      page.getByText('Enter a 10-digit Indian phone number, with or without +91'),
    ).toBeVisible()
  })

  test('too many steps from one address: the code step stays, saying to wait a minute', async ({
    page,
  }) => {
    // Eleven answers, each awaited, on a machine shared by other tests.
    test.setTimeout(60_000)
    const phone = uniqueMobile()
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('Mobile number', { exact: true }).fill(phone)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText(/We have sent a 6-digit code by SMS to/)).toBeVisible()
    await mistypeUntilLimit(page, phone, true)
    // The form's own answer, not an error page: the words of the "please wait" page, the code
    // step still there.
    await expect(page.getByText(WAIT_WORDS)).toBeVisible()
    await expect(page.getByText(/We have sent a 6-digit code by SMS to/)).toBeVisible()
    await expect(page.getByLabel('6-digit code')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    await expectNoAxeViolations(page)
  })

  test('the demo patient signs in with the mobile number on the account', async ({ page }) => {
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('Mobile number', { exact: true }).fill('98765 00001')
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByLabel('6-digit code').fill(await readSmsCode(page, '+919876500001'))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/account\/appointments$/)
    await page.goto('/account')
    await expect(page.getByText('Signed in as patient@demo.maindoctor.in.')).toBeVisible()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a new number from the sign-in page: code, then name and consent, then signed in', async ({
    page,
  }) => {
    const phone = uniqueMobile()
    await page.goto('/login')
    await page.getByLabel('Mobile number', { exact: true }).fill(phone)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText(/We have sent a 6-digit code by SMS to/)).toBeVisible()
    // Asking again at once: the server says to wait, and the first code still works.
    await page.getByRole('button', { name: 'Send a new code' }).click()
    await expect(
      page.getByText(/Please wait \d+ seconds before asking for another code/),
    ).toBeVisible()
    const lastCode = await readSmsCode(page, phone)
    await page.getByLabel('6-digit code').fill(lastCode)
    await page.getByRole('button', { name: 'Sign in' }).click()

    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(
      page.getByText('Enter your full name').or(page.getByText(/name/i).first()),
    ).toBeVisible()
    await expect(
      page.getByText('Please read and accept the privacy notice to create an account'),
    ).toBeVisible()
    await page.getByLabel('Full name').fill('Ramesh Yadav')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/account\/appointments$/)
    await page.goto('/account')
    await expect(page.getByLabel('Full name')).toHaveValue('Ramesh Yadav')

    // Without a password, deleting the account is confirmed with a code by SMS.
    await page.goto('/account/delete')
    await expect(page.getByLabel('Password')).toHaveCount(0)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByLabel('6-digit code').fill(await readSmsCode(page, phone, lastCode))
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await page.goto('/account')
    await expect(page).toHaveURL(/\/login/)
  })

  test('too many steps from one address: the code step stays, saying to wait a minute', async ({
    page,
  }) => {
    // Eleven answers, each awaited, on a machine shared by other tests.
    test.setTimeout(60_000)
    const phone = uniqueMobile()
    await page.goto('/login')
    await page.getByLabel('Mobile number', { exact: true }).fill(phone)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText(/We have sent a 6-digit code by SMS to/)).toBeVisible()
    await mistypeUntilLimit(page, phone, false)
    await expect(page.getByText(WAIT_WORDS)).toBeVisible()
    await expect(page.getByLabel('6-digit code')).toBeVisible()
  })

  test('an e-mail account adds a mobile number, confirmed by code, and then signs in with it', async ({
    page,
  }) => {
    const phone = uniqueMobile()
    const email = `mobile.${Date.now()}@example.com`
    // An e-mail account, registered and confirmed through the mailbox link.
    await page.goto('/register')
    const emailForm = page
      .locator('section section')
      .filter({ has: page.getByRole('heading', { name: 'Or register with e-mail and password' }) })
    await emailForm.getByLabel('Full name').fill('Geeta Sharma')
    await emailForm.getByLabel('Phone').fill('0522 2345678')
    await emailForm.getByLabel('E-mail').fill(email)
    await emailForm.getByLabel('Password').fill('monsoon-kettle-91')
    await emailForm.getByRole('checkbox').check()
    await emailForm.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible()
    const mail = await waitForMail(page, email, 'Confirm your e-mail address')
    const link = new URL(/(http:\/\/[^\s<"]+\/verify-email\?token=[^\s<"]+)/.exec(mail.text)![1]!)
    await page.goto(`${link.pathname}${link.search}`)
    await page.goto('/account')
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()
    await page.getByRole('link', { name: 'Add a mobile number' }).click()
    await expect(page.getByRole('heading', { name: 'Your mobile number' })).toBeVisible()
    await page.getByLabel('Mobile number', { exact: true }).fill(phone)
    await page.getByRole('button', { name: 'Send code' }).click()
    const confirmCode = await readSmsCode(page, phone)
    await page.getByLabel('6-digit code').fill(confirmCode)
    await page.getByRole('button', { name: 'Confirm the number' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByText(/You sign in with a code sent to/)).toBeVisible()

    // Now the number signs in to this same account.
    await page.goto('/logout')
    await page.getByRole('button', { name: 'Sign out of this device' }).click()
    // Signed out before the next page: otherwise that page can still open signed in.
    await expect(page.getByText('You are signed out on this device.')).toBeVisible()
    await page.goto('/login')
    await page.getByLabel('Mobile number', { exact: true }).fill(phone)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByLabel('6-digit code').fill(await readSmsCode(page, phone, confirmCode))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/account\/appointments$/)
    await page.goto('/account')
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible()
  })
})
