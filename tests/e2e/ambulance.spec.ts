import { type Page } from '@playwright/test'
import { personPage } from './consultation-fixtures.ts'
import {
  DEMO,
  expect,
  expectNoAxeViolations,
  freshPlate,
  signIn,
  test,
  uniqueMobile,
  waitForHydration,
} from './fixtures.ts'

// Two browsers and a live board: give the machine time when it is busy.
test.describe.configure({ timeout: 90_000 })

const HAIDERGARH_EAST = { latitude: 26.6178, longitude: 81.5, accuracy: 30 }

/** A vehicle of our own for this test (others run at the same time), added by an admin. */
async function addVehicle(page: Page): Promise<string> {
  const registration = freshPlate()
  await signIn(page, DEMO.admin)
  await page.goto('/staff/ambulance/fleet')
  const add = page.getByRole('region', { name: 'Add a vehicle' })
  await add.getByLabel('Registration number').fill(registration)
  await add.getByLabel('Type').selectOption('als')
  await add.getByLabel('Base').fill('Haidergarh')
  await add.getByLabel('Driver', { exact: true }).fill('Ramesh Yadav')
  await add.getByLabel('Driver’s mobile').fill(uniqueMobile())
  await add.getByRole('button', { name: 'Add the vehicle' }).click()
  await expect(page.getByRole('listitem', { name: registration })).toBeVisible()
  return registration
}

/** The board's card of one request. */
const card = (page: Page, number: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(number) }) })

