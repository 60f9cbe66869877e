import { describe, expect, it } from 'vitest'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { SOURCES, SYMPTOM_GROUPS, SYMPTOMS } from '#app/content/symptoms.ts'
import enCare from '#app/locales/en/care.json'
import hiCare from '#app/locales/hi/care.json'
import type { MessageRef } from '#app/utils/i18n/catalogs.ts'
import { findMentionedSymptoms, recommendCare } from './recommend.ts'
import { sourcePublisher, symptomGroupLabel, symptomText } from './symptom-text.ts'

const CARE: Record<'en' | 'hi', Record<string, string>> = { en: enCare, hi: hiCare }
/** The words of a `care:` reference in a language, or undefined when the catalogue lacks them. */
const words = (locale: 'en' | 'hi', ref: MessageRef) => CARE[locale][ref.replace(/^care:/, '')]

const redFlags = SYMPTOMS.filter((s) => s.redFlag)

describe('the symptom table', () => {
  it('holds at least 80 symptoms and conditions, each in English and Hindi with sources', () => {
    expect(SYMPTOMS.length).toBeGreaterThanOrEqual(80)
    expect(new Set(SYMPTOMS.map((s) => s.slug)).size).toBe(SYMPTOMS.length)
    for (const entry of SYMPTOMS) {
      expect(entry.nameHi, entry.slug).toMatch(/\p{Script=Devanagari}/u)
      expect(entry.sources.length, entry.slug).toBeGreaterThan(0)
      for (const source of entry.sources)
        expect(SOURCES[source], `${entry.slug}: ${source}`).toBeDefined()
      expect(SYMPTOM_GROUPS, entry.slug).toContain(entry.group)
      if (!entry.redFlag) expect(entry.departments.length, entry.slug).toBeGreaterThan(0)
    }
  })

  it('has every shown name, explanation and emergency advice in English and Hindi', () => {
    const missing: string[] = []
    const refs = [
      ...SYMPTOMS.flatMap((entry) => [
        symptomText(entry.slug, 'name'),
        symptomText(entry.slug, 'why'),
        ...(entry.redFlag ? [symptomText(entry.slug, 'advice')] : []),
      ]),
      ...SYMPTOM_GROUPS.map(symptomGroupLabel),
      ...Object.keys(SOURCES).map((id) => sourcePublisher(id as keyof typeof SOURCES)),
    ]
    for (const ref of refs) {
      if ((words('en', ref)?.length ?? 0) < 3) missing.push(`en ${ref}`)
      if (!/\p{Script=Devanagari}/u.test(words('hi', ref) ?? '')) missing.push(`hi ${ref}`)
    }
    // Advice only for red flags: an ordinary symptom must not look like an emergency.
    for (const entry of SYMPTOMS.filter((s) => !s.redFlag)) {
      if (words('en', symptomText(entry.slug, 'advice'))) missing.push(`extra ${entry.slug}`)
    }
    expect(missing).toEqual([])
  })

  it('finds each symptom by the name the guide shows, in both languages', () => {
    for (const entry of SYMPTOMS) {
      for (const locale of ['en', 'hi'] as const) {
        const shown = words(locale, symptomText(entry.slug, 'name'))!
        expect(
          findMentionedSymptoms(shown).map((s) => s.slug),
          `${locale}: ${shown}`,
        ).toContain(entry.slug)
      }
    }
  })

  it('covers the red flags the guide must never miss', () => {
    const covered = (pattern: RegExp) =>
      redFlags.some((s) => pattern.test(`${s.name} ${s.aliases.join(' ')}`))
    expect(covered(/chest pain with sweating/i)).toBe(true)
    expect(covered(/stroke/i)).toBe(true)
    expect(covered(/breathing/i)).toBe(true)
    expect(covered(/bleeding/i)).toBe(true)
    expect(covered(/unconscious/i)).toBe(true)
    expect(covered(/seizure|fit/i)).toBe(true)
    expect(covered(/burn/i)).toBe(true)
    expect(covered(/poison/i)).toBe(true)
  })
})

