import { type Page } from '@playwright/test'
import {
  DEMO,
  expect,
  findFreeSlot,
  holdScripts,
  logIn,
  nextClientIp,
  test,
  uniqueEmail,
  waitForHydration,
  waitForMail,
} from './fixtures.ts'

type Choice = { department: string; doctor: string; date: string; time: string }

async function fillBooking(
  page: Page,
  choice: Choice,
  person: { name: string; email: string; phone: string } | null,
  js: boolean,
) {
  const form = page.locator('#appointment-form')
  await form.getByLabel('Clinic').selectOption(choice.department)
  if (!js) await form.getByRole('button', { name: 'Show doctors of this clinic' }).click()
  await form.getByLabel('Doctor').selectOption(choice.doctor)
  await form.getByLabel('Date').fill(choice.date)
  if (!js) await form.getByRole('button', { name: 'Show free times' }).click()
  await expect(form.getByLabel('Time (IST)').locator(`option[value="${choice.time}"]`)).toHaveCount(
    1,
  )
  await form.getByLabel('Time (IST)').selectOption(choice.time)
  await form.getByLabel('Consultation').selectOption('in_person')
  if (person) {
    await form.getByLabel('Full name').fill(person.name)
    await form.getByLabel('E-mail').fill(person.email)
    await form.getByLabel('Phone').fill(person.phone)
  }
  await form.getByLabel(/What is the visit about/).fill('Headaches every morning for two weeks')
}

function manageLinkIn(text: string) {
  const match = /(\/appointments\/manage\/[A-Za-z0-9_-]+)/.exec(text)
  expect(match, 'a manage link in the e-mail').not.toBeNull()
  return match![1]!
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('a guest books from the home page, follows the e-mailed link, moves and cancels', async ({
      page,
    }) => {
      const doctor = js ? 'dr-rakesh-tiwari' : 'dr-kavita-yadav'
      const department = js ? 'neurology' : 'pediatric'
      const slot = await findFreeSlot(page.request, doctor, js ? 2 : 3)
      const email = uniqueEmail('guest')
      await page.goto('/home')
      await fillBooking(
        page,
        { department, doctor, ...slot },
        { name: 'Ramesh Yadav', email, phone: '98765 43210' },
        js,
      )
      await page
        .locator('#appointment-form')
        .getByRole('button', { name: 'Book Appointment' })
        .last()
        .click()

      await expect(page).toHaveURL(/\/appointments\/manage\/[A-Za-z0-9_-]+$/)
      await expect(page.getByTestId('toast')).toContainText('Your appointment is booked')
      await expect(page.getByTestId('appointment-when')).toContainText(slot.label)
      await expect(page.getByTestId('appointment-status')).toContainText('Booked')

      const mail = await waitForMail(page, email, 'Appointment booked')
      expect(mail.text).toContain('appointment.ics')
      const manage = manageLinkIn(mail.text)
      await page.context().clearCookies()
      await page.goto(manage)
      await expect(page.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible()

      // Move it to the last free time of another day.
      const later = await findFreeSlot(page.request, doctor, (js ? 2 : 3) + 7, 'last')
      await page.getByLabel('New date').fill(later.date)
      await page.getByRole('button', { name: 'Show free times' }).click()
      await page.getByLabel('Free times (IST)').selectOption(later.time)
      await page.getByRole('button', { name: 'Move my appointment' }).click()
      await expect(page.getByTestId('toast')).toContainText('Your appointment has moved')
      await expect(page.getByTestId('appointment-when')).toContainText(later.label)
      await waitForMail(page, email, 'Appointment moved')

      // Cancelling asks first; "keep" leaves it booked.
      await page.getByRole('button', { name: 'Cancel my appointment' }).click()
      await expect(page.getByText('Cancel this appointment?')).toBeVisible()
      await expect(page.locator('#cancel-question')).toBeFocused()
      await page.getByRole('link', { name: 'No, keep my appointment' }).click()
      await expect(page.getByText('Cancel this appointment?')).toHaveCount(0)
      await expect(page.getByTestId('appointment-status')).toContainText('Booked')
      await page.getByRole('button', { name: 'Cancel my appointment' }).click()
      await page.getByRole('button', { name: 'Yes, cancel it' }).click()
      await expect(page.getByTestId('appointment-status')).toHaveText('Cancelled')
      await waitForMail(page, email, 'Appointment cancelled')
      // The original time is free again for others.
      const again = await page.request.get(`/api/slots?doctor=${doctor}&date=${slot.date}`)
      expect(
        ((await again.json()) as { slots: Array<{ value: string }> }).slots.map((s) => s.value),
      ).toContain(slot.time)
    })
  })
}

