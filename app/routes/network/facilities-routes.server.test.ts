import { beforeAll, expect, it } from 'vitest'
import { MAIN_CLINIC_SLUG } from '#app/content/network.ts'
import { getDb } from '#app/db/client.server.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { loader as listLoader } from './facilities.tsx'
import { loader as pageLoader } from './facility.tsx'
import { loader as photoLoader } from './facility-photo.ts'

const args = (path: string, params: Record<string, string> = {}) =>
  ({
    request: new Request(`http://localhost${path}`),
    params,
    context: {},
  }) as never

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
