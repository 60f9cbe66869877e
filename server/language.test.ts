import { afterAll, describe, expect, it } from 'vitest'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'

// Choosing the language, through the whole pipeline (page cache on, as deployed).
const app = await startAppUnderTest({ env: { TRUST_PROXY: '0', PAGE_CACHE: '1', DEMO_MODE: '1' } })
afterAll(async () => {
  await app.close()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  app.send({ method: 'GET', path, headers: { Accept: 'text/html', ...headers } })

/** The header's language switch, as the browser posts it. */
const chooseLanguage = (locale: string, next: string) =>
  app.send({
    method: 'POST',
    path: '/language',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
    body: new URLSearchParams({ locale, next }).toString(),
  })

describe('the language of a page', () => {
  it('is English at the specification paths and Hindi under /hi', async () => {
    const english = await get('/doctors')
    expect(english.status).toBe(200)
    expect(english.body).toContain('<html lang="en"')
    const hindi = await get('/hi/doctors')
    expect(hindi.status).toBe(200)
    expect(hindi.body).toContain('<html lang="hi"')
    expect(hindi.body).toContain('मुख्य सामग्री पर जाएँ')
    expect(hindi.body).toMatch(/hrefLang="en" href="https?:\/\/[^"/]+\/doctors"/)
  })

  it('follows Accept-Language on a first visit, and the remembered choice after', async () => {
    const first = await get('/doctors?page=2', { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' })
    expect(first.status).toBe(302)
    expect(first.headers.location).toBe('/hi/doctors?page=2')
    expect(String(first.headers.vary)).toMatch(/Accept-Language/)

    const english = await get('/doctors', { 'Accept-Language': 'en-IN,en;q=0.9' })
    expect(english.status).toBe(200)

    const chosenEnglish = await get('/doctors', {
      'Accept-Language': 'hi-IN',
      Cookie: 'md_lang=en',
    })
    expect(chosenEnglish.status).toBe(200)
    expect(chosenEnglish.body).toContain('<html lang="en"')

    const chosenHindi = await get('/contact-us', { Cookie: 'md_lang=hi' })
    expect(chosenHindi.status).toBe(302)
    expect(chosenHindi.headers.location).toBe('/hi/contact-us')
  })

  it('does not redirect data, files or feeds', async () => {
    const sitemap = await get('/sitemap.xml', { Cookie: 'md_lang=hi' })
    expect(sitemap.status).toBe(200)
    const api = await app.send({
      method: 'GET',
      path: '/api/slots?doctor=none',
      headers: { Cookie: 'md_lang=hi' },
    })
    expect(api.status).not.toBe(302)
  })

  it('switches with a plain form post, remembered in a cookie', async () => {
    const response = await chooseLanguage('hi', '/doctors?page=2')
    expect(response.status).toBe(303)
    expect(response.headers.location).toBe('/hi/doctors?page=2')
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).join()
    expect(cookie).toMatch(/md_lang=hi;.*HttpOnly; SameSite=Lax/)

    const back = await chooseLanguage('en', '//evil.example/x')
    expect(back.status).toBe(303)
    expect(back.headers.location).toBe('/home')
  })

  it('serves the shared copy to a visitor whose only cookie is the language', async () => {
    let hit = false
    for (let attempt = 0; attempt < 50 && !hit; attempt++) {
      const response = await get('/hi/doctors', { Cookie: 'md_lang=hi' })
      hit = response.headers['x-page-cache'] === 'hit'
      if (!hit) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(hit).toBe(true)
  })
})

describe('the answers the server gives itself', () => {
  it('are in the language of the page they answer', async () => {
    const crossSite = await app.send({
      method: 'POST',
      path: '/hi/contact-us',
      headers: {
        Accept: 'text/html',
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
      body: 'name=x',
    })
    expect(crossSite.status).toBe(403)
    expect(crossSite.body).toContain('<html lang="hi">')
    expect(crossSite.body).toContain('कृपया यह फ़ॉर्म हमारी साइट से भेजें')
    expect(crossSite.body).toContain('href="/hi/home"')

    const badAddress = await get('/hi/doctors/%E0%A4')
    expect(badAddress.status).toBe(400)
    expect(badAddress.body).toContain('यह पता सही नहीं है')
    const english = await get('/doctors/%E0%A4')
    expect(english.status).toBe(400)
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toContain('This address is not valid')
  })
})
