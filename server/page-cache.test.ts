import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { getDb, getOpenDatabase } from '#app/db/client.server.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { startAppUnderTest, type RawResponse } from '#tests/support/app-under-test.ts'

// The anonymous page cache as deployed: on, behind the real pipeline, on PGlite whose triggers
// announce changes on the data_changed channel.
const app = await startAppUnderTest({ env: { TRUST_PROXY: '0', PAGE_CACHE: '1', DEMO_MODE: '1' } })
const accounts = (await app.load('#app/domain/accounts/demo-accounts.server.ts')) as {
  seedDemoAccounts: () => Promise<void>
}
await accounts.seedDemoAccounts()
afterAll(async () => {
  await app.close()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  app.send({ method: 'GET', path, headers })

const nonceOf = (response: RawResponse) =>
  /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1]

/** Waits until the cache has a copy of `path` (it stores once the database listens). */
async function untilCached(path: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    await get(path)
    if ((await get(path)).headers['x-page-cache'] === 'hit') return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${path} was never cached`)
}

async function signInAsPatient(): Promise<string> {
  const response = await app.send({
    method: 'POST',
    path: '/login',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: app.baseUrl,
      'X-Forwarded-For': '203.0.113.9',
    },
    body: new URLSearchParams({
      email: 'patient@demo.maindoctor.in',
      password: 'Demo-Patient-2026',
    }).toString(),
  })
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
  const session = cookies.find((cookie) => cookie.includes('session_token'))
  if (!session) throw new Error(`sign-in failed with ${response.status}`)
  return session.split(';')[0]!
}

describe('the anonymous page cache', () => {
  beforeEach(async () => {
    // Any write to a table behind public pages empties the cache, so each test starts clean.
    await getDb().execute(sql`update departments set name = name where false`)
  })

  it('serves a stored page with a fresh nonce and fresh one-time form keys', async () => {
    await untilCached('/home')
    const first = await get('/home')
    const second = await get('/home')
    expect(first.headers['x-page-cache']).toBe('hit')
    expect(second.headers['x-page-cache']).toBe('hit')
    const [nonceA, nonceB] = [nonceOf(first), nonceOf(second)]
    expect(nonceA).toBeTruthy()
    expect(nonceA).not.toBe(nonceB)
    // The page's scripts carry the nonce of the header they came with, and no other.
    expect(first.body).toContain(`nonce="${nonceA}"`)
    expect(first.body).not.toContain(nonceB!)
    const keyOf = (body: string) => /name="requestKey" value="([^"]+)"/.exec(body)?.[1]
    expect(keyOf(first.body)).toBeTruthy()
    expect(keyOf(first.body)).not.toBe(keyOf(second.body))
    expect(second.body).not.toContain(keyOf(first.body)!)
  })

  it('never answers a signed-in request from the cache, nor stores its page', async () => {
    await untilCached('/home')
    const cookie = await signInAsPatient()
    const signedIn = await get('/home', { Cookie: cookie })
    expect(signedIn.headers['x-page-cache']).toBeUndefined()
    expect(signedIn.body).toContain('Sunita Devi')
    const anonymous = await get('/home')
    expect(anonymous.headers['x-page-cache']).toBe('hit')
    expect(anonymous.body).not.toContain('Sunita Devi')
  })

  it('does not give an anonymous visitor what a signed-in person saw first', async () => {
    const cookie = await signInAsPatient()
    const path = '/appointments/new?department=cardiology'
    const signedIn = await get(path, { Cookie: cookie })
    expect(signedIn.body).toContain('patient@demo.maindoctor.in')
    const anonymous = await get(path)
    expect(anonymous.headers['x-page-cache']).toBeUndefined()
    expect(anonymous.body).not.toContain('patient@demo.maindoctor.in')
    expect(anonymous.body).not.toContain('Sunita Devi')
  })

  it('serves and stores nothing while announcements of changes cannot reach it', async () => {
    await untilCached('/doctors')
    // As while PostgreSQL's listening connection is lost: a change would go unheard.
    const database = getOpenDatabase()
    const hearing = database.hearing
    database.hearing = () => false
    try {
      expect((await get('/doctors')).headers['x-page-cache']).not.toBe('hit')
      expect((await get('/doctors')).headers['x-page-cache']).not.toBe('hit')
    } finally {
      database.hearing = hearing
    }
    await untilCached('/doctors')
  })

  it('shows a changed doctor at once', async () => {
    const profile = '/doctors/dr-anjali-verma'
    await untilCached(profile)
    expect((await get(profile)).body).toContain('Dr. Anjali Verma')
    await getDb()
      .update(doctors)
      .set({ name: 'Dr. Anjali Verma-Singh' })
      .where(eq(doctors.slug, 'dr-anjali-verma'))
    const after = await get(profile)
    expect(after.headers['x-page-cache']).toBeUndefined()
    expect(after.body).toContain('Dr. Anjali Verma-Singh')
    await getDb()
      .update(doctors)
      .set({ name: 'Dr. Anjali Verma' })
      .where(eq(doctors.slug, 'dr-anjali-verma'))
  })

  it('shows a taken time as taken at once', async () => {
    const profile = '/doctors/dr-rakesh-tiwari'
    await untilCached(profile)
    const before = await get(profile)
    // The first free time offered on the profile is a link to the filled-in booking form.
    const link = /href="(\/appointments\/new\?doctor=dr-rakesh-tiwari&amp;date=[^"]+)"/.exec(
      before.body,
    )?.[1]
    expect(link).toBeTruthy()
    const query = new URLSearchParams(link!.replaceAll('&amp;', '&').split('?')[1])
    const booked = await app.send({
      method: 'POST',
      path: '/appointments/new',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: app.baseUrl,
        'X-Forwarded-For': '203.0.113.10',
      },
      body: new URLSearchParams({
        department: 'neurology',
        doctor: 'dr-rakesh-tiwari',
        date: query.get('date')!,
        time: query.get('time')!,
        mode: 'in_person',
        name: 'Cache Test Patient',
        email: 'cache-test@example.com',
        phone: '9876543210',
        reason: '',
        requestKey: crypto.randomUUID(),
      }).toString(),
    })
    expect(booked.status).toBe(302)
    const after = await get(profile)
    expect(after.headers['x-page-cache']).toBeUndefined()
    expect(after.body).not.toContain(link!)
  })

  it('compresses each copy for the client asking, never as the first one was', async () => {
    const path = '/privacy'
    for (let attempt = 0; attempt < 50; attempt++) {
      await get(path, { 'Accept-Encoding': 'br' })
      if ((await get(path, { 'Accept-Encoding': 'br' })).headers['x-page-cache'] === 'hit') break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const compressed = await get(path, { 'Accept-Encoding': 'br' })
    expect(compressed.headers['x-page-cache']).toBe('hit')
    expect(compressed.headers['content-encoding']).toBe('br')
    const plain = await get(path, { 'Accept-Encoding': 'identity' })
    expect(plain.headers['x-page-cache']).toBe('hit')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.startsWith('<!DOCTYPE html>')).toBe(true)
  })

  it('stores nothing that sets a cookie or is not a 200', async () => {
    await get('/no-such-page')
    expect((await get('/no-such-page')).headers['x-page-cache']).toBeUndefined()
    await get('/account')
    expect((await get('/account')).headers['x-page-cache']).toBeUndefined()
  })
})
