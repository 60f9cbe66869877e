import { type Page } from '@playwright/test'
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  findFreeSlot,
  logIn,
  signIn,
  test,
  uniqueEmail,
  waitForMail,
} from './fixtures.ts'
import { ownDoctor, ownStaff } from './people.ts'

test('a booking reaches the front desk, is confirmed there, and the patient is told', async ({
  page,
  browser,
}) => {
  const slot = await findFreeSlot(page.request, 'dr-imran-siddiqui', 8)
  const email = uniqueEmail('staffflow')
  const patientName = `<img src=x onerror=alert(1)> Meera ${Date.now()}`
  // A guest books.
  await page.goto('/appointments/new?department=pediatric&doctor=dr-imran-siddiqui')
  const form = page.locator('#appointment-form')
  await form.getByLabel('Date').fill(slot.date)
  await form.getByLabel('Time (IST)').selectOption(slot.time)
  await form.getByLabel('Consultation').selectOption('in_person')
  await form.getByLabel('Full name').fill(patientName)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Phone').fill('9876543210')
  await form.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL(/\/appointments\/manage\//)

  // The front desk finds it on that day and confirms it.
  const staffContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '10.200.0.1' },
  })
  const desk = await staffContext.newPage()
  const dialogs: string[] = []
  desk.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await signIn(desk, DEMO.staff)
  await desk.goto(`/staff/appointments?date=${slot.date}&doctor=dr-imran-siddiqui`)
  const row = desk.getByRole('row').filter({ hasText: patientName })
  await expect(row).toHaveCount(1)
  await row.getByRole('link').click()
  // Whatever the patient typed is shown as text, never run.
  await expect(desk.getByTestId('patient-name')).toHaveText(patientName)
  await desk.getByRole('button', { name: 'Confirm' }).click()
  await expect(desk.getByTestId('staff-status')).toHaveText('Confirmed')
  expect(dialogs).toEqual([])
  await staffContext.close()

  await waitForMail(page, email, 'Appointment confirmed')
})

test('a contact message arrives in the inbox and is answered by e-mail', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('inbox')
  const marker = `Inbox test ${Date.now()}`
  await page.goto('/contact-us')
  const form = page.locator('#contact-form')
  await form.getByLabel('Full name').fill(marker)
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Phone').fill('9876543210')
  await form.getByLabel('Subject').selectOption('billing')
  await form.getByLabel('Message').fill('<script>alert("x")</script> Please send my bill again.')
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page).toHaveURL(/sent=MSG-/)

  const staffContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '10.200.0.2' },
  })
  const desk = await staffContext.newPage()
  await signIn(desk, DEMO.staff)
  await desk.goto('/staff')
  await expect(desk.getByTestId('new-messages')).not.toHaveText('0')
  await desk.goto('/staff/messages?status=new')
  await desk.getByRole('row').filter({ hasText: marker }).getByRole('link').click()
  await expect(desk.getByTestId('message-body')).toHaveText(
    '<script>alert("x")</script> Please send my bill again.',
  )
  await expect(desk.getByTestId('message-status')).toHaveText('read')
  await desk.getByLabel('Your reply').fill('We have sent your bill again by e-mail.')
  await desk.getByRole('button', { name: 'Send reply' }).click()
  await expect(desk.getByTestId('message-status')).toHaveText('handled')
  await expect(desk.getByText('We have sent your bill again by e-mail.')).toBeVisible()
  await staffContext.close()

  await waitForMail(page, email, 'Re: your message to MainDoctor')
})

// Who may open which staff page (403 in loaders and actions, the dispatcher's narrower area) is
// checked on the server's answers: app/routes/staff/access.server.test.ts.

