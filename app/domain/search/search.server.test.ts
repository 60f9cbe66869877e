import { eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTACT } from '#app/content/site.ts'
import { getDb } from '#app/db/client.server.ts'
import { doctors } from '#app/db/schema/directory.ts'
import { facilities } from '#app/db/schema/network.ts'
import { searchEntries } from '#app/db/schema/search.ts'
import { seedDemoData, seedSiteContent } from '#app/domain/seed/seed.server.ts'
import SearchPage, { loader as searchPageLoader } from '#app/routes/site/search.tsx'
import { serverRuntime } from '#app/utils/i18n/i18n.server.ts'
import { I18nRoot } from '#app/utils/i18n/i18n.tsx'
import { describeOnEachDatabase } from '#tests/support/database.ts'
import {
  buildSearchEntries,
  offersCloseNames,
  readQuery,
  searchSite,
  suggestCloseNames,
} from './search.server.ts'

/** Fixed queries and the result that must come first: exact words, misspellings, Hindi, Hinglish. */
const FIRST_RESULTS: Array<[query: string, kind: string, slug: string]> = [
  ['cardiology', 'department', 'cardiology'],
  ['cardiolgy', 'department', 'cardiology'],
  ['Cardiologist', 'department', 'cardiology'],
  ['कार्डियोलॉजी', 'department', 'cardiology'],
  ['pediatrician', 'department', 'pediatric'],
  ['child specialist', 'department', 'pediatric'],
  ['neurologist', 'department', 'neurology'],
  ['chest pain', 'symptom', 'heart-attack-signs'],
  ['जहर', 'symptom', 'poisoning'],
  ['सिरदर्द', 'symptom', 'headache'],
  ['सिर दर्द', 'symptom', 'headache'],
  ['sir dard', 'symptom', 'headache'],
  ['hedache', 'symptom', 'headache'],
  ['migrane', 'condition', 'migraine'],
  ['bukhar', 'symptom', 'fever'],
  ['बुखार', 'symptom', 'fever'],
  ['dengue', 'condition', 'dengue'],
  ['sugar', 'condition', 'diabetes'],
  ['blood test', 'service', 'laboratory-tests'],
  ['hba1c', 'lab-test', 'hba1c'],
  ['HbA1c test', 'lab-test', 'hba1c'],
  ['cbc', 'lab-test', 'cbc'],
  ['sugar test', 'lab-test', 'blood-sugar-fasting'],
  ['thyroid package', 'lab-test', 'thyroid-care'],
  ['dolo', 'medicine', 'paracetamol-650-tablet'],
  ['paracetamol', 'medicine', 'paracetamol-500-tablet'],
  ['fever', 'symptom', 'fever'],
  ['पैरासिटामोल', 'medicine', 'paracetamol-500-tablet'],
  ['paracitamol', 'medicine', 'paracetamol-500-tablet'],
  ['amoxicilin', 'medicine', 'amoxycillin-500-capsule'],
  ['cetrizine', 'medicine', 'cetirizine-10-tablet'],
  ['ambulance', 'service', 'ambulance'],
  ['anjali', 'doctor', 'dr-anjali-verma'],
  ['Dr. Farah Naaz', 'doctor', 'dr-farah-naaz'],
  ['farha naz', 'doctor', 'dr-farah-naaz'],
  ['sarvodaya hospital', 'facility', 'sarvodaya-hospital-barabanki'],
  ['nidan diagnostic', 'facility', 'nidan-diagnostics-barabanki'],
  ['सर्वोदय', 'facility', 'sarvodaya-hospital-barabanki'],
]

/**
 * What people type in an emergency, in lay words (English, Devanagari, romanised Hindi), and the
 * red flag whose first aid must come first.
 */
