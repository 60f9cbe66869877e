import { expect, test } from './fixtures.ts'

// A second server that trusts no proxy, as in a deployment without a load balancer: a client
// cannot dodge the per-address limit by inventing X-Forwarded-For headers.
const UNTRUSTED = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`

test('a forged X-Forwarded-For does not get round the sign-in limit', async ({ request }) => {
  const attempt = (n: number) =>
    request.post(`${UNTRUSTED}/login`, {
      headers: { 'X-Forwarded-For': `198.51.100.${n}` },
      form: { email: `spoof-${n}@example.com`, password: 'wrong-password-x' },
    })
  for (let i = 1; i <= 5; i++) expect((await attempt(i)).status()).toBe(401)
  expect((await attempt(6)).status()).toBe(429)
})
