import { describe, expect, it } from 'vitest'
import { readTimes, tokenize } from './normalize.ts'
import { triage } from './triage.ts'

/**
 * How the guide reads text, rule by rule. The expected answers come from the sources the rules
 * follow: NHS "When to call 999", AHA's heart attack and stroke warning signs (BE FAST), WHO IMCI's
 * general danger signs, MoHFW's danger signs in pregnancy, WHO's snakebite, rabies and suicide
 * fact sheets, NTEP (a cough of two weeks or more is tested for TB) and the NHS pages on everyday
 * illness that can be cared for at home.
 */
const flagsOf = (text: string) => triage(text).redFlags
const dispositionOf = (text: string) => triage(text).disposition

describe('red flags read from whole sentences (issue 46’s misses)', () => {
  it.each([
    ['one side of the body stopped working and the mouth went crooked', 'stroke-signs'],
    ["I don't want to live", 'suicidal-thoughts'],
    ['my uncle drank the pesticide for the crops', 'poisoning'],
    ['गर्भ में सात महीने का बच्चा है और बहुत खून बह रहा है', 'pregnancy-danger-signs'],
    ['गर्दन अकड़ गई है और तेज़ बुखार', 'fever-with-stiff-neck'],
    ['bete ko jhatke aa rahe hai', 'seizure-emergency'],
    ['khoon beh raha hai ruk nahi raha', 'heavy-bleeding'],
  ])('%s → %s', (text, slug) => {
    expect(flagsOf(text)).toContain(slug)
  })
})

describe('a red flag anywhere wins over an ordinary match, however specific', () => {
  it.each([
    ['child with high fever and a stiff neck', 'fever-with-stiff-neck'],
    ['fits for ten minutes', 'seizure-emergency'],
    ['high fever and talking nonsense', 'fever-with-stiff-neck'],
    ['cold and cough for two days, and today she had a fit', 'seizure-emergency'],
    ['acidity after food and now chest pain with sweating', 'heart-attack-signs'],
  ])('%s → %s', (text, slug) => {
    expect(triage(text).disposition).toBe('emergency')
    expect(flagsOf(text)).toContain(slug)
  })
})

describe('combinations the sources name', () => {
  it('chest pain with sweating or spreading to the arm (AHA)', () => {
    expect(flagsOf('chest pain with sweating')).toContain('heart-attack-signs')
    expect(flagsOf('seene mein dard jo baayen haath tak jaata hai')).toContain('heart-attack-signs')
  })
  it('a child with sunken eyes and no urine after loose motions (WHO IMCI)', () => {
    expect(flagsOf('baby has loose motions, sunken eyes and no urine since morning')).toContain(
      'child-severe-dehydration',
    )
  })
  it('a child who cannot drink or breastfeed, or is lethargic (WHO IMCI)', () => {
    expect(flagsOf('बच्चा दूध नहीं पी रहा और बहुत सुस्त है')).toContain('child-danger-signs')
  })
  it('fever in a baby under three months (NICE/NHS)', () => {
    expect(flagsOf('2 months baby has fever')).toContain('child-danger-signs')
  })
  it('bleeding in pregnancy (MoHFW)', () => {
    expect(flagsOf('wife is 5 months pregnant and bleeding')).toContain('pregnancy-danger-signs')
  })
})

describe('negation', () => {
  it('takes back what is denied, in each way of writing', () => {
    expect(dispositionOf('sore throat, no fever, no trouble breathing')).toBe('home')
    expect(triage('गला खराब है, बुखार नहीं है').disposition).toBe('home')
    expect(triage('gala kharab hai, bukhar nahi hai').disposition).toBe('home')
    expect(triage('runny nose, no chest pain').redFlags).toEqual([])
  })
  it('never takes back a danger sign that is itself said with a negation', () => {
    expect(flagsOf('he is not breathing properly and lips are blue')).toContain(
      'severe-breathing-difficulty',
    )
    expect(flagsOf('saans nahi aa rahi')).toContain('severe-breathing-difficulty')
    expect(flagsOf('no fever but he is not waking up')).toContain('unconscious')
  })
  it('reaches no further than "but" or "and"', () => {
    expect(flagsOf('no fever and chest pain since morning')).toContain('heart-attack-signs')
    expect(flagsOf('bukhar nahi par gardan akad gayi aur sir dard')).toContain(
      'fever-with-stiff-neck',
    )
  })
})

describe('typo tolerance stays inside one concept', () => {
  it('reads "sweating" as sweating, never as swelling', () => {
    expect(flagsOf('chest pain and sweating')).toContain('heart-attack-signs')
    expect(triage('chest pain and sweating').symptoms).not.toContain('lump')
  })
  it('reads "sneezing" as sneezing, never as wheezing', () => {
    const read = triage('sneezing and runny nose')
    expect(read.disposition).toBe('home')
    expect(read.symptoms).not.toContain('child-wheezing')
  })
  it('forgives a misspelt danger word', () => {
    expect(flagsOf('unconsious after fall')).toContain('unconscious')
    expect(flagsOf('pestiside pi liya')).toContain('poisoning')
  })
})

describe('doctor or home', () => {
  it('keeps everyday illness at home only without a reason for a doctor', () => {
    expect(dispositionOf('mild headache after a long day')).toBe('home')
    expect(dispositionOf('acidity after spicy food')).toBe('home')
    expect(dispositionOf('small cut on my finger')).toBe('home')
    expect(dispositionOf('mosquito bites')).toBe('home')
  })
  it('sends a long cough for a TB test (NTEP) and a long fever to a doctor', () => {
    expect(dispositionOf('khansi 3 hafte se hai')).toBe('doctor')
    expect(dispositionOf('fever for 5 days')).toBe('doctor')
    expect(triage('fever for 5 days').doctorWhen).toBe('today')
  })
  it('sends a child’s fever and a pregnancy to a doctor', () => {
    expect(dispositionOf('my 4 year old son has fever')).toBe('doctor')
    expect(dispositionOf('pregnant, want a check-up')).toBe('doctor')
  })
  it('names what the network has no clinic for', () => {
    expect(triage('toothache since two days').lacking).toContain('teeth')
    expect(triage('aankh laal hai aur dard').lacking).toContain('eyes')
    expect(triage('ghutno mein dard').lacking).toContain('bones')
  })
  it('says nothing is found for nonsense, and comes near danger for a denied danger word', () => {
    expect(triage('xqzvwk').disposition).toBe('unknown')
    expect(triage('xqzvwk').nearDanger).toBe(false)
    expect(triage('seene').nearDanger).toBe(false)
    expect(triage('no chest pain').nearDanger).toBe(true)
  })
})

describe('numbers and durations', () => {
  it('reads durations and ages in three ways of writing', () => {
    expect(readTimes(tokenize('for ten minutes')).durationHours).toBeCloseTo(1 / 6)
    expect(readTimes(tokenize('3 din se bukhar')).durationHours).toBe(72)
    expect(readTimes(tokenize('तीन हफ़्ते से खांसी')).durationHours).toBe(21 * 24)
    expect(readTimes(tokenize('6 mahine ka bachcha')).ageMonths).toBe(6)
    expect(readTimes(tokenize('since yesterday')).durationHours).toBe(24)
  })
})