describe('recommendCare', () => {
  it.each(redFlags.map((s) => [s.slug]))(
    'routes the red flag %s to the emergency line first',
    (slug) => {
      const advice = recommendCare([slug])
      expect(advice.emergency).toBe(true)
      expect(advice.redFlags.map((s) => s.slug)).toEqual([slug])
    },
  )

  it('still raises the emergency when a red flag is chosen among ordinary symptoms', () => {
    const advice = recommendCare(['headache', 'fever', 'stroke-signs'])
    expect(advice.emergency).toBe(true)
    expect(advice.redFlags.map((s) => s.slug)).toEqual(['stroke-signs'])
  })

  it.each(DEPARTMENTS.map((d) => [d.slug]))(
    'reaches the %s clinic from at least five non-emergency symptoms',
    (slug) => {
      const leadingThere = SYMPTOMS.filter(
        (s) => !s.redFlag && recommendCare([s.slug]).departments[0]?.slug === slug,
      )
      expect(leadingThere.length).toBeGreaterThanOrEqual(5)
    },
  )

  it('ranks the clinic most symptoms point to first and keeps the reasons', () => {
    const advice = recommendCare(['migraine', 'epilepsy-follow-up', 'fever'])
    expect(advice.emergency).toBe(false)
    expect(advice.departments[0]?.slug).toBe('neurology')
    expect(advice.departments[0]?.reasons).toEqual([
      {
        slug: 'migraine',
        symptom: 'care:symptom.migraine.name',
        reason: 'care:symptom.migraine.why',
      },
      {
        slug: 'epilepsy-follow-up',
        symptom: 'care:symptom.epilepsy-follow-up.name',
        reason: 'care:symptom.epilepsy-follow-up.why',
      },
    ])
    expect(words('en', advice.departments[0]!.reasons[0]!.symptom)).toBe('Migraine')
  })

  it('ignores slugs it does not know', () => {
    expect(recommendCare(['not-a-symptom'])).toEqual({
      emergency: false,
      redFlags: [],
      chosen: [],
      departments: [],
    })
  })
})

describe('findMentionedSymptoms', () => {
  const slugsIn = (text: string) => findMentionedSymptoms(text).map((s) => s.slug)

  it('recognises every red flag by its English name', () => {
    for (const flag of redFlags) expect(slugsIn(flag.name), flag.slug).toContain(flag.slug)
  })

  it('recognises red flags described in everyday words, Hindi and romanised Hindi', () => {
    expect(slugsIn('chest pain and sweating')).toContain('heart-attack-signs')
    expect(slugsIn('papa ko dil ka daura')).toContain('heart-attack-signs')
    expect(slugsIn('सांप ने काटा')).toContain('snake-bite')
    expect(slugsIn('he is unresponsive')).toContain('unconscious')
  })

  it('forgives small typos in longer English words but not in short ones', () => {
    expect(slugsIn('hedache')).toContain('headache')
    expect(slugsIn('migrane')).toContain('migraine')
    expect(slugsIn('cat')).toEqual([])
  })

  it('understands Hindi in Devanagari and romanised', () => {
    expect(slugsIn('मुझे सिरदर्द है')).toContain('headache')
    expect(slugsIn('tez bukhar')).toContain('fever')
  })

  it('finds nothing in empty or unrelated text', () => {
    expect(slugsIn('')).toEqual([])
    expect(slugsIn('   !!! ')).toEqual([])
    expect(slugsIn('xqzvw')).toEqual([])
  })
})