test('a signed-in patient books for themselves and sees it in My appointments', async ({
  page,
}) => {
  await logIn(page, DEMO.patient)
  const slot = await findFreeSlot(page.request, 'dr-farah-naaz', 4)
  await page.getByRole('link', { name: 'Book appointment' }).first().click()
  await expect(page).toHaveURL(/\/appointments\/new$/)
  const form = page.locator('#appointment-form')
  await expect(form.getByLabel('E-mail')).toHaveValue(DEMO.patient.email)
  await expect(form.getByLabel('E-mail')).toHaveAttribute('readonly', '')
  await fillBooking(
    page,
    { department: 'cardiology', doctor: 'dr-farah-naaz', ...slot },
    null,
    true,
  )
  await form.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL(/\/appointments\/manage\//)
  await page.goto('/account/appointments')
  const mine = page.getByRole('region', { name: 'Upcoming' }).getByTestId('my-appointment')
  await expect(
    mine.filter({ hasText: 'Dr. Farah Naaz' }).filter({ hasText: slot.label }),
  ).toHaveCount(1)
})

for (const js of [true, false]) {
  test(`when the time is taken meanwhile (${js ? 'with' : 'without'} JavaScript): 409, focus on the message, the time cleared, every other value kept, and one tap books a nearby time`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: js,
      extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
    })
    const page = await context.newPage()
    const doctor = js ? 'dr-suresh-chandra-mishra' : 'dr-farah-naaz'
    const slot = await findFreeSlot(page.request, doctor, js ? 5 : 11)
    const choice = { department: 'cardiology', doctor, ...slot }
    await page.goto('/appointments/new')
    await fillBooking(
      page,
      choice,
      { name: 'First Patient', email: uniqueEmail('first'), phone: '9876543210' },
      js,
    )

    // Someone else books the same time first, in another browser.
    const rivalContext = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
    })
    const rival = await rivalContext.newPage()
    await rival.goto('/appointments/new')
    await fillBooking(
      rival,
      choice,
      { name: 'Quick Rival', email: uniqueEmail('rival'), phone: '9876543211' },
      true,
    )
    await rival
      .locator('#appointment-form')
      .getByRole('button', { name: 'Book Appointment' })
      .click()
    await expect(rival).toHaveURL(/\/appointments\/manage\//)
    await rivalContext.close()

    // Scrolled to the bottom of the form, as a person pressing "Book" is.
    const form = page.locator('#appointment-form')
    const response = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/appointments/new'),
    )
    await form.getByRole('button', { name: 'Book Appointment' }).last().click()
    expect((await response).status()).toBe(409)
    await expect(page.getByRole('alert')).toContainText('that time was just taken')
    await expect(page.locator('#booking-problem')).toBeFocused()
    const offered = page.getByTestId('alternatives').getByRole('button')
    await expect(offered).toHaveCount(3)
    await expect(form.getByLabel('Time (IST)')).toHaveValue('')
    await expect(form.getByLabel('Full name')).toHaveValue('First Patient')
    await expect(form.getByLabel('Doctor')).toHaveValue(doctor)
    await expect(form.getByLabel('Date')).toHaveValue(slot.date)

    // One tap on an offered time books it.
    const label = (await offered.first().innerText()).replace(/^Book\s*/, '').trim()
    await offered.first().click()
    await expect(page).toHaveURL(/\/appointments\/manage\/[A-Za-z0-9_-]+$/)
    await expect(page.getByTestId('appointment-when')).toContainText(label)
    await expect(page.getByTestId('appointment-status')).toContainText('Booked')
    await context.close()
  })
}

