import { beforeAll, expect, it } from 'vitest'
import { getDb } from '#app/db/client.server.ts'
import { seedDemoData, seedDemoSchedules } from '#app/domain/seed/seed.server.ts'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import type { Route } from './+types/find-care'
import { loader } from './find-care.tsx'

type Loaded = Awaited<ReturnType<typeof loader>>

function answer(query: string, path = '/find-care') {
  const request = new Request(`http://localhost${path}?${query}`)
  return loader({
    request,
    params: {},
    context: {},
  } as unknown as Route.LoaderArgs) as Promise<Loaded>
}
const load = async (query: string, path?: string) => (await answer(query, path)).data
const described = (text: string) => load(new URLSearchParams({ q: text }).toString())

describeOnEachDatabase('the symptom guide on the demo directory', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
    await seedDemoSchedules(getDb())
  })

  it.each(['cough', 'cold', 'खांसी', 'pet dard', 'stomach pain', 'bukhar'])(
    '“%s” leads to the General Medicine OPD and its doctors with free times',
    async (text) => {
      const result = await described(text)
      expect(result.disposition, text).not.toBe('emergency')
      const [best] = result.clinics
      expect(best?.slug, text).toBe('general-medicine')
      expect(best?.doctors.length, text).toBeGreaterThan(0)
      for (const doctor of best!.doctors) expect(doctor.nextSlot, text).not.toBeNull()
    },
  )

  it('names the nearest place offering the clinic: to the pin code given, else to the main clinic', async () => {
    const fromMain = await load('s=fever')
    expect(fromMain.clinics[0]?.nearest).toMatchObject({
      slug: 'maindoctor-clinic-haidergarh',
      fromMainClinic: true,
    })
    const fromDewa = await load('s=fever&pin=225301')
    expect(fromDewa.clinics[0]?.nearest).toMatchObject({
      slug: 'ayushman-clinic-dewa',
      fromMainClinic: false,
    })
    expect(fromDewa.pinInvalid).toBe(false)
    const unknown = await load('s=fever&pin=999999')
    expect(unknown.pinInvalid).toBe(true)
    expect(unknown.clinics[0]?.nearest?.fromMainClinic).toBe(true)
  })

  it.each(['pain', 'pet dard'])('“%s” raises no emergency', async (text) => {
    expect((await described(text)).disposition).not.toBe('emergency')
  })

  it('answers “hart pain” with the emergency first and Cardiology with its doctors', async () => {
    const result = await described('hart pain')
    expect(result.disposition).toBe('emergency')
    expect(result.redFlags).toContain('heart-attack-signs')
    const cardiology = result.clinics.find((clinic) => clinic.slug === 'cardiology')
    expect(cardiology?.doctors.length).toBeGreaterThan(0)
  })

  it('lists up to four tests often advised, in the page’s language, and none for an emergency', async () => {
    const fever = await load('s=fever')
    expect(fever.tests.length).toBeGreaterThan(0)
    expect(fever.tests.length).toBeLessThanOrEqual(4)
    expect(fever.tests[0]).toMatchObject({ slug: 'cbc', name: 'Complete blood count (CBC)' })
    const hindi = await load('s=fever', '/hi/find-care')
    expect(hindi.tests[0]).toMatchObject({ slug: 'cbc', name: 'सीबीसी (खून की पूरी जाँच)' })
    expect((await load('s=heart-attack-signs')).tests).toEqual([])
  })

  it('takes a child’s fever to the Pediatric clinic first', async () => {
    const result = await described('bachche ko bukhar')
    expect(result.clinics[0]?.slug).toBe('pediatric')
    expect(result.clinics[0]?.doctors.length).toBeGreaterThan(0)
  })

  it('reads Hindi words on a Hindi page and adds no Hindi names beside (the page is all Hindi)', async () => {
    const result = await load(new URLSearchParams({ q: 'सीने में दर्द' }).toString(), '/hi/find-care')
    expect(result.disposition).toBe('emergency')
    expect(result.redFlags).toContain('heart-attack-signs')
    expect(result.hindi).toBeNull()
  })

  it('gives an English page the Hindi names to show beside the English ones', async () => {
    const { hindi } = await described('fever')
    expect(hindi?.title).toBe('कौन से डॉक्टर को दिखाएँ?')
    expect(hindi?.groups.everyday).toBe('आम बीमारी: बुखार, खाँसी, पेट')
    expect(hindi?.symptoms.fever).toBe('बुखार')
  })

  it('names a clinic the network lacks with the nearest place in the list offering it, or none', async () => {
    const teeth = await described('daant me dard 2 din se')
    expect(teeth.lacking).toEqual([
      { specialty: 'teeth', nearest: expect.objectContaining({ slug: expect.any(String) }) },
    ])
    expect(teeth.clinics[0]?.slug).toBe('general-medicine')
    // No place of the demo network has an ENT clinic.
    const ear = await described('kaan me dard aur kaan beh raha hai')
    expect(ear.lacking).toEqual([{ specialty: 'ent', nearest: null }])
  })

  it('answers 400 and names each unanswered danger-sign question, keeping the answers given', async () => {
    const first = await described('mild fever since yesterday')
    const [one, two] = first.questions!.list
    const response = await answer(
      new URLSearchParams({
        q: 'mild fever since yesterday',
        checked: first.questions!.complaint,
        [`a.${one!.id}`]: 'no',
      }).toString(),
    )
    expect(response.init?.status).toBe(400)
    const list = response.data.questions!.list
    expect(list[0]).toMatchObject({ id: one!.id, answer: 'no', missing: false })
    expect(list[1]).toMatchObject({ id: two!.id, answer: null, missing: true })
    expect(response.data.disposition).toBe('home')
    expect(response.data.home.length).toBeGreaterThan(0)
  })
})
