import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { MAIN_CLINIC_SLUG, NETWORK_LABORATORY_SLUG } from '#app/content/network.ts'
import { getDb } from '#app/db/client.server.ts'
import { facilities } from '#app/db/schema/network.ts'
import { DEMO_FACILITIES } from '#app/domain/seed/demo-facilities.server.ts'
import { seedDemoData } from '#app/domain/seed/seed.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import { parseFacilityFilters } from './facilities-filters.ts'
import {
  facilityPhotoResponse,
  getFacilityPage,
  listFacilities,
  listFacilitiesOfDoctor,
  listFacilitySlugs,
  nearestFacilities,
} from './facilities.server.ts'
import { parseOrigin } from './nearest.ts'

const filters = (query: string) => parseFacilityFilters(new URLSearchParams(query))
const origin = (query: string) => parseOrigin(new URLSearchParams(query))
// Tuesday 24 November 2026, 3:30 am in India: only what is open day and night is open.
const NIGHT = new Date('2026-11-23T22:00:00Z')
const NEAR_RAMSANEHIGHAT = 'lat=26.79&lng=81.49'

describeOnEachDatabase('the facilities of the network', () => {
  beforeAll(async () => {
    expect(await seedDemoData(getDb())).toBe(true)
  })

  it('seeds the demo network once, with the network’s own places and all six kinds', async () => {
    expect(await seedDemoData(getDb())).toBe(false)
    const slugs = await listFacilitySlugs()
    expect(slugs).toHaveLength(DEMO_FACILITIES.length)
    expect(slugs).toEqual(expect.arrayContaining([MAIN_CLINIC_SLUG, NETWORK_LABORATORY_SLUG]))
    const list = await listFacilities(filters(''), origin(''), 'en')
    expect(new Set(list.facilities.map((f) => f.kind)).size).toBe(6)
  })

  it('finds the nearest open laboratory at night: one open day and night', async () => {
    const list = await listFacilities(
      filters('type=laboratory&open=now'),
      origin(NEAR_RAMSANEHIGHAT),
      'en',
      NIGHT,
    )
    expect(list.facilities.map((f) => f.slug)).toEqual([NETWORK_LABORATORY_SLUG])
    expect(list.facilities[0]).toMatchObject({ status: { open: true, closesAt: null } })
    expect(list.facilities[0]!.distanceKm).toBeGreaterThan(10)
    expect(list.farAway).toBe(false)
  })

  it('answers a chemist wanted at 3:40 am: the first to open, the nearest, day-and-night places', async () => {
    // Tuesday 24 November 2026, 3:40 am in India: the night chemist closed at 2, the others open
    // at 8 (every day) and 9 (Monday to Saturday).
    const at = new Date('2026-11-23T22:10:00Z')
    const list = await listFacilities(filters('type=pharmacy&open=now'), origin(''), 'en', at)
    expect(list.facilities).toEqual([])
    expect(list.noneOpen).toEqual({
      firstToOpen: expect.objectContaining({
        slug: 'janta-medical-store-haidergarh',
        name: { text: 'Janta Medical Store, Haidergarh', lang: 'en' },
        opensAt: { weekday: 2, time: '08:00', inDays: 0 },
      }),
      nearest: null,
      // A hospital's own pharmacy, open day and night.
      dayAndNight: [expect.objectContaining({ slug: 'sarvodaya-hospital-barabanki' })],
    })

    // From Ramsanehighat the nearest chemist is Zaidpur's, opening an hour after the first.
    const near = await listFacilities(
      filters('type=pharmacy&open=now'),
      origin(NEAR_RAMSANEHIGHAT),
      'hi',
      at,
    )
    expect(near.noneOpen?.firstToOpen).toMatchObject({ slug: 'janta-medical-store-haidergarh' })
    expect(near.noneOpen?.nearest).toMatchObject({
      slug: 'gupta-medical-hall-zaidpur',
      name: { text: 'गुप्ता मेडिकल हॉल, ज़ैदपुर', lang: 'hi' },
      opensAt: { weekday: 2, time: '09:00', inDays: 0 },
    })
    expect(near.noneOpen?.nearest?.distanceKm).toBeGreaterThan(5)

    // No clinic is open day and night: said so, with the first to open later today.
    const clinics = await listFacilities(filters('type=clinic&open=now'), origin(''), 'en', at)
    expect(clinics.facilities).toEqual([])
    expect(clinics.noneOpen?.dayAndNight).toEqual([])
    expect(clinics.noneOpen?.firstToOpen?.opensAt.inDays).toBe(0)

    // Something open, or no "open now": the list answers, nothing more.
    expect(
      (await listFacilities(filters('type=laboratory&open=now'), origin(''), 'en', at)).noneOpen,
    ).toBeNull()
    expect(
      (await listFacilities(filters('type=pharmacy'), origin(''), 'en', at)).noneOpen,
    ).toBeNull()
    // Nothing fits even closed (no chemist does dialysis): the other choices emptied the list.
    const dialysis = filters('type=pharmacy&service=dialysis&open=now')
    expect((await listFacilities(dialysis, origin(''), 'en', at)).noneOpen).toBeNull()
  })

  it('puts the nearest first, and says when the location is far from the whole network', async () => {
    const near = await listFacilities(filters(''), origin(NEAR_RAMSANEHIGHAT), 'en')
    expect(near.facilities[0]!.town.text).toBe('Ramsanehighat')
    const distances = near.facilities.map((f) => f.distanceKm!)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    // Mumbai: still a list, nearest first, but far away.
    const far = await listFacilities(filters(''), origin('lat=19.07&lng=72.87'), 'en')
    expect(far.farAway).toBe(true)
    expect(far.facilities).toHaveLength(DEMO_FACILITIES.length)
    // Fake coordinates: the list as usual, no distances.
    const fake = await listFacilities(filters(''), origin('lat=999&lng=abc'), 'en')
    expect(fake.facilities.every((f) => f.distanceKm === null)).toBe(true)
  })

  it('filters by service and accreditation, in the reader’s language', async () => {
    const nabl = await listFacilities(filters('accreditation=nabl'), origin(''), 'hi')
    expect(nabl.facilities.map((f) => f.kind)).toEqual(['laboratory', 'laboratory'])
    expect(nabl.facilities.map((f) => f.name.lang)).toEqual(['hi', 'hi'])
    const dialysis = await listFacilities(filters('service=dialysis'), origin(''), 'en')
    expect(dialysis.facilities.map((f) => f.slug)).toEqual(['barabanki-kidney-dialysis-centre'])
  })

  it('shows a facility’s page with its doctors and photos; hides an inactive one', async () => {
    const page = await getFacilityPage(MAIN_CLINIC_SLUG, 'en')
    expect(page?.doctors.length).toBeGreaterThan(5)
    expect(page?.photos).toHaveLength(1)
    expect(page?.photos[0]).toMatchObject({ width: 800, height: 500 })
    expect(await getFacilityPage('no-such-place', 'en')).toBeNull()
    const photo = page!.photos[0]!.fileId
    const answer = await facilityPhotoResponse(MAIN_CLINIC_SLUG, photo)
    expect(answer?.headers.get('Content-Type')).toBe('image/jpeg')
    // Another facility's address for the photo, or a made-up file: nothing.
    expect(await facilityPhotoResponse(NETWORK_LABORATORY_SLUG, photo)).toBeNull()
    expect(await facilityPhotoResponse(MAIN_CLINIC_SLUG, 'not-a-uuid')).toBeNull()
    await getDb()
      .update(facilities)
      .set({ active: false })
      .where(eq(facilities.slug, MAIN_CLINIC_SLUG))
    try {
      expect(await getFacilityPage(MAIN_CLINIC_SLUG, 'en')).toBeNull()
      expect(await facilityPhotoResponse(MAIN_CLINIC_SLUG, photo)).toBeNull()
    } finally {
      await getDb()
        .update(facilities)
        .set({ active: true })
        .where(eq(facilities.slug, MAIN_CLINIC_SLUG))
    }
  })

  it('names the nearest facility offering a clinic, from the visitor or the main clinic', async () => {
    const [fromMain] = await nearestFacilities([{ department: 'cardiology' }], origin(''), 'en')
    expect(fromMain).toMatchObject({ slug: MAIN_CLINIC_SLUG, fromMainClinic: true, distanceKm: 0 })
    const [fromDewa] = await nearestFacilities(
      [{ department: 'cardiology' }],
      origin('near=dewa'),
      'en',
    )
    expect(fromDewa).toMatchObject({ slug: 'sarvodaya-hospital-barabanki', fromMainClinic: false })
    expect(await nearestFacilities([{ department: 'no-such-clinic' }], origin(''), 'en')).toEqual([
      null,
    ])
  })

  it('answers many wants at once, each in its place, never a laboratory or a pharmacy', async () => {
    const answers = await nearestFacilities(
      [
        { services: ['dental'] },
        { department: 'no-such-clinic' },
        { services: ['eye_care', 'dental'] },
        { services: ['pathology'] },
        { department: 'cardiology' },
      ],
      origin(''),
      'hi',
    )
    expect(answers.map((place) => place?.slug ?? null)).toEqual([
      'jeevan-jyoti-hospital-ramsanehighat',
      null,
      expect.any(String),
      expect.any(String),
      MAIN_CLINIC_SLUG,
    ])
    // Either of the two services will do: the nearer of the places offering one is named.
    expect(['sarvodaya-hospital-barabanki', 'jeevan-jyoti-hospital-ramsanehighat']).toContain(
      answers[2]!.slug,
    )
    // The network laboratory stands at the main clinic's address and tests blood: a hospital is
    // named, not it.
    expect(answers[3]!.slug).toBe('jeevan-jyoti-hospital-ramsanehighat')
    // Each place's opening now is its page's, at any moment of the week (its hours came along).
    const statuses = new Set<string>()
    for (const [day, hour] of [
      [7, 3],
      [7, 9],
      [7, 14],
      [7, 21],
      [6, 10],
    ] as const) {
      const now = new Date(Date.UTC(2026, 11, day, hour - 5, 30))
      const [main] = await nearestFacilities([{ department: 'cardiology' }], origin(''), 'en', now)
      const page = await getFacilityPage(MAIN_CLINIC_SLUG, 'en', now)
      expect(main!.status).toEqual(page!.status)
      statuses.add(JSON.stringify(main!.status))
    }
    // Open on a Monday morning, closed at night and on a Sunday: not one answer for all.
    expect(statuses.size).toBeGreaterThan(2)
    expect(await nearestFacilities([], origin(''), 'en')).toEqual([])
  })

  it('names the new nearest place at once when a place stops offering a clinic', async () => {
    const [before] = await nearestFacilities([{ department: 'cardiology' }], origin(''), 'en')
    expect(before!.slug).toBe(MAIN_CLINIC_SLUG)
    const [main] = await getDb()
      .select({ departmentSlugs: facilities.departmentSlugs })
      .from(facilities)
      .where(eq(facilities.slug, MAIN_CLINIC_SLUG))
    await getDb()
      .update(facilities)
      .set({ departmentSlugs: main!.departmentSlugs.filter((slug) => slug !== 'cardiology') })
      .where(eq(facilities.slug, MAIN_CLINIC_SLUG))
    try {
      // The announcement of the change arrives just after its commit.
      await expect
        .poll(
          async () =>
            (await nearestFacilities([{ department: 'cardiology' }], origin(''), 'en'))[0]?.slug,
        )
        .not.toBe(MAIN_CLINIC_SLUG)
    } finally {
      await getDb()
        .update(facilities)
        .set({ departmentSlugs: main!.departmentSlugs })
        .where(eq(facilities.slug, MAIN_CLINIC_SLUG))
    }
    await expect
      .poll(
        async () =>
          (await nearestFacilities([{ department: 'cardiology' }], origin(''), 'en'))[0]?.slug,
      )
      .toBe(MAIN_CLINIC_SLUG)
  })

  it('lists where a doctor works', async () => {
    const places = await listFacilitiesOfDoctor('dr-suresh-chandra-mishra', 'en')
    expect(places.map((p) => p.slug)).toEqual([MAIN_CLINIC_SLUG, 'sarvodaya-hospital-barabanki'])
  })
})
