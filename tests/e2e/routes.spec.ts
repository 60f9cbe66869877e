import { expect, test } from './fixtures.ts'

const PAGES = [
  { path: '/home', heading: /MainDoctor/, title: /MainDoctor — find the right doctor/ },
  { path: '/contact-us', heading: 'Contact us', title: 'Contact us | MainDoctor' },
  { path: '/login', heading: 'Login Here', title: 'Login | MainDoctor' },
  { path: '/register', heading: 'Register', title: 'Register | MainDoctor' },
  { path: '/forget-password', heading: 'Reset Password', title: 'Reset Password | MainDoctor' },
  { path: '/logout', heading: 'Logout', title: 'Logout | MainDoctor' },
  { path: '/search?q=fever', heading: 'Search', title: 'Search: fever | MainDoctor' },
]

for (const { path, heading, title } of PAGES) {
  test(`${path} answers 200 with its heading, title and description`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached()
    await expect(page).toHaveTitle(title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    // The shared header and footer are on every screen.
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved')
  })
}

test('every page has its own title', async ({ page }) => {
  const titles = new Set<string>()
  for (const { path } of PAGES) {
    await page.goto(path)
    titles.add(await page.title())
  }
  expect(titles.size).toBe(PAGES.length)
})

test('/ redirects permanently to /home', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/home')
})

test('an unknown path is a real 404 page with the header, footer and useful links', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find that page' }),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/home')
  await expect(main.getByRole('link', { name: 'Our departments' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/contact-us',
  )
})

test('unknown assets are 404 and never the app', async ({ request }) => {
  const response = await request.get('/assets/does-not-exist.js')
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toContain('<html')
})

test('the production build ships a service worker, not registered while tests run', async ({
  page,
  request,
}) => {
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(await worker.text()).toContain('precache')
  await page.goto('/home')
  await expect(page.locator('meta[name="service-worker"]')).toHaveCount(0)
})

test('HTML answers carry the security headers', async ({ request }) => {
  const response = await request.get('/home')
  const headers = response.headers()
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['content-security-policy']).toContain("base-uri 'none'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['strict-transport-security']).toMatch(/max-age=31536000/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['x-powered-by']).toBeUndefined()
})

test("static files carry the same security headers as pages; scripts a subresource's", async ({
  request,
}) => {
  const home = await (await request.get('/home')).text()
  // The style sheet is written into the page; the scripts are announced from /assets.
  const asset = /href="(\/assets\/[^"]+\.js)"/.exec(home)![1]!
  for (const path of [
    '/favicon.svg',
    '/sw.js',
    '/manifest.webmanifest',
    '/assets/no-such-file.js',
  ]) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy'], path).toContain("default-src 'self'")
    expect(headers['strict-transport-security'], path).toMatch(/max-age=31536000/)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
  // A script: no page policies (they mean nothing there and cost ~1 KiB a script), but neither
  // sniffed nor usable by other sites.
  const script = (await request.get(asset)).headers()
  expect(script['x-content-type-options']).toBe('nosniff')
  expect(script['cross-origin-resource-policy']).toBe('same-origin')
  expect(script['content-security-policy']).toBeUndefined()
  expect(script['x-powered-by']).toBeUndefined()
})

test('health and readiness answer load balancers without limits or personal data', async ({
  request,
}) => {
  for (let i = 0; i < 80; i++) {
    const health = await request.get('/healthz')
    expect(health.status()).toBe(200)
  }
  const ready = await request.get('/readyz')
  expect(ready.status()).toBe(200)
  expect(await ready.text()).toBe('ready')
  expect(ready.headers()['cache-control']).toBe('no-store')
  expect(ready.headers()['set-cookie']).toBeUndefined()
})

test('a form post from another site is refused', async ({ request }) => {
  const response = await request.post('/contact-us', {
    headers: { Origin: 'https://evil.example' },
    form: { name: 'x' },
  })
  expect(response.status()).toBe(403)
})
