import { type Page } from '@playwright/test'
import { expect, nextClientIp, test, uniqueEmail, waitForMail } from './fixtures.ts'

async function fillContactForm(page: Page, values: Record<string, string>) {
  const form = page.locator('#contact-form')
  if (values.name !== undefined) await form.getByLabel('Full name').fill(values.name)
  if (values.email !== undefined) await form.getByLabel('E-mail').fill(values.email)
  if (values.phone !== undefined) await form.getByLabel('Phone').fill(values.phone)
  if (values.subject !== undefined) await form.getByLabel('Subject').selectOption(values.subject)
  if (values.message !== undefined) await form.getByLabel('Message').fill(values.message)
}

const good = () => ({
  name: 'Sunita Devi',
  email: uniqueEmail('sunita'),
  phone: '+91 98765 43210',
  subject: 'appointments',
  message: 'Can I bring my mother for a blood pressure check on Monday?',
})

test('a message is sent, confirmed on screen and acknowledged by e-mail', async ({ page }) => {
  const values = good()
  await page.goto('/contact-us')
  await fillContactForm(page, values)
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page).toHaveURL(/\/contact-us\?sent=MSG-[0-9A-F]{8}$/)
  const reference = new URL(page.url()).searchParams.get('sent')!
  await expect(
    page.getByRole('heading', { name: 'Thank you — we have your message' }),
  ).toBeVisible()
  await expect(page.getByTestId('toast')).toContainText('Message sent')
  // The form is empty again, ready for another message.
  await expect(page.locator('#contact-form').getByLabel('Full name')).toHaveValue('')
  const mail = await waitForMail(page, values.email, reference)
  expect(mail.text).toContain('Sunita Devi')
  await waitForMail(page, 'frontdesk@maindoctor.in', reference)
})

const BAD_FIELDS = [
  { field: 'Full name', change: { name: '' }, message: 'Enter your name' },
  {
    field: 'E-mail',
    change: { email: 'sunita@' },
    message: 'Enter a valid e-mail address, like name@example.com',
  },
  {
    field: 'Phone',
    change: { phone: '12345' },
    message: 'Enter a 10-digit Indian phone number, with or without +91',
  },
  { field: 'Subject', change: { subject: '' }, message: 'Choose what your message is about' },
  {
    field: 'Message',
    change: { message: 'Hi' },
    message: 'Write a little more (at least 10 characters)',
  },
]

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    for (const { field, change, message } of BAD_FIELDS) {
      test(`a bad ${field} is explained next to the field and other values are kept`, async ({
        page,
      }) => {
        const values = { ...good(), ...change }
        await page.goto('/contact-us')
        await fillContactForm(page, values)
        const responsePromise = javaScriptEnabled
          ? null
          : page.waitForResponse(
              (r) => r.request().method() === 'POST' && r.url().includes('/contact-us'),
            )
        await page.getByRole('button', { name: 'Submit Request' }).click()
        if (responsePromise) expect((await responsePromise).status()).toBe(400)
        const form = page.locator('#contact-form')
        const input = form.getByLabel(field)
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        await expect(input).toHaveAccessibleDescription(
          new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        )
        // Everything else the visitor typed is still there.
        if (field !== 'Full name')
          await expect(form.getByLabel('Full name')).toHaveValue(values.name)
        if (field !== 'E-mail') await expect(form.getByLabel('E-mail')).toHaveValue(values.email)
        if (field !== 'Message')
          await expect(form.getByLabel('Message')).toHaveValue(values.message)
        await expect(page).not.toHaveURL(/sent=/)
      })
    }
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same message can be sent and is confirmed', async ({ page }) => {
    const values = good()
    await page.goto('/contact-us')
    await fillContactForm(page, values)
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page).toHaveURL(/\/contact-us\?sent=MSG-[0-9A-F]{8}$/)
    await expect(
      page.getByRole('heading', { name: 'Thank you — we have your message' }),
    ).toBeVisible()
    await expect(page.getByTestId('toast')).toContainText('Message sent')
    const reference = new URL(page.url()).searchParams.get('sent')!
    await waitForMail(page, values.email, reference)
  })
})

test('the contact page shows the map, address, directions and quick contacts', async ({ page }) => {
  await page.goto('/contact-us')
  await expect(page.locator('iframe[title^="Map showing MainDoctor Clinic"]')).toHaveAttribute(
    'src',
    /openstreetmap\.org\/export\/embed\.html/,
  )
  await expect(page.getByRole('main').locator('address').first()).toContainText('Haidergarh')
  await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/directions/,
  )
  const quick = page.getByRole('complementary', { name: 'Quick contact' })
  await expect(quick.getByRole('link', { name: /\+91 99350 10108/ })).toHaveAttribute(
    'href',
    'tel:+919935010108',
  )
  await expect(quick.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/919935010108',
  )
})

test('a burst of messages from one address is stopped with a readable 429', async ({
  request,
  baseURL,
}) => {
  const ip = nextClientIp()
  const send = () =>
    request.post('/contact-us', {
      headers: { 'X-Forwarded-For': ip, Origin: new URL(baseURL!).origin },
      form: { ...good(), email: uniqueEmail('burst') },
      maxRedirects: 0,
    })
  for (let i = 0; i < 5; i++) expect((await send()).status()).toBe(302)
  const blocked = await send()
  expect(blocked.status()).toBe(429)
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0)
  const body = await blocked.text()
  expect(body).toContain('Please wait a moment')
  expect(body).toContain('tel:+919935010108')
  // Another address is not affected.
  const other = await request.post('/contact-us', {
    headers: { 'X-Forwarded-For': nextClientIp() },
    form: { ...good(), email: uniqueEmail('other') },
    maxRedirects: 0,
  })
  expect(other.status()).toBe(302)
})

test('a message with a stray control character is stored without it, never a server error', async ({
  request,
}) => {
  const response = await request.post('/contact-us', {
    headers: { 'X-Forwarded-For': nextClientIp() },
    form: { ...good(), message: 'Please call me back\u0000 about my report.' },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(302)
})
