import { type Page } from '@playwright/test'
import {
  expect,
  findFreeSlot,
  test,
  uniqueEmail,
  waitForHydration,
  waitForMail,
} from './fixtures.ts'

/** A mobile number no other test uses, as a person types it (10 digits). */
function uniqueMobile() {
  return `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`
}

/** The texts to `mobile` (written +91…) in the local outbox, newest first. */
async function textsTo(page: Page, mobile: string) {
  await page.goto('/dev/sms')
  return page
    .getByTestId('sms')
    .filter({ has: page.getByTestId('sms-to').getByText(`+91${mobile}`, { exact: true }) })
}

/** Waits for a text to `mobile` containing `part` (the outbox worker sends every 2 s). */
async function waitForText(page: Page, mobile: string, part: string | RegExp) {
  await expect
    .poll(
      async () => {
        const texts = await textsTo(page, mobile)
        return texts.filter({ hasText: part }).count()
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBe(1)
  return (await textsTo(page, mobile)).filter({ hasText: part })
}

async function chooseTime(page: Page, js: boolean, slot: { date: string; time: string }) {
  const form = page.locator('#appointment-form')
  await form.getByLabel('Clinic').selectOption('pediatric')
  if (!js) await form.getByRole('button', { name: 'Show doctors of this clinic' }).click()
  await form.getByLabel('Doctor').selectOption('dr-kavita-yadav')
  await form.getByLabel('Date').fill(slot.date)
  if (!js) await form.getByRole('button', { name: 'Show free times' }).click()
  await form.getByLabel('Time (IST)').selectOption(slot.time)
  await form.getByLabel('Consultation').selectOption('in_person')
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('a guest books with a mobile number only, gets the link by SMS and cancels from it', async ({
      page,
    }) => {
      const mobile = uniqueMobile()
      // The two variants run side by side and their days may meet (a weekend between them):
      // one takes the day's first free time, the other its last.
      const slot = await findFreeSlot(
        page.request,
        'dr-kavita-yadav',
        js ? 6 : 8,
        js ? 'first' : 'last',
      )
      await page.goto('/appointments/new')
      if (js) await waitForHydration(page)
      const form = page.locator('#appointment-form')
      await expect(form.getByText(/An e-mail address or a mobile number is enough/)).toBeVisible()
      await chooseTime(page, js, slot)
      await form.getByLabel('Full name').fill('Ramkali Devi')
      await expect(form.getByLabel('E-mail')).toHaveValue('')

      // A landline without an e-mail address: the link could not reach it.
      await form.getByLabel('Phone').fill('0522 234 5678')
      await form.getByRole('button', { name: 'Book Appointment' }).click()
      const phone = form.getByLabel('Phone')
      await expect(phone).toHaveAttribute('aria-invalid', 'true')
      await expect(
        form.getByText(/We could not send you the link to manage your booking/),
      ).toBeVisible()
      await expect(form.getByLabel('Full name')).toHaveValue('Ramkali Devi')
      await expect(phone).toHaveValue('0522 234 5678')

      // A mobile written with +91 and spaces is fine.
      await phone.fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)
      if (!js) await form.getByLabel('Time (IST)').selectOption(slot.time)
      await form.getByRole('button', { name: 'Book Appointment' }).click()
      await expect(page).toHaveURL(/\/appointments\/manage\/[A-Za-z0-9_-]+$/)
      await expect(page.getByTestId('toast')).toContainText('Your appointment is booked')
      // Told what was really sent: an SMS to the mobile, no e-mail (none was given).
      await expect(page.getByTestId('toast')).toContainText(
        'A confirmation is on its way to your mobile by SMS.',
      )
      await expect(page.getByTestId('toast')).not.toContainText('e-mail')
      const managePath = new URL(page.url()).pathname
      await expect(page.getByText('null')).toHaveCount(0)

      // The SMS carries the time and the private link, nothing medical.
      const text = await waitForText(page, mobile, managePath)
      await expect(text.getByTestId('sms-text')).toContainText('booked')
      const body = (await text.getByTestId('sms-text').textContent()) ?? ''
      expect(body).not.toMatch(/Kavita|Pediatric/i)
      const link = /(https?:\/\/\S+\/appointments\/manage\/[A-Za-z0-9_-]+)/.exec(body)?.[1]
      expect(link, 'a manage link in the SMS').toBeTruthy()

      await page.context().clearCookies()
      await page.goto(new URL(link!).pathname)
      await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible()
      await expect(page.getByText('null')).toHaveCount(0)
      await page.getByRole('button', { name: 'Cancel my appointment' }).click()
      await page.getByRole('button', { name: 'Yes, cancel it' }).click()
      await expect(page.getByTestId('appointment-status')).toHaveText('Cancelled')
      await waitForText(page, mobile, 'cancelled')
    })
  })
}

test('an account chooses WhatsApp on /account, and its next booking’s message goes by WhatsApp', async ({
  page,
}) => {
  // A fresh account (registered and confirmed), so the demo patient's choices stay as they are.
  const email = uniqueEmail('notices')
  const mobile = uniqueMobile()
  await page.goto('/register')
  const form = page.locator('section section').filter({
    has: page.getByRole('heading', { name: 'Or register with e-mail and password' }),
  })
  await form.getByLabel('Full name').fill('Kamla Devi')
  await form.getByLabel('Phone').fill(mobile)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Password').fill('Notices-Test-2026')
  await form.getByLabel(/I have read the privacy notice/).check()
  await form.getByRole('button', { name: 'Register' }).click()
  const mail = await waitForMail(page, email, 'Confirm your e-mail address')
  const confirm = /http:\/\/[^\s<"]+\/verify-email\?token=[^\s<"]+/.exec(mail.text)?.[0]
  expect(confirm, 'a confirmation link').toBeTruthy()
  const url = new URL(confirm!.replace(/&amp;/g, '&'))
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page).toHaveURL(/\/account$/)
  await waitForHydration(page)

  const notices = page.getByRole('region', { name: 'Notices' })
  await expect(notices.getByRole('radio', { name: 'By SMS' })).toBeChecked()
  await expect(notices.getByRole('checkbox', { name: /Also by e-mail/ })).toBeChecked()
  await notices.getByRole('radio', { name: 'By WhatsApp' }).check()
  await notices.getByRole('checkbox', { name: /Also by e-mail/ }).uncheck()
  await notices.getByRole('button', { name: 'Save notices' }).click()
  await expect(page.getByTestId('toast')).toContainText('Your notice choices are saved')
  await page.reload()
  await expect(notices.getByRole('radio', { name: 'By WhatsApp' })).toBeChecked()
  await expect(notices.getByRole('checkbox', { name: /Also by e-mail/ })).not.toBeChecked()

  const slot = await findFreeSlot(page.request, 'dr-kavita-yadav', 10)
  await page.goto('/appointments/new')
  await waitForHydration(page)
  await chooseTime(page, true, slot)
  await page.locator('#appointment-form').getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL(/\/appointments\/manage\/[A-Za-z0-9_-]+$/)
  const managePath = new URL(page.url()).pathname
  const text = await waitForText(page, mobile, managePath)
  await expect(text).toContainText('WhatsApp to')
  await expect(text).toHaveAttribute('data-channel', 'whatsapp')
})
