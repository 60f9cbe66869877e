import {
  DEMO,
  expect,
  expectNoAxeViolations,
  newClient,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'

const CLINIC = 'maindoctor-clinic-haidergarh'

// The clinic's day (issue 49): the desk gives a walk-in a token, the doctor calls the next
// patient, and the waiting-hall screen shows it within two seconds, without a reload.
test('desk issues a walk-in token, the doctor calls it, the hall screen shows it live', async ({
  page,
  browser,
}) => {
  // Demo mode: the demo doctor is in OPD today, whatever the weekday.
  expect(
    (await page.request.post('/dev/opd', { form: { open: '1' }, maxRedirects: 0 })).status(),
  ).toBe(302)

  const hall = await newClient(browser)
  const screen = await hall.newPage()
  await screen.goto(`/display/${CLINIC}`)
  await waitForHydration(screen)
  const doctorCard = screen.getByTestId('display-doctor').filter({ hasText: 'Dr. Anjali Verma' })
  await expect(doctorCard).toBeVisible()
  // Listening before anything is called (the stream says so by the notice going away).
  await expect(screen.getByText('Reconnecting…')).toHaveCount(0)

  await signIn(page, DEMO.staff)
  await page.goto(`/staff/opd?clinic=${CLINIC}`)
  await waitForHydration(page)
  const doctors = page.getByLabel('Doctor', { exact: true })
  const anjali = doctors.locator('option', { hasText: 'Dr. Anjali Verma' })
  await doctors.selectOption((await anjali.getAttribute('value'))!)
  await page.getByLabel("Patient's name").fill('Bhola Nath')
  await page.getByLabel('Mobile number').first().fill('98111 22233')
  await page.getByLabel('Age (years)').fill('61')
  await page.getByLabel('Sex').selectOption('male')
  await page.getByRole('button', { name: 'Give token' }).click()
  const slip = page.getByTestId('token-slip')
  await expect(slip).toContainText('Dr. Anjali Verma')
  const token = (await slip.locator('p').first().textContent())!.trim()
  expect(token).toMatch(/^\d+$/)
  await expectNoAxeViolations(page)

  const doctorContext = await newClient(browser)
  const doctor = await doctorContext.newPage()
  await signIn(doctor, DEMO.doctor)
  await doctor.goto('/doctor/opd')
  await expect(doctor.getByTestId('order-rule')).toBeAttached()
  // Only this test gives OPD tokens: the walk-in is next.
  await doctor.getByRole('button', { name: `Call next: token ${token}` }).click()
  await expect(doctor.getByTestId('in-room')).toContainText('Bhola Nath')
  await expectNoAxeViolations(doctor)

  // Live on the hall's screen within two seconds, with no reload; a token number, never a name.
  await expect(doctorCard.getByTestId('now-serving')).toHaveText(token, { timeout: 2_000 })
  await expect(screen.getByText('Bhola Nath')).toHaveCount(0)
  await expectNoAxeViolations(screen)

  // The visit's notes and prescription page, as the doctor writes them.
  await doctor.getByRole('link', { name: 'Notes and prescription' }).click()
  await expect(doctor.getByRole('heading', { name: `Token ${token}` })).toBeVisible()
  await expectNoAxeViolations(doctor)
  await hall.close()
  await doctorContext.close()
})
