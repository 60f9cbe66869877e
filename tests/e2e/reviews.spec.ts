import {
  DEMO,
  expect,
  expectNoAxeViolations,
  nextClientIp,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'

// A verified review end to end: the demo patient's completed visit (seeded) is reviewed with the
// keyboard, staff approve its words without JavaScript, and the words show on the doctor's
// profile as text (markup typed into a review is never rendered).

test.describe.configure({ timeout: 90_000 })

test('a patient reviews a completed visit, staff approve the words, the profile shows them', async ({
  page: patient,
  browser,
}) => {
  await signIn(patient, DEMO.patient)
  await patient.goto('/account/appointments')
  await patient.getByTestId('review-link').first().click()
  await expect(patient.getByRole('heading', { level: 1 })).toContainText('Dr. Rakesh Tiwari')
  await waitForHydration(patient)

  // Sent with nothing chosen: a message next to each question, nothing stored.
  await patient.getByRole('button', { name: 'Send review' }).click()
  await expect(patient.getByText('Choose from 1 to 5 stars.')).toBeVisible()
  await expectNoAxeViolations(patient)

  // The keyboard alone: Tab into each group, arrow keys choose.
  const overall = patient.getByRole('group', { name: 'Overall, how was your visit?' })
  await overall.getByRole('radio', { name: '1 Very poor' }).focus()
  for (let i = 0; i < 4; i++) await patient.keyboard.press('ArrowRight')
  await expect(overall.getByRole('radio', { name: '5 Excellent' })).toBeChecked()
  await patient
    .getByRole('group', { name: /explained/ })
    .getByRole('radio', { name: '4 Well' })
    .check()
  await patient
    .getByRole('group', { name: /waiting time/ })
    .getByRole('radio', { name: '3 Acceptable' })
    .check()
  await patient
    .getByRole('group', { name: /recommend/ })
    .getByRole('radio', { name: '5 Certainly' })
    .check()
  const words = `<b>Listened</b> well ${Date.now()}`
  await patient.getByLabel(/In your own words/).fill(words)
  await patient.getByRole('button', { name: 'Send review' }).click()
  await expect(patient).toHaveURL(/\/account\/reviews$/)
  await expect(patient.getByTestId('my-review').filter({ hasText: words })).toContainText(
    'Your words wait for a check',
  )

  // Staff, without JavaScript: approve the words.
  const staffContext = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
  })
  const staff = await staffContext.newPage()
  await signIn(staff, DEMO.staff)
  await staff.goto('/staff/reviews')
  const item = staff.getByTestId('moderation-item').filter({ hasText: words })
  await item.getByRole('button', { name: /Approve words/ }).click()
  await expect(staff.getByText('The words are now shown.')).toBeVisible()

  // The profile: the words, as text, and the count without an average (too few reviews).
  await patient.goto('/doctors/dr-rakesh-tiwari')
  await expect(patient.getByTestId('review-list').getByText(words)).toBeVisible()
  await expect(patient.getByTestId('rating-summary')).toContainText('too few to show an average')
  await expect(patient.locator('[data-testid="review-list"] b')).toHaveCount(0)
  await staffContext.close()
})
