import { expect, test } from './fixtures.ts'

// The pages' headings, titles, descriptions and frame, and the 404 page, are read from the
// server's HTML in server/pages.test.ts; here, what only the production build answers.

test('/ redirects permanently to /home', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/home')
})

test('unknown assets are 404 and never the app', async ({ request }) => {
  const response = await request.get('/assets/does-not-exist.js')
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toContain('<html')
})

test('the production build ships a service worker, not registered while tests run', async ({
  request,
}) => {
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(await worker.text()).toContain('precache')
  expect(await (await request.get('/home')).text()).not.toContain('name="service-worker"')
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
