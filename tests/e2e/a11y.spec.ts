import { DEMO, expect, expectNoAxeViolations, signIn, test } from './fixtures.ts'

// axe takes a few seconds on a long page when the machine is busy.
test.describe.configure({ timeout: 60_000 })

// axe once per page template: each page, and each state of it that shows other parts (results,
// none found, errors, the emergency answer), once. The same template with other data (another
// department, another clinic, a sorted list) is not scanned again.
const ROUTES = [
  '/home',
  '/contact-us',
  '/login',
  '/register',
  '/forget-password',
  '/forget-password?sent=1',
  '/reset-password?token=abcdefghijklmnop',
  '/reset-password',
  '/verify-email?token=bad',
  '/logout',
  '/privacy',
  '/appointments/new',
  '/appointments/new?department=neurology&doctor=dr-anjali-verma',
  '/search?q=heart',
  '/search?q=xqzvwk',
  '/doctors',
  '/doctors?gender=other',
  '/doctors/dr-anjali-verma',
  '/departments/cardiology',
  '/find-care',
  '/find-care?s=headache&s=fever',
  '/find-care?q=chest+pain+and+sweating',
  '/find-care?q=xqzvwk',
  '/lab-tests',
  '/lab-tests/cbc',
  '/lab-tests/packages/basic-health-check',
  '/medicines',
  '/medicines?q=paracitamol&prescription=rx',
  '/medicines/amoxycillin-500-capsule',
  '/medicines/cart',
  '/appointments/new?doctor=dr-anjali-verma&date=2030-01-01&time=09:00',
  '/missing-page',
  '/dev/mailbox',
  '/dev/sms',
  '/dev/consultation',
  '/prescriptions/verify/no-such-code-0000',
  '/lab-tests/verify/ABCDEFGHJK',
  '/ambulance',
  '/facilities',
  '/facilities?type=laboratory&open=now&lat=26.79&lng=81.49',
  '/facilities?lat=999&lng=abc',
  '/facilities/maindoctor-clinic-haidergarh',
  '/reviews/rules',
  '/join',
  '/display/maindoctor-clinic-haidergarh',
]

for (const path of ROUTES) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path)
    await expectNoAxeViolations(page)
  })
}

test('/contact-us with errors has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/contact-us')
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await page.getByRole('textbox', { name: 'Full name' }).waitFor()
  await expectNoAxeViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  for (const path of ['/home', '/doctors', '/doctors/dr-kavita-yadav', '/find-care?q=snake+bite']) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})

// One sign-in per account, its pages one after another.
const PATIENT_PAGES = [
  '/account',
  '/account/appointments',
  '/account/family',
  '/account/delete',
  '/account/mobile',
  '/account/medicines',
  '/account/reviews',
  '/medicines/order',
  '/logout',
  '/staff',
  '/home',
]
test(`${PATIENT_PAGES.join(', ')} signed in as a patient have no WCAG 2.2 AA violations`, async ({
  page,
}) => {
  // A dozen pages, each scanned: twice the time of one page's test.
  test.setTimeout(120_000)
  await signIn(page, DEMO.patient)
  for (const path of PATIENT_PAGES) {
    await test.step(path, async () => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})

const ADMIN_PAGES = [
  '/staff',
  '/staff/appointments',
  '/staff/appointments/new',
  '/staff/messages',
  '/staff/reviews',
  '/staff/people',
  '/staff/audit',
  '/staff/doctors',
  '/staff/doctors/new',
  '/staff/ambulance',
  '/staff/ambulance/fleet',
  '/staff/applications',
]
test(`${ADMIN_PAGES.join(', ')} as an admin have no WCAG 2.2 AA violations`, async ({ page }) => {
  // A dozen pages, each scanned: twice the time of one page's test.
  test.setTimeout(120_000)
  await signIn(page, DEMO.admin)
  for (const path of ADMIN_PAGES) {
    await test.step(path, async () => {
      await page.goto(path)
      await expectNoAxeViolations(page)
    })
  }
})

test('/staff with the ambulance numbers shown, as a dispatcher, has no WCAG 2.2 AA violations', async ({
  page,
}) => {
  await signIn(page, DEMO.dispatcher)
  await page.goto('/staff')
  await page.getByText('Show the numbers').click()
  await expect(page.getByRole('region', { name: 'Ambulance figures per day' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('/staff/lab and an order on it, as the laboratory, have no WCAG 2.2 AA violations', async ({
  page,
}) => {
  await signIn(page, DEMO.lab)
  await page.goto('/staff/lab')
  await expectNoAxeViolations(page)
  // The demo's visit booked for today: its next step is taking the sample at the counter.
  await page
    .getByRole('row', { name: /Mohd\. Arif/ })
    .getByRole('link')
    .click()
  await expect(page.getByRole('button', { name: 'Sample collected' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('/staff/pharmacy and a new order on it, as the pharmacist, have no WCAG 2.2 AA violations', async ({
  page,
}) => {
  await signIn(page, DEMO.pharmacist)
  await page.goto('/staff/pharmacy')
  await expectNoAxeViolations(page)
  // New orders come first: the pharmacist reads one and writes its list.
  await page
    .getByRole('row', { name: /New: to check/ })
    .first()
    .getByRole('link')
    .click()
  await expect(page.getByRole('button', { name: 'Confirm the list' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('/staff/opd, the front desk, has no WCAG 2.2 AA violations', async ({ page }) => {
  await signIn(page, DEMO.staff)
  await page.goto('/staff/opd')
  await expectNoAxeViolations(page)
})

test('/doctor has no WCAG 2.2 AA violations', async ({ page }) => {
  await signIn(page, DEMO.doctor)
  await page.goto('/doctor')
  await expectNoAxeViolations(page)
  await page.goto('/doctor/reviews')
  await expectNoAxeViolations(page)
  await page.goto('/doctor/opd')
  await expectNoAxeViolations(page)
})

test('the OPD check-in poster, the clinic check-in page and the OPD figures have no WCAG 2.2 AA violations', async ({
  page,
}) => {
  await page.goto('/opd/arrive/maindoctor-clinic-haidergarh')
  await expectNoAxeViolations(page)
  await signIn(page, DEMO.staff)
  await page.goto('/staff/opd/poster')
  await expect(page.getByTestId('poster-qr')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/staff/opd/figures?month=2026-13')
  await expect(page.getByText('Enter a month as year and month')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.goto('/staff/opd/figures')
  await expect(page.getByTestId('figures-table')).toBeVisible()
  await expectNoAxeViolations(page)
})
