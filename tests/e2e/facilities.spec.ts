import { expect, nextClientIp, test, waitForHydration } from './fixtures.ts'

// Near Ramsanehighat: the nearest laboratory open at any hour is the network's own, open 24×7.
const NEAR_RAMSANEHIGHAT = { latitude: 26.79, longitude: 81.49 }

test.describe('with the browser’s location', () => {
  test.use({ geolocation: NEAR_RAMSANEHIGHAT, permissions: ['geolocation'] })

  test('finds the nearest open laboratory from a (fake) location', async ({ page }) => {
    await page.goto('/facilities')
    await waitForHydration(page)
    const filters = page.getByRole('form', { name: 'Choose places' })
    await filters.getByLabel('Type of place').selectOption('laboratory')
    await filters.getByLabel('Open now only').check()
    await filters.getByRole('button', { name: 'Use my location' }).click()
    await expect(page).toHaveURL(/lat=26\.79000&lng=81\.49000/)
    await expect(page).toHaveURL(/type=laboratory/)
    await expect(page.getByText('Nearest first, from where you are.')).toBeVisible()
    const first = page.getByRole('list', { name: 'Places' }).getByRole('listitem').first()
    await expect(first.getByRole('heading')).toHaveText('MainDoctor Laboratory, Haidergarh')
    await expect(first).toContainText('Open now · day and night')
    await expect(first).toContainText(/2\d\.\d km away/)
    await first.getByRole('link', { name: 'MainDoctor Laboratory, Haidergarh' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'MainDoctor Laboratory, Haidergarh',
    )
  })
})

test('without JavaScript and without map tiles: the nearest hospital to a town, its address and directions', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
  })
  const page = await context.newPage()
  // No connection to the map service at all.
  await page.route(/openstreetmap\.org/, (route) => route.abort('internetdisconnected'))
  // Without JavaScript the town list puts the nearest first.
  await page.goto('/facilities')
  await page.getByLabel('Type of place').selectOption('hospital')
  await page.getByLabel('Your town or village').selectOption('ramsanehighat')
  await page.getByRole('button', { name: 'Show places' }).click()
  await expect(page).toHaveURL(/type=hospital&.*near=ramsanehighat/)
  await expect(page.getByText('Nearest first, from Ramsanehighat.')).toBeVisible()
  const first = page.getByRole('list', { name: 'Places' }).getByRole('listitem').first()
  // Listed by town, Barabanki's hospital would come first.
  await first.getByRole('link', { name: 'Jeevan Jyoti Hospital, Ramsanehighat' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Jeevan Jyoti Hospital, Ramsanehighat',
  )
  await page.getByText('Show the map here').click()
  const map = page.getByRole('region', { name: 'How to get there' })
  await expect(map.locator('address')).toContainText('Ayodhya Highway, opposite the block office')
  await expect(map.locator('address')).toContainText('Ramsanehighat 225409')
  await expect(map.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/directions\?to=26\.78930%2C81\.48770/,
  )
  await expect(page.getByText('Open now · day and night').first()).toBeVisible()
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(structured).toMatchObject({
    '@type': 'Hospital',
    name: 'Jeevan Jyoti Hospital, Ramsanehighat',
  })
  // The photos are the site's own, sized and loaded lazily.
  const photo = page.getByRole('img', { name: /gate on the highway/ })
  await expect(photo).toHaveAttribute('loading', 'lazy')
  await expect(photo).toHaveAttribute('width', '800')
  await context.close()
})
