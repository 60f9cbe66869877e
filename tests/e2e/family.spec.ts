import { type Page } from '@playwright/test'
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  findFreeSlot,
  newClient,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'
import { ownDoctor, ownPatient, ownStaff } from './people.ts'

test.describe.configure({ timeout: 90_000 })

/** A name nobody else in this run has (letters only, as names are). */
function uniqueName(first: string) {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const tail = Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * 26)]).join('')
  return `${first} K${tail}`
}

/** Adds a member through the page's own POST (as a browser without JavaScript sends it). */
async function addMemberDirectly(page: Page, member: Record<string, string>) {
  const response = await page.request.post('/account/family', {
    form: { intent: 'add', ...member },
    maxRedirects: 0,
  })
  expect(response.status(), 'adding a member answers with a redirect').toBe(302)
}

async function memberIdOf(page: Page, name: string) {
  await page.goto('/account/family')
  const href = await page
    .getByTestId('family-member')
    .filter({ hasText: name })
    .getByRole('link', { name: /Change/ })
    .getAttribute('href')
  return new URL(href!, 'http://x').searchParams.get('edit')!
}

test('a patient adds a family member and books for them; the doctor sees the member as the patient', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Asha')
  await signIn(page, DEMO.patient)
  await page.goto('/account')
  await page.getByRole('link', { name: 'Manage family members' }).click()
  await expect(page).toHaveURL(/\/account\/family$/)
  await waitForHydration(page)
  const form = page.locator('#family-member-form')
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('Relation to you').selectOption('child')
  await form.getByLabel('Sex').selectOption('female')
  await form.getByLabel('Age in years').fill('7')
  await form.getByLabel('Their own mobile number').fill('098765 43299')
  const [added] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Add to my family' }).click(),
  ])
  expect(added.status(), 'adding the member is accepted').toBeLessThan(400)
  const card = page.getByTestId('family-member').filter({ hasText: name })
  await expect(card).toContainText('Son or daughter · Female · 7 years')
  await expect(card).toContainText('Own mobile: +91 98765 43299')

  // Book for them: a time of the demo doctor within her week's schedule.
  const slot = await findFreeSlot(page.request, 'dr-anjali-verma', 1)
  await card.getByRole('link', { name: `Book an appointment for ${name}` }).click()
  await expect(page).toHaveURL(/\/appointments\/new\?member=/)
  await waitForHydration(page)
  const booking = page.locator('#appointment-form')
  const forWhom = booking.getByRole('group', { name: 'Who is this appointment for?' })
  // The link preselects the member; Myself is the other choice.
  await expect(forWhom.getByRole('radio', { name: new RegExp(name) })).toBeChecked()
  await expect(forWhom.getByRole('radio', { name: /Myself/ })).not.toBeChecked()
  await booking.getByLabel('Clinic').selectOption('neurology')
  await booking.getByLabel('Doctor').selectOption('dr-anjali-verma')
  await booking.getByLabel('Date').fill(slot.date)
  await expect(
    booking.getByLabel('Time (IST)').locator(`option[value="${slot.time}"]`),
  ).toHaveCount(1)
  await booking.getByLabel('Time (IST)').selectOption(slot.time)
  await booking.getByLabel('Consultation').selectOption('in_person')
  await booking.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(page).toHaveURL(/\/appointments\/manage\//)
  await expect(page.getByTestId('appointment-for')).toHaveText(`${name} (Son or daughter)`)

  await page.goto('/account/appointments')
  await expect(
    page
      .getByRole('region', { name: 'Upcoming' })
      .getByTestId('appointment-for')
      .filter({ hasText: name }),
  ).toHaveText(`For: ${name} (Son or daughter)`)

  // The doctor: the member is the patient, with relation, sex, age and who booked.
  const doctorContext = await newClient(browser)
  const doctor = await doctorContext.newPage()
  await signIn(doctor, DEMO.doctor)
  await doctor.goto('/doctor')
  const row = doctor.getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('Son or daughter of the account holder (Sunita Devi)')
  await row.getByRole('link').click()
  await expect(doctor.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(doctor.getByTestId('patient-relation')).toHaveText(
    'Son or daughter of the account holder',
  )
  await expect(doctor.getByTestId('patient-age')).toHaveText('7 years')
  await expect(doctor.getByTestId('patient-booked-by')).toContainText('Sunita Devi')
  await doctorContext.close()
})

