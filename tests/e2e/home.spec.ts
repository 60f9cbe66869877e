import { expect, test } from './fixtures.ts'

test('the home page holds every section of the specification, in order', async ({ page }) => {
  await page.goto('/home')
  const main = page.getByRole('main')
  await expect(main.getByRole('region', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(
    2,
  )
  for (const feature of ['Examination', 'Prescription', 'Cardiogram', 'Blood Pressure']) {
    await expect(main.getByText(feature, { exact: true })).toBeVisible()
  }
  for (const box of [
    'Free consultations',
    'Share medical history',
    'Consult at your convenience',
  ]) {
    await expect(main.getByRole('heading', { name: box })).toBeVisible()
  }
  await expect(main.getByRole('link', { name: 'Find A Doctor', exact: true })).toBeVisible()
  // The video link says it opens the channel, not a tour it cannot show.
  await expect(main.getByRole('link', { name: /Our videos on YouTube/ })).toHaveAttribute(
    'href',
    /youtube\.com\/@maindoctor/,
  )
  const services = main.getByRole('region', { name: 'Services' }).getByRole('heading', { level: 3 })
  await expect(services).toHaveText([
    'Find doctor',
    'Hospitals and clinics',
    'Ambulance',
    'Laboratory analysis',
    'Pathology',
    'Pharmacy',
  ])
  await expect(main).toContainText('Rated 4.9 out of 5 from 7,541 patient reviews')
  await expect(main).not.toContainText('pounds')
  await expect(main).toContainText('Fees in rupees, before you book')
  await expect(
    main.getByRole('region', { name: 'Steps to care' }).getByRole('listitem'),
  ).toHaveCount(4)
  await expect(main.getByRole('heading', { name: 'Need a doctor today?' })).toBeVisible()
  await expect(main.getByRole('button', { name: 'Book Appointment' })).toBeVisible()

  const order = await main.locator('h2').allInnerTexts()
  const position = (text: string) => order.findIndex((heading) => heading.includes(text))
  const sequence = [
    'Free consultations',
    'A healthcare network built for our district',
    'Everything you need to get well',
    'Join the MainDoctor network',
    'Care you can trust',
    'From symptom to treatment',
    'Need a doctor today?',
    'Book an appointment with a specialist',
  ].map(position)
  expect(sequence.every((index) => index >= 0)).toBe(true)
  expect([...sequence].sort((a, b) => a - b)).toEqual(sequence)
})

test('the hero carousel can be paused and moved by keyboard', async ({ page }) => {
  await page.goto('/home')
  const hero = page.getByRole('region', { name: 'Highlights' })
  const pause = hero.getByRole('button', { name: 'Pause Highlights' })
  await pause.focus()
  await page.keyboard.press('Enter')
  await expect(hero.getByRole('button', { name: 'Play Highlights' })).toBeVisible()
  const track = hero.getByRole('list')
  await hero.getByRole('button', { name: 'Next slide' }).click()
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
})

test.describe('for people who prefer less motion', () => {
  test.use({ reducedMotion: 'reduce' })
  test('the hero does not play by itself', async ({ page }) => {
    await page.goto('/home')
    await expect(page.getByRole('button', { name: 'Play Highlights' })).toBeVisible()
  })
})

test('the doctor list narrows to the chosen clinic as you choose', async ({ page }) => {
  await page.goto('/home')
  const form = page.locator('#appointment-form')
  await form.getByLabel('Clinic').selectOption('pediatric')
  const options = form.getByLabel('Doctor').locator('option')
  await expect(options).toHaveText(['Choose a doctor', /Dr\. Imran Siddiqui/, /Dr\. Kavita Yadav/])
})

test('the booking form’s code comes when the form is reached for, keeping what was typed', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/home')
  await page.waitForLoadState('networkidle')
  const formCode = () => scripts.some((url) => /\/assets\/booking-form-/.test(url))
  expect(formCode()).toBe(false)
  const form = page.locator('#appointment-form')
  await form.getByLabel('Full name').fill('Ramesh Yadav')
  await expect.poll(formCode).toBe(true)
  // Enhanced: the server round-trip buttons give way to the live form.
  await expect(form.getByRole('button', { name: 'Show free times' })).toBeHidden()
  await expect(form.getByLabel('Full name')).toHaveValue('Ramesh Yadav')
})

test('the booking form explains every bad field', async ({ page }) => {
  await page.goto('/home')
  const form = page.locator('#appointment-form')
  await form.getByLabel('Full name').fill('Ramesh Yadav')
  await form.getByRole('button', { name: 'Book Appointment' }).click()
  await expect(form.getByLabel('Clinic')).toHaveAccessibleDescription(/Choose a clinic/)
  // The e-mail address is optional (a mobile number is enough); the phone is not.
  await expect(form.getByLabel('E-mail')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    /Enter your phone number/,
  )
  await expect(form.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Full name')).toHaveValue('Ramesh Yadav')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server narrows the doctors and keeps what was typed', async ({ page }) => {
    await page.goto('/home')
    const form = page.locator('#appointment-form')
    await form.getByLabel('Full name').fill('Ramesh Yadav')
    await form.getByLabel('Clinic').selectOption('cardiology')
    await form.getByRole('button', { name: 'Show doctors of this clinic' }).click()
    await expect(page).toHaveURL(/\/appointments\/new$/)
    await expect(form.getByLabel('Clinic')).toHaveValue('cardiology')
    await expect(form.getByLabel('Full name')).toHaveValue('Ramesh Yadav')
    await expect(form.getByLabel('Doctor').locator('option')).toHaveText([
      'Choose a doctor',
      /Dr\. Farah Naaz/,
      /Dr\. Suresh Chandra Mishra/,
    ])
  })
})
