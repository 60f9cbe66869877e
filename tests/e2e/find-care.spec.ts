import { type Page } from '@playwright/test'
import {
  expect,
  expectNoAxeViolations,
  holdScripts,
  test,
  uniqueEmail,
  waitForHydration,
} from './fixtures.ts'

/** Every doctor card on the page. */
const cardsOf = (page: Page) => page.getByRole('list', { name: 'Doctors' }).getByRole('article')

/** The cards are sorted by years of experience, most first. */
async function expectMostExperiencedFirst(page: Page) {
  const years = (
    await cardsOf(page)
      .locator('dd')
      .filter({ hasText: / years$/ })
      .allTextContents()
  ).map((t) => parseInt(t, 10))
  expect(years).toEqual([...years].sort((a, b) => b - a))
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js })

    test('the doctor directory filters by clinic, language and gender, and sorts', async ({
      page,
    }) => {
      await page.goto('/doctors')
      await expect(cardsOf(page).first()).toBeVisible()
      if (js) await waitForHydration(page)
      const all = await cardsOf(page).count()
      expect(all).toBeGreaterThanOrEqual(5)

      const apply = () =>
        js ? Promise.resolve() : page.getByRole('button', { name: 'Apply filters' }).click()
      await page.getByLabel('Clinic', { exact: true }).selectOption('cardiology')
      await apply()
      await expect(page).toHaveURL(/department=cardiology/)
      await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
        /^\d+ doctors? found\.$/,
      )
      for (const card of await cardsOf(page).all())
        await expect(card.getByTestId('doctor-department')).toHaveText('Cardiology')

      await page.getByLabel('Language', { exact: true }).selectOption('Urdu')
      await apply()
      await expect(page).toHaveURL(/language=Urdu/)
      await expect(cardsOf(page)).toHaveCount(1)
      await expect(cardsOf(page).first().getByRole('heading')).toHaveText('Dr. Farah Naaz')

      await page.getByLabel('Doctor', { exact: true }).selectOption('male')
      await apply()
      await expect(page.getByRole('status').filter({ hasText: 'No doctor' })).toHaveText(
        'No doctor matches these filters.',
      )
      await page.getByRole('link', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(/\/doctors$/)
      await expect(cardsOf(page)).toHaveCount(all)

      await page.getByLabel('Sort by', { exact: true }).selectOption('experience')
      await apply()
      await expect(page).toHaveURL(/sort=experience/)
      await expectMostExperiencedFirst(page)

      // Every card offers its next free time and a Book button that opens the form on it.
      const first = cardsOf(page).first()
      await expect(first).toContainText('Next free time:')
      await expect(first.getByRole('link', { name: /^Book / })).toHaveAttribute(
        'href',
        /\/appointments\/new\?doctor=dr-[a-z-]+&date=\d{4}-\d{2}-\d{2}&time=\d\d%3A\d\d$/,
      )
    })

    test('a patient books one of a doctor’s free times from the profile', async ({ page }) => {
      const doctor = js ? 'dr-alok-kumar-singh' : 'dr-neha-gupta'
      await page.goto(`/doctors/${doctor}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        js ? 'Dr. Alok Kumar Singh' : 'Dr. Neha Gupta',
      )
      for (const label of [
        'Registration number',
        'Experience',
        'Languages',
        'Consultation fee',
        'Consults',
      ]) {
        await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible()
      }
      await expect(page.getByRole('table', { name: /Weekly hours/ })).toBeVisible()
      const structured = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as Record<string, unknown>
      expect(structured).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Physician',
        medicalSpecialty: 'Cardiovascular',
      })

      const slots = page.getByRole('region', { name: 'Next free times' }).getByRole('listitem')
      await expect(slots).toHaveCount(8)
      const chosen = slots.nth(1).getByRole('link')
      const href = (await chosen.getAttribute('href'))!
      const { date, time } = Object.fromEntries(new URL(href, 'http://x').searchParams) as {
        date: string
        time: string
      }
      await chosen.click()

      const form = page.locator('#appointment-form')
      await expect(form.getByLabel('Clinic')).toHaveValue('cardiac')
      await expect(form.getByLabel('Doctor')).toHaveValue(doctor)
      await expect(form.getByLabel('Date')).toHaveValue(date)
      await expect(form.getByLabel('Time (IST)')).toHaveValue(time)
      await form.getByLabel('Consultation').selectOption('in_person')
      await form.getByLabel('Full name').fill('Geeta Devi')
      await form.getByLabel('E-mail').fill(uniqueEmail('profile'))
      await form.getByLabel('Phone').fill('98765 43210')
      await form.getByRole('button', { name: 'Book Appointment' }).last().click()
      await expect(page).toHaveURL(/\/appointments\/manage\/[A-Za-z0-9_-]+$/)
      await expect(page.getByTestId('appointment-status')).toContainText('Booked')

      // The booked time is no longer offered on the profile.
      await page.goto(`/doctors/${doctor}`)
      await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0)
    })

    test('the symptom guide recommends a clinic and its doctors, guidance not diagnosis', async ({
      page,
    }) => {
      await page.goto('/find-care')
      await expect(page.getByText('This is guidance, not a diagnosis.')).toBeVisible()
      // The groups are closed but the commonest; the keyboard opens one.
      const headGroup = page.locator('summary').filter({ hasText: 'Head, brain and nerves' })
      await expect(page.getByRole('checkbox', { name: /^Headache/ })).toBeHidden()
      await expect(page.getByRole('checkbox', { name: /^Cough ·/ })).toBeVisible()
      await headGroup.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('checkbox', { name: /^Headache/ }).check()
      await page.getByRole('checkbox', { name: /^Migraine/ }).check()
      await page.getByRole('button', { name: 'Find the right care' }).last().click()
      await expect(page).toHaveURL(/s=headache/)
      await expect(page.getByRole('alert')).toHaveCount(0)
      const best = page.getByRole('region', { name: /Best fit: Neurology/ })
      await expect(best).toContainText('Migraine:')
      await expect(best.getByRole('article').first()).toContainText('Next free time:')
      // The result stands on its own: a short summary, not the whole list again.
      await expect(page.getByRole('checkbox')).toHaveCount(0)
      await expect(page.getByRole('status').filter({ hasText: 'You told us' })).toHaveText(
        'You told us about: Headache, Migraine.',
      )
      await page.getByRole('link', { name: 'Change your symptoms' }).click()
      await expect(page.getByRole('heading', { name: 'Change your answer' })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: /^Headache/ })).toBeChecked()
      await expect(page.getByRole('checkbox', { name: /^Migraine/ })).toBeVisible()
      await page.getByRole('checkbox', { name: /^Migraine/ }).uncheck()
      await page.getByRole('button', { name: 'Find the right care' }).last().click()
      await expect(page.getByRole('status').filter({ hasText: 'You told us' })).toHaveText(
        'You told us about: Headache.',
      )
      // axe runs in the page's JavaScript.
      if (js) await expectNoAxeViolations(page)
    })

    test('everyday complaints in any language lead to the General Medicine OPD', async ({
      page,
    }) => {
      for (const words of ['cough', 'खांसी', 'pet dard']) {
        await page.goto('/find-care')
        const box = page.getByLabel(/Describe it in your own words/)
        await box.fill(words)
        await box.press('Enter')
        await expect(page.getByRole('alert')).toHaveCount(0)
        const best = page.getByRole('region', { name: /Best fit: General Medicine/ })
        await expect(best, words).toBeVisible()
        await expect(best.getByRole('article').first()).toContainText('Next free time:')
      }
    })

    test('a red flag puts the emergency line and the ambulance first', async ({ page }) => {
      await page.goto('/find-care')
      await page.getByLabel(/Describe it in your own words/).fill('chest pain and sweating')
      await page.getByRole('button', { name: 'Find the right care' }).first().click()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText('This may be an emergency')
      await expect(alert.getByRole('link', { name: /emergency line/ })).toHaveAttribute(
        'href',
        /^tel:\+91/,
      )
      await expect(alert.getByRole('link', { name: /free ambulance/ })).toHaveAttribute(
        'href',
        'tel:108',
      )
      await expect(alert).toContainText('Chest pain with sweating')
      // The alert comes before any appointment suggestion in the page.
      const alertTop = (await alert.boundingBox())!.y
      const firstDoctorTop = (await page.getByRole('article').first().boundingBox())!.y
      expect(alertTop).toBeLessThan(firstDoctorTop)
      await page.getByRole('link', { name: 'Change your symptoms' }).click()
      await expect(page.getByLabel(/Describe it in your own words/)).toHaveValue(
        'chest pain and sweating',
      )
      // Still an emergency while the answer is being changed.
      await expect(page.getByRole('alert')).toContainText('This may be an emergency')
    })

    test('“hart pain” shows the emergency and Cardiology with its doctors, in the guide and in search', async ({
      page,
    }) => {
      await page.goto('/find-care?q=hart+pain')
      await expect(page.getByRole('alert')).toContainText('This may be an emergency')
      const cardiology = page.getByRole('region', { name: 'Cardiology', exact: true })
      await expect(cardiology.getByRole('article').first()).toContainText('Next free time:')

      await page.goto('/search?q=hart+pain')
      const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem')
      await expect(results.first()).toContainText('Emergency')
      const clinic = results.filter({
        has: page.getByRole('link', { name: 'Cardiology', exact: true }),
      })
      await expect(clinic).toHaveCount(1)
      await expect(results.filter({ hasText: 'Cardiology · MBBS' }).first()).toContainText(
        'Next free time:',
      )

      await page.goto('/search?q=cough')
      await expect(
        results.filter({ has: page.getByRole('link', { name: 'General Medicine', exact: true }) }),
      ).toHaveCount(1)
    })

    test('search finds misspelt and Hindi words and explains an empty result', async ({ page }) => {
      await page.goto('/search?q=cardiolgy')
      const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem')
      await expect(results.first()).toContainText('Clinic')
      await expect(results.first().getByRole('link')).toHaveText('Cardiology')
      await results.first().getByRole('link').click()
      await expect(page).toHaveURL(/\/departments\/cardiology$/)

      await page.goto(`/search?q=${encodeURIComponent('सिरदर्द')}`)
      await expect(results.first().getByRole('link')).toHaveText('Headache')

      await page.goto('/search?q=xqzvwk')
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Nothing found for “xqzvwk”.',
      )
      await expect(
        page.getByRole('link', { name: 'describe your symptoms in the symptom guide' }),
      ).toBeVisible()
    })
  })
}

test('the symptom guide is short on a phone: typing first, groups closed, the result on its own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/find-care')
  const box = page.getByLabel(/Describe it in your own words/)
  const firstGroup = page.getByTestId('symptom-group-everyday')
  expect((await box.boundingBox())!.y).toBeLessThan((await firstGroup.boundingBox())!.y)
  await expect(firstGroup).toHaveAttribute('open', '')
  await expect(page.locator('details[open][data-testid^="symptom-group-"]')).toHaveCount(1)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  // It was over 10 000 px with every checkbox showing; now about 3 700 px, 1 250 of them the footer.
  expect(height).toBeLessThan(4500)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.goto('/find-care?q=fever+and+cough')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expect(page.getByRole('checkbox')).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('doctor filters chosen while the scripts loaded are kept and applied together when they arrive', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/doctors', { waitUntil: 'domcontentloaded' })
  const clinic = page.getByLabel('Clinic', { exact: true })
  const sort = page.getByLabel('Sort by', { exact: true })
  await clinic.selectOption('cardiology')
  await sort.selectOption('experience')
  release()
  await waitForHydration(page)
  await expect(page).toHaveURL(/\/doctors\?department=cardiology&sort=experience$/)
  await expect(clinic).toHaveValue('cardiology')
  await expect(sort).toHaveValue('experience')
  // The list is the filtered one: every card is a cardiologist's, most experienced first.
  await expect
    .poll(async () => [
      ...new Set(await cardsOf(page).getByTestId('doctor-department').allTextContents()),
    ])
    .toEqual(['Cardiology'])
  await expectMostExperiencedFirst(page)
})

test('the header search suggests as you type and opens a suggestion by keyboard', async ({
  page,
}) => {
  await page.goto('/home')
  const box = page.getByRole('combobox', { name: /Search doctors/ })
  await box.pressSequentially('सिरदर्द', { delay: 30 })
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
  await expect(options.first()).toContainText('Headache')
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await box.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/find-care\?s=headache$/)
  await expect(page.getByRole('region', { name: /Neurology/ }).first()).toBeVisible()

  await box.fill('')
  await box.pressSequentially('anjali', { delay: 30 })
  await expect(options.first()).toContainText('Dr. Anjali Verma')
  await box.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')
})

test('a department page lists what it treats, its doctors and a booking link, with structured data', async ({
  page,
}) => {
  await page.goto('/departments/pediatric')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pediatric clinic')
  await expect(page.getByRole('heading', { name: 'What we treat' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Common reasons people come' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/find-care\?s=/)
  await expect(
    page.getByRole('region', { name: /Our pediatric doctors/ }).getByRole('article'),
  ).not.toHaveCount(0)
  await page.getByRole('link', { name: 'Book a pediatric appointment' }).click()
  await expect(page.locator('#appointment-form').getByLabel('Clinic')).toHaveValue('pediatric')
  await page.goto('/departments/pediatric')
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(structured).toMatchObject({ '@type': 'MedicalClinic', medicalSpecialty: 'Pediatric' })
  expect((await page.request.get('/departments/dermatology')).status()).toBe(404)
  expect((await page.request.get('/doctors/dr-nobody')).status()).toBe(404)
  // Text PostgreSQL cannot hold is refused up front rather than failing in a query.
  expect((await page.request.get('/doctors?department=%00')).status()).toBe(400)
  expect((await page.request.get('/api/slots?doctor=%00&date=2030-01-01')).status()).toBe(400)
})

test('sitemap.xml lists the public pages, clinics and doctors; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toContain('application/xml')
  const xml = await sitemap.text()
  for (const path of [
    '/home',
    '/doctors',
    '/find-care',
    '/contact-us',
    '/departments/cardiac',
    '/doctors/dr-anjali-verma',
  ]) {
    expect(xml).toContain(`${path}</loc>`)
  }
  expect(xml).not.toContain('/staff')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m)
  expect(robots).toContain('Disallow: /staff')
  expect(robots).not.toMatch(/^Disallow: \/doctors/m)
})

// Issue 46: the symptom guide's three dispositions, its danger-sign questions and what the
// network lacks, on a 360 px phone, with and without JavaScript.
for (const js of [true, false]) {
  test.describe(`the symptom guide’s answer ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 360, height: 740 } })

    test('an emergency written in Hinglish is the first thing in the page’s main content', async ({
      page,
    }) => {
      await page.goto('/find-care')
      if (js) await waitForHydration(page)
      const box = page.getByLabel(/Describe it in your own words/)
      await box.fill('papa ko ek taraf lakwa jaisa, munh tedha ho gaya aur bol nahi pa rahe')
      await box.press('Enter')
      const alert = page.getByRole('alert')
      await expect(alert.getByRole('heading', { level: 1 })).toHaveText(
        'This may be an emergency. Do not wait for an appointment.',
      )
      // Nothing of the page's own comes before it in the main content.
      const firstText = await page
        .getByRole('main')
        .evaluate((main) => main.querySelector('h1, h2, p, a, button, input')?.textContent)
      expect(firstText).toBe('This may be an emergency. Do not wait for an appointment.')
      await expect(alert.getByRole('link', { name: /emergency line/ })).toBeInViewport()
      await expect(alert.getByRole('link', { name: /free ambulance/ })).toHaveAttribute(
        'href',
        'tel:108',
      )
      await expect(alert).toContainText('Stroke signs')
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      )
      if (js) await expectNoAxeViolations(page)
    })

    test('danger-sign questions settle a child’s illness: any “yes” is an emergency, named', async ({
      page,
    }) => {
      await page.goto('/find-care?q=my+3+year+old+has+loose+motions+since+morning')
      if (js) await waitForHydration(page)
      const form = page.getByRole('form', { name: 'A few questions to be safe' })
      await expect(page.getByRole('heading', { name: 'See a doctor today' })).toBeVisible()
      const groups = form.getByRole('group')
      const count = await groups.count()
      expect(count).toBeGreaterThanOrEqual(3)
      // The browser asks for a missing answer itself; the server names it too.
      for (let index = 0; index < count; index += 1) {
        await groups
          .nth(index)
          .getByRole('radio', { name: index === 1 ? 'Yes' : 'No' })
          .check()
      }
      const second = (await groups.nth(1).locator('legend').textContent())!
      await form.getByRole('button', { name: 'Check my answers' }).click()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText('You answered yes to:')
      await expect(alert).toContainText(second)
      await expect(alert.getByRole('link', { name: /free ambulance/ })).toBeVisible()
      if (js) await expectNoAxeViolations(page)
    })

    test('care at home comes after every danger sign is answered “no”, with its source', async ({
      page,
    }) => {
      await page.goto('/find-care?q=mild+fever+since+yesterday')
      await expect(
        page.getByRole('heading', { name: 'You can care for this at home' }),
      ).toHaveCount(0)
      const form = page.getByRole('form', { name: 'A few questions to be safe' })
      const groups = form.getByRole('group')
      for (let index = 0; index < (await groups.count()); index += 1)
        await groups.nth(index).getByRole('radio', { name: 'No' }).check()
      await form.getByRole('button', { name: 'Check my answers' }).click()
      const home = page.getByRole('region', { name: 'You can care for this at home' })
      await expect(home).toBeVisible()
      await expect(home).toContainText('What to do')
      await expect(home).toContainText('When it becomes urgent')
      await expect(home.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//)
      // Booking stays possible.
      await expect(page.getByRole('region', { name: /Best fit: General Medicine/ })).toBeVisible()
      if (js) await expectNoAxeViolations(page)
    })

    test('a clinic the network lacks is named, General Medicine first, with the nearest place', async ({
      page,
    }) => {
      await page.goto('/find-care?q=daant+me+dard+2+din+se')
      const lacking = page.getByRole('region', { name: 'What our network does not have' })
      await expect(lacking).toContainText('We have no dental clinic.')
      await expect(lacking).toContainText('Nearest place in our list that offers it')
      await expect(lacking.getByRole('link').first()).toHaveAttribute('href', /^\/facilities\//)
      await expect(page.getByRole('region', { name: /Best fit: General Medicine/ })).toBeVisible()
    })

    test('“nothing found” is never a dead end', async ({ page }) => {
      await page.goto('/find-care?q=no+chest+pain')
      const main = page.getByRole('main')
      await expect(main.getByRole('link', { name: /emergency line/ }).first()).toBeVisible()
      await page.goto('/find-care?q=xqzvwk')
      await expect(main.getByRole('link', { name: /emergency line/ })).toHaveCount(0)
      await expect(
        main.getByRole('link', { name: 'See a General Medicine doctor' }),
      ).toHaveAttribute('href', '/departments/general-medicine')
      await expect(page.getByTestId('symptom-group-everyday')).toBeVisible()
    })
  })
}
