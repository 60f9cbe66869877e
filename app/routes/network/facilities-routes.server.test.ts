import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, expect, it, vi } from 'vitest'
import { MAIN_CLINIC_SLUG } from '#app/content/network.ts'
import { getDb } from '#app/db/client.server.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { serverRuntime } from '#app/utils/i18n/i18n.server.ts'
import { I18nRoot } from '#app/utils/i18n/i18n.tsx'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import FacilitiesPage, { loader as listLoader } from './facilities.tsx'
import { loader as pageLoader } from './facility.tsx'
import { loader as photoLoader } from './facility-photo.ts'

const args = (path: string, params: Record<string, string> = {}) =>
  ({
    request: new Request(`http://localhost${path}`),
    params,
    context: {},
  }) as never

/** The list page as the server renders it at an instant (the clock the loader reads). */
async function listPageAt(instant: Date, path: string, locale: Locale = 'en') {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(instant)
  try {
    const loaderData = await listLoader(args(path))
    const page = () =>
      createElement(FacilitiesPage, { loaderData } as Parameters<typeof FacilitiesPage>[0])
    // The page's GET form needs a data router.
    const router = createMemoryRouter([{ path: '*', Component: page }], {
      initialEntries: [path],
    })
    const html = renderToStaticMarkup(
      createElement(I18nRoot, {
        runtime: serverRuntime(locale, ['common', 'facilities']),
        children: createElement(RouterProvider, { router }),
      }),
    )
    // The words as a person reads them, without the markup.
    return html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ')
  } finally {
    vi.useRealTimers()
  }
}

describeOnEachDatabase('the facilities pages', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
  })

  it('lists nearest first, and explains a fake location instead of failing', async () => {
    const near = await listLoader(args('/facilities?lat=26.79&lng=81.49'))
    expect(near.origin).toMatchObject({ kind: 'point', from: 'location' })
    expect(near.location).toEqual({ lat: '26.79', lng: '81.49' })
    expect(near.facilities[0]?.distanceKm).toBeLessThan(2)
    for (const fake of ['lat=abc&lng=1', 'lat=0&lng=0', 'lat=26.9', 'pin=12'])
      expect((await listLoader(args(`/facilities?${fake}`))).facilities.length).toBeGreaterThan(10)
    // Without JavaScript: a town from the list, or a pin code (kept as typed, the town not chosen
    // for it, so that changing only the pin code works).
    const town = await listLoader(args('/facilities?near=dewa'))
    expect(town).toMatchObject({ near: 'dewa', pin: '' })
    expect(town.facilities[0]?.town.text).toBe('Dewa')
    const pin = await listLoader(args('/facilities?pin=225414'))
    expect(pin).toMatchObject({ near: null, pin: '225414', location: null })
    expect(pin.facilities[0]?.town.text).toBe('Zaidpur')
    const outside = await listLoader(args('/facilities?lat=51.5&lng=-0.1'))
    expect(outside.origin).toEqual({ kind: 'outside' })
    expect(outside.location).toBeNull()
  })

  it('answers a chemist wanted at 3:40 am with what to do instead of “No place fits”', async () => {
    // Tuesday 24 November 2026, 3:40 am in India.
    const night = new Date('2026-11-23T22:10:00Z')
    const text = await listPageAt(night, '/facilities?type=pharmacy&open=now')
    expect(text).toContain('No place that fits these choices is open right now.')
    expect(text).not.toContain('No place fits these choices.')
    expect(text).toContain(
      'The first to open is Janta Medical Store, Haidergarh : it opens today at 8:00 am.',
    )
    expect(text).toContain('Open day and night, and offering what you chose: Sarvodaya Hospital')
    expect(text).toContain('Our help desk answers day and night on +91 99350 10108')
    expect(text).toContain('call 108 for an ambulance')
    const nearby = await listPageAt(night, '/facilities?type=clinic&open=now&near=ramsanehighat')
    expect(nearby).toMatch(/The nearest to you is .+, [\d.]+ km away: it opens today at/)
    expect(nearby).toContain('None of the places that offer it is open day and night.')
    const hindi = await listPageAt(night, '/hi/facilities?type=pharmacy&open=now', 'hi')
    expect(hindi).toContain('सबसे पहले जनता मेडिकल स्टोर, हैदरगढ़ खुलेगी: आज सुबह 8:00 पर।')
    // By day the list answers as before.
    const day = await listPageAt(
      new Date('2026-11-24T06:00:00Z'),
      '/facilities?type=pharmacy&open=now',
    )
    expect(day).not.toContain('What you can do now')
  })

  it('shows a facility with its verified reviews (none yet), in Hindi too, and 404 for an unknown one', async () => {
    const page = await pageLoader(
      args(`/hi/facilities/${MAIN_CLINIC_SLUG}`, { slug: MAIN_CLINIC_SLUG }),
    )
    expect(page.ratings).toMatchObject({ summary: { count: 0 }, reviews: [] })
    expect(page.facility.name).toEqual({ text: 'मेनडॉक्टर क्लिनिक, हैदरगढ़', lang: 'hi' })
    expect(page.structuredData).toMatchObject({ '@type': 'MedicalClinic' })
    const missing = await pageLoader(args('/facilities/nowhere', { slug: 'nowhere' })).catch(
      (error: unknown) => error,
    )
    expect(missing).toMatchObject({ init: { status: 404 } })
  })

  it('serves a facility’s photo publicly, and nothing for another file', async () => {
    const page = await pageLoader(
      args(`/facilities/${MAIN_CLINIC_SLUG}`, { slug: MAIN_CLINIC_SLUG }),
    )
    const fileId = page.facility.photos[0]!.fileId
    const photo = await photoLoader(args('/', { slug: MAIN_CLINIC_SLUG, fileId }))
    expect(photo.status).toBe(200)
    expect(photo.headers.get('Cache-Control')).toBe('public, max-age=86400')
    expect(photo.headers.get('Content-Type')).toBe('image/jpeg')
    const other = await photoLoader(
      args('/', { slug: 'sarvodaya-hospital-barabanki', fileId }),
    ).catch((error: unknown) => error)
    expect(other).toBeInstanceOf(Response)
    expect((other as Response).status).toBe(404)
  })
})