async function bookAs(
  page: Page,
  doctor: string,
  department: string,
  slot: { date: string; time: string },
  name: string,
) {
  await page.goto(`/appointments/new?department=${department}&doctor=${doctor}`)
  const form = page.locator('#appointment-form')
  await form.getByLabel('Date').fill(slot.date)
  await form.getByLabel('Time (IST)').selectOption(slot.time)
  await form.getByLabel('Consultation').selectOption('in_person')
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('E-mail').fill(uniqueEmail('doc'))
  await form.getByLabel('Phone').fill('9876543210')
  await form.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL(/\/appointments\/manage\//)
}

test('a doctor sees their own appointments, cannot mark a visit before it starts, and cannot open another doctor’s', async ({
  page,
  browser,
}) => {
  const own = await findFreeSlot(page.request, 'dr-anjali-verma', 1)
  const other = await findFreeSlot(page.request, 'dr-rakesh-tiwari', 1)
  const ownName = `Own Patient ${Date.now()}`
  const otherName = `Other Patient ${Date.now()}`
  await bookAs(page, 'dr-anjali-verma', 'neurology', own, ownName)
  await bookAs(page, 'dr-rakesh-tiwari', 'neurology', other, otherName)

  // The front desk can see the other doctor's appointment id.
  const staffContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '10.200.0.3' },
  })
  const desk = await staffContext.newPage()
  await signIn(desk, DEMO.staff)
  await desk.goto(`/staff/appointments?date=${other.date}&doctor=dr-rakesh-tiwari`)
  const href = await desk
    .getByRole('row')
    .filter({ hasText: otherName })
    .getByRole('link')
    .getAttribute('href')
  const otherId = href!.split('/').pop()!
  await staffContext.close()

  await page.context().clearCookies()
  await logIn(page, DEMO.doctor)
  // Doctors land on their own day.
  await expect(page).toHaveURL(/\/doctor$/)
  const row = page.getByRole('row').filter({ hasText: ownName })
  await expect(row).toHaveCount(1)
  await expect(page.getByText(otherName)).toHaveCount(0)
  await row.getByRole('link').click()
  // The visit is days away: how it went cannot be said yet (completed would unlock a review).
  await expect(page.getByTestId('outcomes-from')).toContainText(
    'You can mark the visit completed or no-show from its start time',
  )
  await expect(page.getByRole('button', { name: /Mark (no-show|completed)/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
  // Posted anyway (an old tab, a forged form): a clear refusal, nothing changed.
  const early = await page.request.post(page.url(), {
    form: { from: 'requested', to: 'no_show' },
    maxRedirects: 0,
  })
  expect(early.status()).toBe(409)
  expect(await early.text()).toContain('This visit has not started yet')
  await page.reload()
  await expect(page.getByTestId('doctor-status')).toHaveText('Requested')

  const response = await page.goto(`/doctor/appointments/${otherId}`)
  expect(response?.status()).toBe(404)
  expect((await page.goto(`/staff/appointments/${otherId}`))?.status()).toBe(403)
})

test('an admin creates a staff account that sets its password by e-mail, then disables it', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('newstaff')
  await signIn(page, DEMO.admin)
  await page.goto('/staff/people')
  const form = page.locator('#new-account-form')
  await form.getByLabel('Full name').fill('Neha Front Desk')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Role').selectOption('staff')
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByTestId('person-role')).toHaveText('staff')

  const mail = await waitForMail(page, email, 'Your MainDoctor account is ready')
  const link = /\/reset-password\?token=[^\s<"]+/.exec(mail.text)![0]
  const staffContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '10.200.0.4' },
  })
  const newcomer = await staffContext.newPage()
  await newcomer.goto(link)
  await newcomer.getByLabel('New password', { exact: true }).fill('front-desk-neha-1')
  await newcomer.getByRole('button', { name: 'Save new password' }).click()
  await expect(newcomer).toHaveURL(/\/login$/)
  await signIn(newcomer, { email, password: 'front-desk-neha-1' })
  expect((await newcomer.goto('/staff'))?.status()).toBe(200)

  await page.getByRole('button', { name: 'Disable account' }).click()
  await expect(page.getByTestId('person-state')).toHaveText('Disabled')
  // The audit log shows who did it; staff (not admins) cannot open the log.
  await page.goto(`/staff/audit?action=account.disabled&actor=${DEMO.admin.email}`)
  await expect(page.getByRole('row').filter({ hasText: 'account.disabled' }).first()).toContainText(
    DEMO.admin.email,
  )
  // The newcomer's session ended at once.
  await newcomer.goto('/staff')
  await expect(newcomer).toHaveURL(/\/login\?redirectTo=%2Fstaff$/)
  await staffContext.close()
})

test('staff book for a patient who phoned, then move the appointment', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A desk and a doctor of this test's own: no other test takes these times.
  const [desk, doctor] = await Promise.all([
    ownStaff({ playwright, baseURL }),
    ownDoctor({ playwright, baseURL }, { department: 'pathology' }),
  ])
  const slot = await findFreeSlot(page.request, doctor.slug, 9)
  const later = await findFreeSlot(page.request, doctor.slug, 16, 'last')
  await signIn(page, desk)
  await page.goto('/staff/appointments')
  await page.getByRole('link', { name: 'Book for a patient' }).click()
  const form = page.locator('#appointment-form')
  await form.getByLabel('Clinic').selectOption('pathology')
  await form.getByLabel('Doctor').selectOption(doctor.slug)
  await form.getByLabel('Date').fill(slot.date)
  await form.getByLabel('Time (IST)').selectOption(slot.time)
  await form.getByLabel('Consultation').selectOption('phone')
  await form.getByLabel('Full name').fill(`Caller ${Date.now()}`)
  await form.getByLabel('E-mail').fill(uniqueEmail('caller'))
  await form.getByLabel('Phone').fill('9876543210')
  await form.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL(/\/staff\/appointments\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('staff-status')).toHaveText('Requested')
  await page.getByLabel('New date').fill(later.date)
  await page.getByRole('button', { name: 'Show free times' }).click()
  await page.getByLabel('Free times (IST)').selectOption(later.time)
  await page.getByRole('button', { name: 'Move appointment' }).click()
  await expect(page.getByTestId('toast')).toContainText('Appointment moved')
  await expect(page.getByRole('definition').filter({ hasText: later.label })).toBeVisible()
})

