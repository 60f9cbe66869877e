import { describe, expect, it } from 'vitest'
import { DEPARTMENTS } from '#app/content/departments.ts'
import { SOURCES, SYMPTOM_GROUPS, SYMPTOMS } from '#app/content/symptoms.ts'
import { findMentionedSymptoms, recommendCare } from './recommend.ts'

const redFlags = SYMPTOMS.filter((s) => s.redFlag)

describe('the symptom table', () => {
  it('holds at least 80 symptoms and conditions, each in English and Hindi with sources', () => {
    expect(SYMPTOMS.length).toBeGreaterThanOrEqual(80)
    expect(new Set(SYMPTOMS.map((s) => s.slug)).size).toBe(SYMPTOMS.length)
    for (const entry of SYMPTOMS) {
      expect(entry.nameHi, entry.slug).toMatch(/\p{Script=Devanagari}/u)
      expect(entry.reason.length, entry.slug).toBeGreaterThan(10)
      expect(entry.sources.length, entry.slug).toBeGreaterThan(0)
      for (const source of entry.sources)
        expect(SOURCES[source], `${entry.slug}: ${source}`).toBeDefined()
      expect(SYMPTOM_GROUPS[entry.group], entry.slug).toBeDefined()
      if (!entry.redFlag) expect(entry.departments.length, entry.slug).toBeGreaterThan(0)
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
    const advice = recommendCare(['headache', 'migraine', 'fever'])
    expect(advice.emergency).toBe(false)
    expect(advice.departments[0]?.slug).toBe('neurology')
    expect(advice.departments[0]?.reasons.map((r) => r.symptom)).toEqual(['Headache', 'Migraine'])
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