test('front desk staff find the patient by mobile, see the family and book for a member', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const name = uniqueName('Kamla')
  // The patient, the desk and the doctor are this test's own: no other test adds to this family
  // or takes this doctor's times.
  const [holder, staff, doctor] = await Promise.all([
    ownPatient({ playwright, baseURL }, uniqueName('Sunita')),
    ownStaff({ playwright, baseURL }),
    ownDoctor({ playwright, baseURL }, { department: 'neurology' }),
  ])
  await signIn(page, holder)
  await addMemberDirectly(page, {
    name,
    relation: 'parent',
    sex: 'female',
    dateOfBirth: '1956-08-15',
  })

  const staffContext = await newClient(browser)
  const desk = await staffContext.newPage()
  await signIn(desk, staff)
  await desk.goto('/staff')
  await desk
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'People' })
    .click()
  // The patient's number, typed as people say it (+91 98765 43210).
  const mobile = holder.mobile.slice(3)
  await desk
    .getByLabel('Name, e-mail or mobile')
    .fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)
  await desk.getByRole('button', { name: 'Show' }).click()
  // The unfiltered list may name her too: wait for the search's answer, or the click can land on
  // the old page while the search is still loading, and the search's page replaces hers.
  await expect(desk).toHaveURL(/\/staff\/people\?q=/)
  await desk.getByRole('link', { name: holder.name }).click()
  const family = desk.getByRole('region', { name: 'Family' })
  const member = family.getByTestId('person-family-member').filter({ hasText: name })
  await expect(member).toContainText('Father or mother · Female')
  // Staff cannot manage accounts: the admin's forms are not there.
  await expect(desk.getByRole('button', { name: 'Change role' })).toHaveCount(0)
  const slot = await findFreeSlot(desk.request, doctor.slug, 2)
  await member.getByRole('link', { name: `Book an appointment for ${name}` }).click()
  await expect(desk.getByTestId('booking-account')).toContainText(holder.name)
  await waitForHydration(desk)
  const booking = desk.locator('#appointment-form')
  await expect(booking.getByRole('radio', { name: new RegExp(name) })).toBeChecked()
  await booking.getByLabel('Clinic').selectOption('neurology')
  await booking.getByLabel('Doctor').selectOption(doctor.slug)
  await booking.getByLabel('Date').fill(slot.date)
  await expect(
    booking.getByLabel('Time (IST)').locator(`option[value="${slot.time}"]`),
  ).toHaveCount(1)
  await booking.getByLabel('Time (IST)').selectOption(slot.time)
  await booking.getByLabel('Consultation').selectOption('in_person')
  await booking.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(desk).toHaveURL(/\/staff\/appointments\/[\w-]+$/)
  await expect(desk.getByTestId('patient-name')).toHaveText(name)
  await expect(desk.getByTestId('patient-relation')).toHaveText(
    'Father or mother of the account holder',
  )
  await expect(desk.getByTestId('patient-booked-by')).toContainText(holder.name)
  await staffContext.close()

  // It is in the patient's own list.
  await page.goto('/account/appointments')
  await expect(page.getByTestId('appointment-for').filter({ hasText: name })).toHaveCount(1)
})

