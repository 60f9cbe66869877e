import {
  bookDirectly,
  DEMO,
  expect,
  expectNoAxeViolations,
  newClient,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'

// Issue 49 item 5: a booked patient, checked in at the desk, follows the doctor's Call next on
// their manage page live, without reloading it.
test("the patient's manage page follows the doctor's Call next live", async ({ page, browser }) => {
  test.setTimeout(90_000)
  // The front desk opens the demo doctor's OPD today, then checks the booking in by its link.
  await signIn(page, DEMO.staff)
  const opened = await page.request.post('/dev/opd', { form: {}, maxRedirects: 0 })
  expect(opened.status()).toBe(302)
  const { path } = await bookDirectly(page.request, {
    doctor: 'dr-anjali-verma',
    department: 'neurology',
    fromDays: 0,
    name: 'Kamla Devi',
  })
  await page.goto(opened.headers()['location']!)
  await page.getByLabel('Mobile number or confirmation code').fill(path)
  await page.getByLabel('Mobile number or confirmation code').press('Enter')
  await page.getByRole('button', { name: 'Check in' }).first().click()
  await expect(page.getByTestId('token-slip')).toBeVisible()

  // The patient's phone: the manage page shows the token and the patients ahead.
  const phone = await (await newClient(browser)).newPage()
  await phone.goto(path)
  const status = phone.getByTestId('token-status')
  await expect(phone.getByTestId('token-number')).toBeVisible()
  await expect(status).toContainText(/ahead of you|You are next/)
  await waitForHydration(phone)
  await expectNoAxeViolations(phone)

  // The doctor calls the next patient until it is this one's turn; each call moves the phone's
  // page by itself (no reload: the navigation count stays the same).
  const doctor = await (await newClient(browser)).newPage()
  await signIn(doctor, DEMO.doctor)
  await doctor.goto('/doctor/opd')
  let navigations = 0
  phone.on('framenavigated', (frame) => {
    if (frame === phone.mainFrame()) navigations++
  })
  for (let calls = 0; calls < 30; calls++) {
    if ((await status.textContent())?.includes("It's your turn")) break
    const before = await status.textContent()
    await doctor.getByRole('button', { name: /^Call next/ }).click()
    await expect(status).not.toHaveText(before ?? '', { timeout: 5_000 })
  }
  await expect(status).toContainText("It's your turn")
  expect(navigations).toBe(0)
})
