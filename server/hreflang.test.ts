import { afterAll, describe, expect, it } from 'vitest'
import { startAppUnderTest } from '#tests/support/app-under-test.ts'

// Search engines show a page in its reader's language only when its <link rel="alternate"
// hreflang> set is valid: full addresses on the site's configured origin, each language naming
// the other (both ways), and an x-default.
const ORIGIN = 'https://maindoctor.example'
const app = await startAppUnderTest({ env: { APP_URL: ORIGIN, DEMO_MODE: '1' } })
afterAll(async () => {
  await app.close()
})

const get = (path: string) =>
  app.send({ method: 'GET', path, headers: { Accept: 'text/html', 'Accept-Language': 'en' } })

/** The page's alternates: hreflang → href. */
function alternates(html: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)) {
    const lang = /\bhrefLang="([^"]+)"/i.exec(tag)?.[1]
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (lang && href) {
      expect(found, `${lang} named twice`).not.toHaveProperty(lang)
      found[lang] = href.replaceAll('&amp;', '&')
    }
  }
  return found
}

describe('language alternates', () => {
  it('on every page without parameters, in both languages: full, reciprocal, with x-default', async () => {
    const paths = [
      ...new Set(
        app.routes
          .filter(
            (route) => route.hasLoader && !route.path.includes(':') && !route.path.includes('*'),
          )
          .map((route) => route.path || '/'),
      ),
      '/doctors?department=general-medicine',
    ]
    let checked = 0
    for (const path of paths) {
      const english = await get(path)
      // Pages of the app (not a resource route's own HTML, such as the offline page).
      if (english.status !== 200 || !english.body.includes('id="i18n-messages"')) continue
      const hindiPath = path === '/' ? '/hi' : `/hi${path}`
      const hindi = await get(hindiPath)
      expect(hindi.status, hindiPath).toBe(200)
      const expected = {
        en: `${ORIGIN}${path}`,
        hi: `${ORIGIN}${hindiPath}`,
        'x-default': `${ORIGIN}${path}`,
      }
      expect(alternates(english.body), path).toEqual(expected)
      expect(alternates(hindi.body), hindiPath).toEqual(expected)
      checked += 1
    }
    // The public pages at least: home, doctors, contact, about, medicines, lab tests…
    expect(checked).toBeGreaterThan(15)
  })
})