const EMERGENCIES: Array<[query: string, slug: string]> = [
  ['drank the pesticide for the crops', 'poisoning'],
  ['pesticide', 'poisoning'],
  ['मेरे भाई ने कीटनाशक पी लिया', 'poisoning'],
  ['zeher kha liya', 'poisoning'],
  ['saanp ne kaat liya', 'snake-bite'],
  ['kutte ne kaat liya', 'animal-bite'],
  ["I don't want to live anymore", 'suicidal-thoughts'],
  ['मैं जीना नहीं चाहता', 'suicidal-thoughts'],
  ['seene mein dard aur pasina', 'heart-attack-signs'],
  ['baby not drinking milk very sleepy', 'child-danger-signs'],
  ['behosh ho gaya', 'unconscious'],
  ['muh tedha ho gaya haath kamzor', 'stroke-signs'],
  ['साँस नहीं आ रही', 'severe-breathing-difficulty'],
  ['khoon ki ulti', 'heavy-bleeding'],
  ['fits aa rahe hain', 'seizure-emergency'],
]

/** The search page's answer, through its loader (the English page). */
async function searchPage(query: string) {
  const request = new Request(`http://localhost/search?q=${encodeURIComponent(query)}`)
  return searchPageLoader({ request, params: {}, context: {} } as Parameters<
    typeof searchPageLoader
  >[0])
}

/** The search page as the server renders it for the loader's answer (the English page). */
function renderSearchPage(loaderData: Awaited<ReturnType<typeof searchPageLoader>>) {
  const page = createElement(SearchPage, { loaderData } as Parameters<typeof SearchPage>[0])
  const children = createElement(MemoryRouter, null, page)
  return renderToStaticMarkup(
    createElement(I18nRoot, { runtime: serverRuntime('en', ['common', 'care']), children }),
  )
}