test('an admin adds a doctor with weekly hours, and the doctor’s free times appear in public booking', async ({
  page,
}) => {
  const name = `Dr. Test ${Date.now()}`
  await signIn(page, DEMO.admin)
  await page.goto('/staff/doctors')
  await page.getByRole('link', { name: 'Add a doctor' }).click()
  const form = page.locator('#doctor-form')
  await form.getByLabel('Full name (with title)').fill(name)
  await form.getByLabel('Department').selectOption('laboratory')
  await form.getByLabel('Qualifications').fill('MBBS, MD (Microbiology)')
  await form.getByLabel('Registration number').fill('UPMC-70001')
  await form.getByLabel('Gender').selectOption('male')
  await form.getByLabel('Languages').fill('Hindi, English')
  await form.getByLabel('Years of experience').fill('4')
  await form.getByLabel('Fee (₹)').fill('350')
  await form.getByLabel('Video call').check()
  await form.getByRole('button', { name: 'Save doctor' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  const hours = page.locator('#hours-form')
  await hours.getByLabel('Day').selectOption('6')
  await hours.getByLabel('Where').fill('Room 7, MainDoctor Clinic')
  await hours.getByLabel('From').fill('10:00')
  await hours.getByLabel('Until').fill('12:00')
  await hours.getByLabel('Minutes per appointment').fill('30')
  await hours.getByRole('button', { name: 'Add hours' }).click()
  await expect(
    page.getByText('Saturday 10:00–12:00, 30-minute slots, Room 7, MainDoctor Clinic'),
  ).toBeVisible()

  // The public booking form offers the new doctor and their Saturday times.
  await page.context().clearCookies()
  await page.goto('/appointments/new?department=laboratory')
  const doctorOption = page
    .locator('#appointment-form')
    .getByLabel('Doctor')
    .locator('option', { hasText: name })
  await expect(doctorOption).toHaveCount(1)
  const slug = await doctorOption.getAttribute('value')
  const slot = await findFreeSlot(page.request, slug!, 1)
  expect(slot.label).toMatch(/10:00 am|10:30 am|11:00 am|11:30 am/)
})

async function bookByPhone(page: Page, slot: { date: string; time: string }, name: string) {
  await page.goto('/staff/appointments/new')
  const form = page.locator('#appointment-form')
  await form.getByLabel('Clinic').selectOption('pathology')
  await form.getByLabel('Doctor').selectOption('dr-meenakshi-srivastava')
  await form.getByLabel('Date').fill(slot.date)
  await form.getByLabel('Time (IST)').selectOption(slot.time)
  await form.getByLabel('Consultation').selectOption('phone')
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('E-mail').fill(uniqueEmail('caller'))
  await form.getByLabel('Phone').fill('9876543210')
  await form.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL(/\/staff\/appointments\/[0-9a-f-]{36}$/)
}

test('moving to a time just taken: 409, nothing changes, and the nearest free times are listed', async ({
  page,
}) => {
  const slot = await findFreeSlot(page.request, 'dr-meenakshi-srivastava', 12)
  const wanted = await findFreeSlot(page.request, 'dr-meenakshi-srivastava', 22)
  await signIn(page, DEMO.staff)
  await bookByPhone(page, slot, `Caller ${Date.now()}`)
  await page.getByLabel('New date').fill(wanted.date)
  await page.getByRole('button', { name: 'Show free times' }).click()
  await page.getByLabel('Free times (IST)').selectOption(wanted.time)

  // Another desk books that very time meanwhile.
  const rival = await page.context().newPage()
  await bookByPhone(rival, wanted, `Rival caller ${Date.now()}`)
  await rival.close()

  const response = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/staff/appointments/'),
  )
  await page.getByRole('button', { name: 'Move appointment' }).click()
  expect((await response).status()).toBe(409)
  const alert = page.getByRole('alert').filter({ hasText: 'that time was just taken' })
  await expect(alert).toContainText('The nearest free times:')
  expect(await alert.getByRole('listitem').count()).toBeGreaterThan(1)
  await expect(page.getByTestId('staff-status')).toHaveText('Requested')
  await expect(page.getByRole('definition').filter({ hasText: slot.label })).toHaveCount(1)
})
