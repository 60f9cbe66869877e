import { expect, nextClientIp, test } from './fixtures.ts'

// The browser tests' server keeps the service worker unregistered (DISABLE_SERVICE_WORKER) so no
// other test meets a cached page. This test registers the built worker itself, exactly as the
// production page does (/sw.js, scope /), in a context of its own without request routing
// (Playwright bypasses service workers while a route is set).
test('without a connection, visited public pages still open and any other page offers the phone numbers', async ({
  browser,
}) => {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    extraHTTPHeaders: { 'X-Forwarded-For': nextClientIp() },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto('/home')
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    await navigator.serviceWorker.ready
  })
  // Once the worker controls the page, a visit is kept for later.
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true)
  await page.goto('/doctors/dr-anjali-verma')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Anjali Verma')

  await context.setOffline(true)
  await page.goto('/doctors/dr-anjali-verma')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Anjali Verma')

  for (const path of ['/find-care', '/account/appointments']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Emergency line, 24 hours/ })).toHaveAttribute(
      'href',
      'tel:+919935010108',
    )
    await expect(page.getByRole('link', { name: /National ambulance/ })).toHaveAttribute(
      'href',
      'tel:108',
    )
  }

  // Nothing personal was kept: only public pages are in the worker's page cache.
  const kept = await page.evaluate(async () => {
    const cache = await caches.open('recent-public-pages')
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  })
  expect(kept).toContain('/doctors/dr-anjali-verma')
  expect(kept.filter((path) => /^\/(account|staff|doctor\b|appointments)/.test(path))).toEqual([])
  expect(errors).toEqual([])
  await context.close()
})

test('the offline page is plain, public and readable on its own', async ({ page }) => {
  const response = await page.goto('/offline')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Reception/ })).toHaveAttribute(
    'href',
    'tel:+915248222410',
  )
  expect(await page.locator('script').count()).toBe(0)
})