test('a way of consulting the chosen doctor does not offer is dropped aloud, not silently', async ({
  page,
}) => {
  await page.goto('/appointments/new')
  await waitForHydration(page)
  const form = page.locator('#appointment-form')
  const mode = form.getByLabel('Consultation')
  await mode.selectOption('chat')
  await form.getByLabel('Clinic').selectOption('neurology')
  await form.getByLabel('Doctor').selectOption('dr-anjali-verma')
  const note = form.getByRole('status').filter({ hasText: 'does not offer' })
  await expect(note).toHaveText(
    'Dr. Anjali Verma does not offer “Chat”: choose one of the ways listed.',
  )
  await expect(mode.locator('option[value="chat"]')).toHaveCount(0)
  await expect(mode).toHaveAccessibleDescription(/does not offer/)
  // A doctor who offers it: the way chosen is shown again.
  await form.getByLabel('Clinic').selectOption('cardiology')
  await form.getByLabel('Doctor').selectOption('dr-farah-naaz')
  await expect(mode).toHaveValue('chat')
  await expect(note).toHaveCount(0)
  await form.getByLabel('Clinic').selectOption('neurology')
  await form.getByLabel('Doctor').selectOption('dr-anjali-verma')
  await expect(note).toHaveCount(1)
  await mode.selectOption('video')
  await expect(note).toHaveCount(0)
  await expect(mode).toHaveValue('video')
})

test('a way of consulting chosen before the scripts arrived that the doctor does not offer is named once they do', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/appointments/new', { waitUntil: 'domcontentloaded' })
  const form = page.locator('#appointment-form')
  await form.getByLabel('Doctor').selectOption('dr-rakesh-tiwari')
  await form.getByLabel('Consultation').selectOption('video')
  release()
  await waitForHydration(page)
  await expect(form.getByRole('status').filter({ hasText: 'does not offer' })).toContainText(
    '“Video call”',
  )
})

test('bad booking requests get 400 with a message, never a 500', async ({ request }) => {
  const slot = await findFreeSlot(request, 'dr-vivek-pandey', 6)
  const base = {
    department: 'laboratory',
    doctor: 'dr-vivek-pandey',
    date: slot.date,
    time: slot.time,
    mode: 'in_person',
    name: 'Test Patient',
    email: 'test@example.com',
    phone: '9876543210',
    requestKey: '00000000-0000-4000-8000-000000000000',
    intent: 'book',
  }
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['a time off the grid', { time: '09:07' }, /Choose one of the free times shown/],
    [
      'a doctor from another clinic',
      { department: 'cardiology' },
      /Choose a doctor from the Cardiology clinic/,
    ],
    ['an unknown doctor', { doctor: 'dr-nobody' }, /Choose a doctor from the list/],
    ['a past date', { date: '2020-01-06' }, /Choose today or a later date/],
    ['a date beyond the horizon', { date: '2099-01-05' }, /within the next 60 days/],
    ['a malformed date', { date: '2026-13-45' }, /Choose a real date/],
    [
      'a mode the doctor does not offer',
      { mode: 'video' },
      /does not offer that kind of consultation/,
    ],
    ['a mode named like an object property', { mode: 'constructor' }, /Choose how you want/],
    ['an oversized reason', { reason: 'x'.repeat(5000) }, /Keep it under 500 characters/],
    ['a missing request key', { requestKey: 'nope' }, /reload the page/],
  ]
  for (const [label, change, message] of cases) {
    const response = await request.post('/appointments/new', {
      form: { ...base, ...change },
      headers: { 'X-Forwarded-For': nextClientIp() },
    })
    expect(response.status(), label).toBe(400)
    expect(await response.text(), label).toMatch(message)
  }
})

test('a manage link that does not exist is a 404', async ({ page }) => {
  const response = await page.goto('/appointments/manage/not-a-real-token-at-all-123456')
  expect(response?.status()).toBe(404)
})