test('a request sent with the phone’s location reaches the board at once, with an alert, and the assignment reaches the caller live', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const registration = await addVehicle(page)
  // The dispatcher's board is open before the request is sent; tones are counted, not heard.
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number; AudioContext: typeof AudioContext }
    w.__tones = 0
    const Original = w.AudioContext
    w.AudioContext = class extends Original {
      override createOscillator() {
        const oscillator = super.createOscillator()
        const start = oscillator.start.bind(oscillator)
        oscillator.start = (when?: number) => {
          w.__tones += 1
          start(when)
        }
        return oscillator
      }
    }
  })
  await page.goto('/staff/ambulance')
  await expect(page.getByText('● Live')).toBeVisible()
  await page.getByRole('button', { name: 'Turn on sound alerts' }).click()
  await expect(page.getByRole('button', { name: 'Sound alerts on' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const tonesBefore = await page.evaluate(() => (window as unknown as { __tones: number }).__tones)

  const caller = await personPage(browser, consoleErrors, 'caller', {
    geolocation: HAIDERGARH_EAST,
    permissions: ['geolocation'],
  })
  const mobile = uniqueMobile()
  await caller.goto('/ambulance')
  await waitForHydration(caller)
  // The numbers to call come first.
  await expect(caller.getByRole('link', { name: /Call our emergency line/ })).toBeVisible()
  await expect(caller.getByRole('link', { name: /Call 108/ })).toBeVisible()
  await caller.getByLabel('Your mobile number').fill(mobile)
  // Three taps: the location, what happened, send.
  await caller.getByRole('button', { name: 'Use my location' }).click()
  await expect(caller.getByText(/Location found \(accurate to about 30 m\)/)).toBeVisible()
  await caller.getByLabel('Pregnancy or labour').check()
  // Send comes right after the place, and again after what happened.
  await caller.getByRole('button', { name: 'Send ambulance request' }).last().click()
  await expect(caller).toHaveURL(/\/ambulance\/track\/[\w-]+\?sent=1$/)
  const acknowledgement = caller
    .getByRole('status')
    .filter({ hasText: 'Your request has been received.' })
  await expect(acknowledgement).toBeVisible()
  const number = (await acknowledgement.locator('strong').textContent())!.trim()
  expect(number).toMatch(/^AMB-\d{4}-\d{6}$/)
  await expect(caller.getByText('This page updates by itself.')).toBeVisible()

  // The board shows it without a reload: the card, the banner, the tab's title, the tones.
  const request = card(page, number)
  await expect(request).toBeVisible()
  await expect(request).toContainText('Pregnancy or labour')
  await expect(request).toContainText('13.5 km east of the hospital')
  await expect(request.getByRole('link', { name: /Call back/ })).toHaveAttribute(
    'href',
    `tel:${mobile}`,
  )
  await expect(page.getByRole('alert').filter({ hasText: `New request ${number}` })).toBeVisible()
  await expect(page).toHaveTitle(/^\(\d+\) /)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __tones: number }).__tones))
    .toBeGreaterThan(tonesBefore)

  // Assign: the caller's page changes by itself.
  const vehicleId = await request.locator('option', { hasText: registration }).getAttribute('value')
  await request.getByLabel('Vehicle').selectOption(vehicleId!)
  await request.getByLabel('Minutes to arrive').fill('12')
  await request.getByRole('button', { name: 'Send this vehicle' }).click()
  const active = card(page, number)
  await expect(active).toContainText('Ambulance assigned')
  await expect(caller.locator('section[aria-labelledby="now-title"]')).toContainText(
    'Ambulance assigned',
  )
  await expect(caller.getByText(`Ambulance ${registration}`)).toBeVisible()
  await expect(caller.getByRole('link', { name: /Call the driver/ })).toBeVisible()
  await expect(caller.getByText(/Expected by about/)).toBeVisible()

  // On the way, arrived: the caller follows; cancelling is no longer offered once it is there.
  await active.getByRole('button', { name: 'On the way' }).click()
  await expect(caller.locator('section[aria-labelledby="now-title"]')).toContainText('On the way')
  await card(page, number).getByRole('button', { name: 'Arrived at the patient' }).click()
  await expect(caller.locator('section[aria-labelledby="now-title"]')).toContainText('Arrived')
  await expect(caller.getByText('Cancel this request')).toHaveCount(0)
  // What the caller adds reaches the board at once, announced, and stays on the card.
  await caller
    .getByLabel('Your note (a landmark, how the patient is now)')
    .fill('Blue gate by the school')
  await caller.getByRole('button', { name: 'Send note' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: `The caller of ${number} added a note` }),
  ).toBeVisible()
  await expect(card(page, number)).toContainText('Blue gate by the school')
  await expectNoAxeViolations(caller)
  await expectNoAxeViolations(page)
  // The next emergency from this phone starts with its number already there.
  await caller.goto('/ambulance')
  await waitForHydration(caller)
  await expect(caller.getByLabel('Your mobile number')).toHaveValue(mobile)
  await caller.context().close()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a mistake is explained next to its field with everything kept; a typed place is enough', async ({
    page,
  }) => {
    await page.goto('/ambulance')
    await page.getByLabel('Your mobile number').fill('+44 7700 900123')
    await page.getByLabel('Area or landmark').fill('Behind the old mill')
    await page.getByText('More details (optional)').click()
    await page.getByLabel('Anything the crew should know').fill('x'.repeat(1001))
    await page.getByRole('button', { name: 'Send ambulance request' }).first().click()
    await expect(page.getByLabel('Your mobile number')).toHaveValue('+44 7700 900123')
    await expect(page.getByText('Please keep the note under 1000 characters.')).toBeVisible()
    await expect(page.getByLabel('Your mobile number')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Area or landmark')).toHaveValue('Behind the old mill')

    const mobile = uniqueMobile()
    await page.getByLabel('Your mobile number').fill(mobile)
    await page.getByLabel('Area or landmark').fill('')
    await page.getByLabel('Anything the crew should know').fill('Third house after the well')
    await page.getByRole('button', { name: 'Send ambulance request' }).first().click()
    await expect(
      page.getByText('Tell us where the patient is: press “Use my location”', { exact: false }),
    ).toBeVisible()
    await page.getByLabel('Village or town').fill('Lohnpur')
    await page.getByLabel('Something else').check()
    await page.getByRole('button', { name: 'Send ambulance request' }).first().click()
    await expect(page).toHaveURL(/\/ambulance\/track\/[\w-]+\?sent=1$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Your request has been received.' }),
    ).toContainText('Your request number')
    await expect(page.getByText('Lohnpur')).toBeVisible()
    // Without JavaScript the page looks again by itself; the forms wait on a view that stays
    // still (a reload would wipe a note being typed).
    await expect(page.locator('noscript meta[http-equiv="refresh"]')).toHaveCount(1)
    await expect(page.getByText('Cancel this request')).toBeHidden()
    await page.getByRole('link', { name: 'Add a note or cancel' }).click()
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)

    // The caller calls it off, saying why.
    await page.getByText('Cancel this request').click()
    await page.getByLabel('Why are you cancelling?').selectOption('other_transport')
    await page.getByRole('button', { name: 'Cancel the request' }).click()
    await expect(page.locator('section[aria-labelledby="now-title"]')).toContainText('Cancelled')
    await expect(page.getByText('Reason: We are going by other transport')).toBeVisible()
  })

  test('impossible coordinates and a forged tracking link get a clear answer, never a 500', async ({
    page,
  }) => {
    await page.goto('/ambulance')
    const requestKey = await page.locator('input[name="requestKey"]').inputValue()
    const bad = await page.request.post('/ambulance', {
      form: { requestKey, phone: uniqueMobile(), latitude: '123.4', longitude: '81.3' },
      maxRedirects: 0,
    })
    expect(bad.status()).toBe(400)
    expect(await bad.text()).toContain(
      'class="field-error">Your phone&#x27;s location could not be read.',
    )
    const half = await page.request.post('/ambulance', {
      form: { requestKey, phone: uniqueMobile(), latitude: '26.6' },
      maxRedirects: 0,
    })
    expect(half.status()).toBe(400)
    const forged = await page.request.get(
      '/ambulance/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    )
    expect(forged.status()).toBe(404)
    const forgedPost = await page.request.post(
      '/ambulance/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      { form: { intent: 'note', note: 'hello' }, maxRedirects: 0 },
    )
    expect(forgedPost.status()).toBe(404)
    const live = await page.request.get(
      '/ambulance/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/live',
    )
    expect(live.status()).toBe(404)
  })

  test('past the limit the page still shows the numbers to call and keeps what was typed', async ({
    page,
  }) => {
    const mobile = uniqueMobile()
    let last = 0
    for (let i = 0; i < 6; i++) {
      await page.goto('/ambulance')
      await page.getByLabel('Your mobile number').fill(mobile)
      await page.getByLabel('Village or town').fill(`Rampur ${i}`)
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Send ambulance request' }).first().click(),
      ])
      last = response.status()
    }
    expect(last).toBe(429)
    await expect(page.getByRole('alert')).toContainText('Too many requests')
    await expect(page.getByRole('link', { name: /Call our emergency line/ }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Call 108/ })).toBeVisible()
    await expect(page.getByLabel('Your mobile number')).toHaveValue(mobile)
    await expect(page.getByLabel('Village or town')).toHaveValue('Rampur 5')
  })

  test('the board works by plain forms: a duplicate is flagged and joined, a request cancelled with a reason', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const caller = await personPage(browser, consoleErrors, 'caller', { javaScriptEnabled: false })
    const mobile = uniqueMobile()
    const send = async (village: string) => {
      await caller.goto('/ambulance')
      await caller.getByLabel('Your mobile number').fill(mobile)
      await caller.getByLabel('Village or town').fill(village)
      await caller.getByRole('button', { name: 'Send ambulance request' }).first().click()
      await expect(caller).toHaveURL(/track/)
      return {
        number: (await caller
          .getByRole('status')
          .filter({ hasText: 'Your request has been received.' })
          .locator('strong')
          .textContent())!.trim(),
        url: caller.url().replace('?sent=1', ''),
      }
    }
    const first = await send('Sidhaur')
    const second = await send('Sidhaur, by the canal')
    await signIn(page, DEMO.staff)
    await page.goto('/staff/ambulance')
    // The board looks again by itself; one-press buttons stay on it.
    await expect(page.locator('noscript meta[http-equiv="refresh"]')).toHaveCount(1)
    const duplicate = card(page, second.number)
    await expect(duplicate).toContainText(`Possibly the same emergency as ${first.number}`)
    await duplicate.getByRole('button', { name: `Join into ${first.number}` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Requests joined.' })).toBeVisible()
    await expect(card(page, second.number)).toHaveCount(0)
    // The caller of the second is sent on to the first.
    await caller.goto(second.url)
    await expect(caller.getByText(`This request was joined with ${first.number}`)).toBeVisible()
    await caller.getByRole('link', { name: `Follow request ${first.number}` }).click()
    await expect(caller.getByRole('heading', { level: 1 })).toContainText(first.number)

    // Cancelled from the request's own view (it stays still while the reason is typed), with a
    // reason the caller reads.
    await card(page, first.number).getByRole('link', { name: 'Work on this request' }).click()
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0)
    const original = card(page, first.number)
    await original.getByText('Cancel request').click()
    await original.getByLabel('Reason (the caller reads it)').fill('Patient taken by a neighbour')
    await original.getByRole('button', { name: 'Cancel the request' }).click()
    await expect(card(page, first.number)).toHaveCount(0)
    await caller.goto(first.url)
    await expect(caller.getByText('Reason: Patient taken by a neighbour')).toBeVisible()
    await caller.context().close()
  })
})