describeOnEachDatabase('site search', () => {
  beforeAll(async () => {
    await seedDemoData(getDb())
  })

  it.each(FIRST_RESULTS)('ranks for “%s” the %s %s first', async (query, kind, slug) => {
    const [first] = await searchSite(query)
    expect(first, query).toMatchObject({ kind, slug })
  })

  it('finds the sugar tests for “शुगर”, in the reader’s language, with their pages', async () => {
    const results = await searchSite('शुगर', 8)
    const tests = results.filter((r) => r.kind === 'lab-test').map((r) => r.slug)
    expect(tests).toEqual(expect.arrayContaining(['blood-sugar-fasting', 'blood-sugar-random']))
    const [hindi] = await searchSite('hba1c', 5, 'hi')
    expect(hindi).toMatchObject({
      kind: 'lab-test',
      title: 'एचबीए1सी (तीन महीने की शुगर)',
      titleHi: '',
      kindLabel: 'लैब जाँच',
      url: '/lab-tests/hba1c',
    })
    expect(hindi?.summary).toMatch(/^पिछले दो-तीन महीनों/)
    const [english] = await searchSite('thyroid package', 5)
    expect(english).toMatchObject({
      title: 'Thyroid care',
      titleHi: 'थायरॉइड केयर',
      kindLabel: 'Lab test',
      url: '/lab-tests/packages/thyroid-care',
    })
  })

  it('finds medicines by brand, and shows them in the reader’s language with their pages', async () => {
    const [hindi] = await searchSite('crocin', 5, 'hi')
    expect(hindi).toMatchObject({
      kind: 'medicine',
      slug: 'paracetamol-500-tablet',
      title: 'पैरासिटामोल 500 mg',
      titleHi: '',
      kindLabel: 'दवा',
      url: '/medicines/paracetamol-500-tablet',
    })
    expect(hindi?.summary).toMatch(/^बुख़ार/)
    const [english] = await searchSite('dolo', 5)
    expect(english).toMatchObject({
      title: 'Paracetamol 650 mg',
      titleHi: 'पैरासिटामोल 650 mg',
      kindLabel: 'Medicine',
    })
    const misspelt = await searchSite('पेरासिटामोल', 5)
    expect(misspelt.map((r) => r.slug)).toContain('paracetamol-500-tablet')
  })

  it('answers “hart pain” with a heart emergency first, marked urgent', async () => {
    const [first, second] = await searchSite('hart pain', 5)
    expect(['heart-attack-signs', 'chest-pain-after-heart-attack']).toContain(first?.slug)
    expect(['heart-attack-signs', 'chest-pain-after-heart-attack']).toContain(second?.slug)
    expect(first).toMatchObject({
      kind: 'symptom',
      urgent: true,
      url: `/find-care?s=${first?.slug}`,
    })
  })

  it.each(['cough', 'cold', 'खांसी', 'pet dard', 'stomach pain', 'bukhar'])(
    'leads “%s” to the General Medicine OPD and its doctors',
    async (query) => {
      const results = await searchSite(query)
      const clinic = results.findIndex(
        (r) => r.kind === 'department' && r.slug === 'general-medicine',
      )
      expect(clinic, query).toBeGreaterThanOrEqual(0)
      expect(clinic, query).toBeLessThan(4)
      expect(results[clinic]).toMatchObject({ url: '/departments/general-medicine', urgent: false })
      const doctorsThere = results.filter(
        (r) => r.kind === 'doctor' && r.summary.startsWith('General Medicine ·'),
      )
      expect(doctorsThere.length, query).toBeGreaterThan(0)
      for (const doctor of doctorsThere) expect(doctor.doctorId).toMatch(/^[0-9a-f-]{36}$/)
    },
  )

  it('puts no emergency between “pet dard” and its clinic, and brings no clinic for “pain”', async () => {
    const results = await searchSite('pet dard')
    expect(results[0]).toMatchObject({ kind: 'symptom', slug: 'stomach-pain' })
    expect(results[1]).toMatchObject({ kind: 'department', slug: 'general-medicine' })
    const pain = await searchSite('pain')
    expect(pain.slice(0, 5).every((r) => r.kind === 'symptom' || r.kind === 'condition')).toBe(true)
  })

  it('lists Cardiology and its doctors for “hart pain”, after the emergencies', async () => {
    const results = await searchSite('hart pain')
    const cardiology = results.findIndex((r) => r.kind === 'department' && r.slug === 'cardiology')
    expect(cardiology).toBeGreaterThan(0)
    expect(results.slice(0, cardiology).every((r) => r.urgent)).toBe(true)
    expect(results.slice(cardiology + 1).map((r) => r.slug)).toEqual(
      expect.arrayContaining(['dr-suresh-chandra-mishra', 'dr-farah-naaz']),
    )
    // The suggestions under the search box show the clinic too.
    expect((await searchSite('hart pain', 6)).map((r) => r.slug)).toContain('cardiology')
  })

  it('adds no clinic twice and leaves a search for a clinic as it was', async () => {
    const results = await searchSite('cardiology')
    expect(results.filter((r) => r.kind === 'department' && r.slug === 'cardiology')).toHaveLength(
      1,
    )
    const keys = results.map((r) => `${r.kind}:${r.slug}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('lists a clinic’s doctors after the clinic itself', async () => {
    const results = await searchSite('cardiology')
    const doctorSlugs = results.filter((r) => r.kind === 'doctor').map((r) => r.slug)
    expect(doctorSlugs).toEqual(
      expect.arrayContaining(['dr-suresh-chandra-mishra', 'dr-farah-naaz']),
    )
    expect(results.findIndex((r) => r.kind === 'doctor')).toBeGreaterThan(0)
    const farah = results.find((r) => r.slug === 'dr-farah-naaz')
    expect(farah).toMatchObject({ url: '/doctors/dr-farah-naaz' })
    expect(farah?.doctorId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('never lists a doctor who no longer takes patients', async () => {
    await getDb().update(doctors).set({ active: false }).where(eq(doctors.slug, 'dr-anjali-verma'))
    try {
      expect((await searchSite('anjali')).map((r) => r.slug)).not.toContain('dr-anjali-verma')
    } finally {
      await getDb().update(doctors).set({ active: true }).where(eq(doctors.slug, 'dr-anjali-verma'))
    }
  })

  it('finds the network’s facilities by name or town, described in the reader’s language', async () => {
    const [hindi] = await searchSite('raat din medicals', 5, 'hi')
    expect(hindi).toMatchObject({
      kind: 'facility',
      slug: 'raat-din-medicals-barabanki',
      title: 'रात-दिन मेडिकल्स, बाराबंकी',
      titleHi: '',
      kindLabel: 'इलाज की जगह',
      summary: 'दवा की दुकान · बाराबंकी',
      url: '/facilities/raat-din-medicals-barabanki',
    })
    const inTown = await searchSite('zaidpur', 20)
    expect(inTown.filter((r) => r.kind === 'facility').map((r) => r.slug)).toEqual(
      expect.arrayContaining([
        'shanti-mother-child-hospital-zaidpur',
        'gupta-medical-hall-zaidpur',
      ]),
    )
    const [english] = await searchSite('Sarvodaya', 5)
    expect(english).toMatchObject({
      summary: 'Hospital · Barabanki',
      titleHi: 'सर्वोदय अस्पताल, बाराबंकी',
    })
  })

  it.each(['pharmacy', 'chemist', 'दवा की दुकान', 'medical store', 'farmacy'])(
    'finds the network’s pharmacy shops for “%s”, not only the online pharmacy',
    async (query) => {
      const results = await searchSite(query, 20)
      const places = results.filter((r) => r.kind === 'facility')
      expect(places.map((r) => r.slug)).toEqual(
        expect.arrayContaining([
          'janta-medical-store-haidergarh',
          'raat-din-medicals-barabanki',
          'gupta-medical-hall-zaidpur',
        ]),
      )
      // Only shops: a hospital with its own pharmacy is found by its name, not as a chemist.
      const found = await getDb()
        .select({ slug: facilities.slug, kind: facilities.kind })
        .from(facilities)
      const kindOf = new Map(found.map((row) => [row.slug, row.kind]))
      expect(places.every((r) => kindOf.get(r.slug) === 'pharmacy')).toBe(true)
      // The online pharmacy stays: ordering medicines is what many who type it want.
      if (query === 'pharmacy')
        expect(results[0]).toMatchObject({ kind: 'service', slug: 'pharmacy' })
    },
  )

  it('answers empty, nonsense and hostile queries with nothing rather than an error', async () => {
    expect(await searchSite('')).toEqual([])
    expect(await searchSite('   ?!  ')).toEqual([])
    expect(await searchSite('xqzvwk')).toEqual([])
    expect(await searchSite("'); DROP TABLE doctors; --")).toBeInstanceOf(Array)
    expect(await searchSite('a & b | !c :* <-> (')).toBeInstanceOf(Array)
    expect(await searchSite('x'.repeat(5000))).toEqual([])
    expect(await getDb().select({ id: doctors.id }).from(doctors)).not.toHaveLength(0)
  })

  it('suggests close names for a query too garbled to match', async () => {
    expect(await searchSite('cardyolojee')).toEqual([])
    const suggestions = await suggestCloseNames('cardyolojee')
    expect(suggestions.map((s) => s.title)).toContain('Cardiology')
    expect(await suggestCloseNames('xqzvwk')).toEqual([])
  })

  it('answers in Hindi for a Hindi page: names, explanations, clinics, doctors and kinds', async () => {
    const results = await searchSite('bukhar', 20, 'hi')
    expect(results[0]).toMatchObject({
      kind: 'symptom',
      slug: 'fever',
      title: 'बुखार',
      titleHi: '',
      kindLabel: 'लक्षण',
    })
    expect(results[0]?.summary).toMatch(/^ज़्यादातर बुखार वायरल/)
    expect(
      results.find((r) => r.kind === 'department' && r.slug === 'general-medicine'),
    ).toMatchObject({ title: 'सामान्य चिकित्सा (जनरल ओपीडी)', kindLabel: 'क्लिनिक' })
    const doctor = results.find((r) => r.kind === 'doctor')
    expect(doctor?.summary).toMatch(/^सामान्य चिकित्सा \(जनरल ओपीडी\) · /)
    expect(doctor?.kindLabel).toBe('डॉक्टर')

    // English keeps its words, with the Hindi name beside.
    expect((await searchSite('bukhar', 20))[0]).toMatchObject({
      title: 'Fever',
      titleHi: 'बुखार',
      kindLabel: 'Symptom',
    })
  })

  it('gives an emergency’s first-aid advice in the reader’s language', async () => {
    const [english] = await searchSite('snake bite', 5)
    const [hindi] = await searchSite('snake bite', 5, 'hi')
    expect(english).toMatchObject({ slug: 'snake-bite', urgent: true })
    expect(english?.summary).toMatch(/^Call 108 now/)
    expect(hindi).toMatchObject({ slug: 'snake-bite', title: 'साँप का काटना' })
    expect(hindi?.summary).toMatch(/^अभी 108 पर कॉल करें/)
  })

  it.each(EMERGENCIES)(
    'lists for “%s” the red flag %s first, and no medicine, lab test or unrelated symptom',
    async (query, slug) => {
      const reading = readQuery(query)
      expect(reading.disposition, query).toBe('emergency')
      for (const limit of [20, 6]) {
        const results = await searchSite(query, limit)
        expect(results[0], `${query} (${limit})`).toMatchObject({
          slug,
          urgent: true,
          url: `/find-care?s=${slug}`,
        })
        expect(['symptom', 'condition']).toContain(results[0]?.kind)
        expect(results.length).toBeLessThanOrEqual(limit)
        // The triage's red flags lead, in its order; emergencies the index found follow them.
        const urgent = results.filter((r) => r.urgent).map((r) => r.slug)
        expect(results.slice(0, urgent.length).every((r) => r.urgent)).toBe(true)
        const led = Math.min(urgent.length, reading.redFlags.length)
        expect(urgent.slice(0, led)).toEqual(reading.redFlags.slice(0, led))
        expect(results.filter((r) => r.kind === 'medicine' || r.kind === 'lab-test')).toEqual([])
        for (const r of results.filter(
          (r) => !r.urgent && (r.kind === 'symptom' || r.kind === 'condition'),
        ))
          expect(reading.symptoms, query).toContain(r.slug)
      }
    },
  )

  it.each(EMERGENCIES)('never offers “Did you mean” for the emergency “%s”', async (query) => {
    // Even when nothing is found, the page does not ask for close names…
    expect(offersCloseNames(readQuery(query), 0), query).toBe(false)
    // …and the page itself answers with the emergency, no suggestions.
    const page = await searchPage(query)
    expect(page.suggestions).toEqual([])
    expect(page.results[0]).toMatchObject({ urgent: true })
  })

  it('describes an emergency the triage found just like the same emergency the index found', async () => {
    const [found] = await searchSite('जहर', 5)
    const [read] = await searchSite('drank the pesticide for the crops', 5)
    const { score: _a, ...fromIndex } = found!
    const { score: _b, ...fromTriage } = read!
    expect(fromTriage).toEqual(fromIndex)
    expect(fromTriage).toMatchObject({ kind: 'symptom', slug: 'poisoning', kindLabel: 'Symptom' })
    expect(fromTriage.summary).toMatch(/108/)
    const [hindi] = await searchSite('saanp ne kaat liya', 6, 'hi')
    expect(hindi).toMatchObject({ slug: 'snake-bite', title: 'साँप का काटना', titleHi: '' })
    expect(hindi?.summary).toMatch(/^अभी 108 पर कॉल करें/)
  })

  it('follows a heart emergency with Cardiology and its doctors, in the suggestions too', async () => {
    const results = await searchSite('seene mein dard aur pasina', 6)
    expect(results[0]).toMatchObject({ slug: 'heart-attack-signs', urgent: true })
    const cardiology = results.findIndex((r) => r.kind === 'department' && r.slug === 'cardiology')
    expect(cardiology).toBeGreaterThan(0)
    expect(results.slice(0, cardiology).every((r) => r.urgent)).toBe(true)
    const doctorsListed = results.filter((r) => r.kind === 'doctor')
    expect(doctorsListed.length).toBeGreaterThan(0)
    for (const doctor of doctorsListed) expect(doctor.summary).toMatch(/^Cardiology · /)
  })

  it('still offers close names for a garbled ordinary query, and the emergency line near danger', async () => {
    expect(offersCloseNames(readQuery('cardyolojee'), 0)).toBe(true)
    expect(offersCloseNames(readQuery('cardyolojee'), 3)).toBe(false)
    const garbled = await searchPage('cardyolojee')
    expect(garbled.nearDanger).toBe(false)
    expect(garbled.suggestions.map((s) => s.title)).toContain('Cardiology')

    // “koi zeher nahi khaya” (no poison was taken): nothing placed, but close to a danger word.
    const reading = readQuery('koi zeher nahi khaya')
    expect(reading).toMatchObject({ disposition: 'unknown', nearDanger: true })
    expect(offersCloseNames(reading, 0)).toBe(false)
    const near = await searchPage('koi zeher nahi khaya')
    expect(near.results).toEqual([])
    expect(near.nearDanger).toBe(true)
    expect(near.suggestions).toEqual([])
  })

  it('never ends “nothing found” in a dead end, and leads with the emergency line near danger', async () => {
    const near = renderSearchPage(await searchPage('koi zeher nahi khaya'))
    const plain = renderSearchPage(await searchPage('xqzvwk'))
    for (const html of [near, plain]) {
      expect(html).toContain('Nothing found for')
      expect(html).toContain('href="/find-care"')
      expect(html).toContain('href="/departments/general-medicine"')
      expect(html).toContain(`href="${CONTACT.receptionPhoneHref}"`)
      expect(html).toContain('href="/contact-us"')
    }
    const emergencyLine = [
      `href="${CONTACT.emergencyPhoneHref}"`,
      `href="tel:${CONTACT.nationalAmbulance}"`,
      'href="/ambulance"',
    ]
    for (const link of emergencyLine) {
      expect(plain).not.toContain(link)
      // On top: before the tips and the clinics.
      expect(near.indexOf(link)).toBeGreaterThan(0)
      expect(near.indexOf(link)).toBeLessThan(near.indexOf('href="/find-care"'))
    }
    expect(near).toContain('This may be an emergency')
    expect(near).not.toContain('Did you mean')
  })

  it('suggests close names in the reader’s language', async () => {
    const suggestions = await suggestCloseNames('cardyolojee', 3, 'hi')
    expect(suggestions).toContainEqual({
      title: 'हृदय रोग (कार्डियोलॉजी)',
      url: '/departments/cardiology',
    })
  })

  it('rebuilds its entries from the content modules without duplicates', async () => {
    await seedSiteContent(getDb())
    await seedSiteContent(getDb())
    const rows = await getDb()
      .select({ kind: searchEntries.kind, slug: searchEntries.slug })
      .from(searchEntries)
    expect(rows).toHaveLength(buildSearchEntries().length)
  })
})

describe('search entries', () => {
  it('give every clinic, service, symptom and lab test a unique kind and slug and a link', () => {
    const entries = buildSearchEntries()
    expect(new Set(entries.map((e) => `${e.kind}:${e.slug}`)).size).toBe(entries.length)
    for (const entry of entries) expect(entry.url, entry.slug).toMatch(/^\//)
    expect(entries.filter((e) => e.kind === 'department')).toHaveLength(7)
    expect(entries.find((e) => e.kind === 'lab-test' && e.slug === 'cbc')?.url).toBe(
      '/lab-tests/cbc',
    )
  })
})