test('another account’s family member is not found: not to change, remove or book for', async ({
  page,
  browser,
}) => {
  const name = uniqueName('Ravi')
  await signIn(page, DEMO.patient)
  await addMemberDirectly(page, { name, relation: 'sibling', sex: 'male', age: '40' })
  const id = await memberIdOf(page, name)

  const otherContext = await newClient(browser)
  const other = await otherContext.newPage()
  await signIn(other, DEMO.doctor)
  expect((await other.goto(`/account/family?edit=${id}`))?.status()).toBe(404)
  const removal = await other.request.post('/account/family', {
    form: { intent: 'remove', memberId: id },
    maxRedirects: 0,
  })
  expect(removal.status()).toBe(404)
  const change = await other.request.post('/account/family', {
    form: {
      intent: 'edit',
      memberId: id,
      name: 'Taken Over',
      relation: 'other',
      sex: 'male',
      age: '3',
    },
    maxRedirects: 0,
  })
  expect(change.status()).toBe(404)
  await otherContext.close()

  // Still there, unchanged.
  await page.goto('/account/family')
  await expect(page.getByTestId('family-member').filter({ hasText: name })).toContainText(
    'Brother or sister',
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('bad details come back next to their fields with everything typed; then the member is added and removed', async ({
    page,
  }) => {
    const name = uniqueName('Meena')
    await signIn(page, DEMO.patient)
    await page.goto('/account/family')
    const form = page.locator('#family-member-form')
    await form.getByLabel('Full name').fill(name)
    await form.getByLabel('Relation to you').selectOption('spouse')
    await form.getByLabel('Sex').selectOption('female')
    await form.getByLabel('Date of birth').fill('2099-01-01')
    await form.getByLabel('Their own mobile number').fill('12345')
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Add to my family' }).click(),
    ])
    expect(answer.status()).toBe(400)
    await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription(
      /The date of birth cannot be in the future/,
    )
    await expect(form.getByLabel('Their own mobile number')).toHaveAccessibleDescription(
      /valid|10-digit|number/i,
    )
    await expect(form.getByLabel('Full name')).toHaveValue(name)
    await expect(form.getByLabel('Relation to you')).toHaveValue('spouse')

    await form.getByLabel('Date of birth').fill('')
    await form.getByLabel('Age in years').fill('130')
    await form.getByLabel('Their own mobile number').fill('+91 98765 43298')
    await form.getByRole('button', { name: 'Add to my family' }).click()
    await expect(form.getByLabel('Age in years')).toHaveAccessibleDescription(
      /Enter an age of 120 years or less/,
    )
    await expect(form.getByLabel('Their own mobile number')).toHaveValue('+91 98765 43298')

    await form.getByLabel('Age in years').fill('35')
    await form.getByRole('button', { name: 'Add to my family' }).click()
    const card = page.getByTestId('family-member').filter({ hasText: name })
    await expect(card).toContainText('Husband or wife · Female · 35 years')

    // Change: the age becomes a date of birth.
    await card.getByRole('link', { name: /Change/ }).click()
    await expect(page.locator('#family-member-form').getByLabel('Age in years')).toHaveValue('35')
    await page.locator('#family-member-form').getByLabel('Date of birth').fill('2000-01-01')
    await page.locator('#family-member-form').getByLabel('Age in years').fill('')
    await page.getByRole('button', { name: 'Save the changes' }).click()
    await expect(card).toContainText('Husband or wife · Female ·')
    await expect(card).not.toContainText('35 years')

    await card.getByRole('button', { name: `Remove ${name} from your family` }).click()
    await expect(page.getByTestId('family-member').filter({ hasText: name })).toHaveCount(0)
  })
})

test('at most ten family members: the page says so and the eleventh is refused', async ({
  page,
}) => {
  // The admin's own account, so that other tests' members of the demo patient do not count.
  await signIn(page, DEMO.admin)
  await page.goto('/account/family')
  const existing = await page.getByTestId('family-member').count()
  for (let i = existing; i < 10; i++)
    await addMemberDirectly(page, {
      name: uniqueName('Child'),
      relation: 'child',
      sex: 'male',
      age: String(i),
    })
  await page.goto('/account/family')
  await expect(page.getByTestId('family-full')).toContainText('You have 10 family members')
  await expect(page.getByRole('button', { name: 'Add to my family' })).toHaveCount(0)
  const eleventh = await page.request.post('/account/family', {
    form: { intent: 'add', name: 'One Too Many', relation: 'child', sex: 'male', age: '1' },
    maxRedirects: 0,
  })
  expect(eleventh.status()).toBe(400)
  expect(await eleventh.text()).toContain('An account can keep at most 10 family members')
})

test('/account/family with a member and with errors has no WCAG 2.2 AA violations', async ({
  page,
}) => {
  await signIn(page, DEMO.patient)
  await addMemberDirectly(page, {
    name: uniqueName('Gita'),
    relation: 'grandchild',
    sex: 'female',
    age: '2',
  })
  await page.goto('/account/family')
  await waitForHydration(page)
  const form = page.locator('#family-member-form')
  await form.getByLabel('Full name').fill('Gita Devi')
  await form.getByLabel('Relation to you').selectOption('grandparent')
  await form.getByLabel('Sex').selectOption('female')
  await form.getByRole('button', { name: 'Add to my family' }).click()
  await expect(form.getByLabel('Date of birth')).toHaveAccessibleDescription(
    /Enter the date of birth, or the age in years/,
  )
  await expectNoAxeViolations(page)
  await page.goto('/appointments/new')
  await expect(page.getByRole('group', { name: 'Who is this appointment for?' })).toBeVisible()
  await expectNoAxeViolations(page)
})