test('a mistake on the request form is announced and passes axe', async ({ page }) => {
  await page.goto('/ambulance')
  await waitForHydration(page)
  await page.getByLabel('Your mobile number').fill('12345')
  await page.getByRole('button', { name: 'Send ambulance request' }).first().click()
  await expect(page.getByText('Tell us where the patient is', { exact: false })).toBeVisible()
  await expect(page.getByLabel('Your mobile number')).toHaveValue('12345')
  await expectNoAxeViolations(page)
})

test('the request form is in Hindi at /hi/ambulance', async ({ page }) => {
  await page.goto('/hi/ambulance')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('एम्बुलेंस मँगाएँ')
  await expect(page.getByRole('link', { name: /108 पर फ़ोन करें/ }).first()).toBeVisible()
})

test('a dispatcher signs in to the board, and only to it', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('E-mail').fill(DEMO.dispatcher.email)
  await page.getByLabel('Password').fill(DEMO.dispatcher.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/staff\/ambulance$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Ambulance dispatch' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: /staff/i })
  await expect(nav.getByRole('link', { name: 'Ambulance' })).toBeVisible()
  await expect(nav.getByRole('link', { name: /Appointments/ })).toHaveCount(0)
  const fleet = await page.request.get('/staff/ambulance/fleet')
  expect(fleet.status()).toBe(403)
})