describe('findMentionedSymptoms on everyday descriptions of emergencies', () => {
  const EVERYDAY: Array<[text: string, slug: string]> = [
    ['unconscious', 'unconscious'],
    ['he fainted', 'unconscious'],
    ['passed out', 'unconscious'],
    ['बेहोश', 'unconscious'],
    ['difficulty breathing', 'severe-breathing-difficulty'],
    ['I can’t breathe', 'severe-breathing-difficulty'],
    ['shortness of breath', 'severe-breathing-difficulty'],
    ['साँस नहीं आ रही', 'severe-breathing-difficulty'],
    ['stroke', 'stroke-signs'],
    ['seizure', 'seizure-emergency'],
    ['दौरा पड़ा', 'seizure-emergency'],
    ['dog bite', 'animal-bite'],
    ['kutta kaat liya', 'animal-bite'],
    ['bitten by a snake', 'snake-bite'],
    ['साँप ने काटा', 'snake-bite'],
    ['drank pesticide', 'poisoning'],
    ['जहर खा लिया', 'poisoning'],
    ['allergic reaction', 'severe-allergic-reaction'],
    ['fever and stiff neck', 'fever-with-stiff-neck'],
    ['worst headache of my life', 'sudden-severe-headache'],
    ['burns', 'severe-burns'],
    ['chest pain', 'heart-attack-signs'],
    ['छाती में दर्द', 'heart-attack-signs'],
    ['I want to die', 'suicidal-thoughts'],
    ['ｃｈｅｓｔ ｐａｉｎ', 'heart-attack-signs'],
  ]
  it.each(EVERYDAY)('“%s” raises the emergency for %s', (text, slug) => {
    const mentioned = findMentionedSymptoms(text).map((s) => s.slug)
    expect(mentioned).toContain(slug)
    expect(recommendCare(mentioned).emergency).toBe(true)
  })
})

describe('everyday complaints', () => {
  const adviceFor = (text: string) => recommendCare(findMentionedSymptoms(text).map((s) => s.slug))

  it.each([
    'cough',
    'cold',
    'खांसी',
    'खाँसी',
    'khansi',
    'zukam',
    'sardi zukam',
    'सर्दी',
    'fever',
    'bukhar',
    'बुखार',
    'sore throat',
    'gala kharab',
    'body ache',
    'badan dard',
    'pet dard',
    'पेट दर्द',
    'stomach pain',
    'acidity',
    'ulti',
    'vomiting',
    'dast',
    'loose motions',
    'headache',
    'weakness',
    'kamzori',
    'bp ki dawa',
    'sugar follow up',
    'skin rash',
    'khujli',
    'fever and cough',
  ])('“%s” leads to General Medicine, not an emergency', (text) => {
    const advice = adviceFor(text)
    expect(advice.emergency, text).toBe(false)
    expect(advice.departments[0]?.slug, text).toBe('general-medicine')
  })

  it.each(['child fever', 'bachche ko bukhar', 'child cough', 'bachche ko khansi', 'baby cold'])(
    'a child’s “%s” leads to the Pediatric clinic first',
    (text) => {
      const advice = adviceFor(text)
      expect(advice.emergency, text).toBe(false)
      expect(advice.departments[0]?.slug, text).toBe('pediatric')
    },
  )

  it('offers the Pediatric clinic too for a fever or cough that may be a child’s', () => {
    expect(adviceFor('fever').departments.map((d) => d.slug)).toContain('pediatric')
    expect(adviceFor('cough').departments.map((d) => d.slug)).toContain('pediatric')
  })

  it.each([
    'pain',
    'dard',
    'ache',
    'pet dard',
    'stomach pain',
    'body pain',
    'back pain',
    'throat pain',
    'gas',
    'skin allergy',
    'weak',
    'heartburn',
    'seene mein jalan',
  ])('“%s” raises no emergency', (text) => {
    expect(adviceFor(text).emergency).toBe(false)
  })

  it('answers “hart pain” with the emergency and Cardiology', () => {
    const advice = adviceFor('hart pain')
    expect(advice.emergency).toBe(true)
    expect(advice.departments.map((d) => d.slug)).toContain('cardiology')
  })

  it('keeps the most specific mention, but never drops a red flag', () => {
    const slugs = (text: string) => findMentionedSymptoms(text).map((s) => s.slug)
    expect(slugs('child fever')).toEqual(['child-fever'])
    expect(slugs('vomiting blood')).toContain('heavy-bleeding')
    expect(slugs('vomiting blood')).not.toContain('vomiting')
    expect(slugs('fever with stiff neck')).toContain('fever-with-stiff-neck')
    expect(slugs('fever and headache')).toEqual(expect.arrayContaining(['fever', 'headache']))
  })
})
