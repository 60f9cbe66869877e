import { SYMPTOMS } from '#app/content/symptoms.ts'
import type { TriageConcept } from '#app/content/triage-words.ts'
import { findMentionedSymptoms } from '#app/domain/find-care/recommend.ts'
import { near, readConcepts, type TextReading } from './match.ts'
import { foldWord, readTimes, type TimeFacts, type Token, tokenize } from './normalize.ts'

/**
 * The symptom guide's reading of what a person writes: emergency now, see a doctor (today or in
 * a few days), or care at home — erring towards safety at every step:
 * - a red flag anywhere in the text wins over everything else, however specific the rest;
 * - care at home only when everything said is an everyday complaint the public sources say can
 *   be cared for at home (NHS, WHO), nothing makes it a doctor's (how long, how strong, who:
 *   a child's fever, a baby, a pregnancy) and nothing else is said that we cannot place;
 * - a doctor when in doubt.
 * The words are read by match.ts from app/content/triage-words.ts; the rules are here.
 */

export const HOME_TOPICS = [
  'common-cold',
  'sore-throat',
  'cough',
  'fever',
  'loose-motions',
  'vomiting',
  'acidity',
  'constipation',
  'headache',
  'body-ache',
  'back-strain',
  'minor-cut',
  'minor-burn',
  'insect-bite',
  'sneezing',
  'mouth-ulcer',
  'heat-rash',
  'period-pain',
  'sprain',
  'hiccups',
  'dandruff',
  'pimples',
  'dry-skin',
  'blisters',
] as const
export type HomeTopic = (typeof HOME_TOPICS)[number]

/** The clinics the network does not have, each named when what is said belongs there. */
export const LACKING_SPECIALTIES = ['ent', 'eyes', 'teeth', 'skin', 'bones', 'women'] as const
export type LackingSpecialty = (typeof LACKING_SPECIALTIES)[number]

/** The main complaints that have danger-sign questions (app/content/home-care.ts). */
export const QUESTION_COMPLAINTS = [
  'child',
  'chest',
  'headache',
  'breathing',
  'belly',
  'pregnancy',
  'injury',
  'fever',
] as const
export type QuestionComplaint = (typeof QUESTION_COMPLAINTS)[number]

export type Triage = {
  disposition: 'emergency' | 'doctor' | 'home' | 'unknown'
  /** For a doctor: today, or within a few days. */
  doctorWhen: 'today' | 'soon' | null
  /** The red flags found, as slugs of app/content/symptoms.ts (each has its first-aid advice). */
  redFlags: string[]
  /** The everyday symptoms and conditions found (slugs of app/content/symptoms.ts). */
  symptoms: string[]
  homeTopics: HomeTopic[]
  lacking: LackingSpecialty[]
  /** The complaint whose danger-sign questions settle what the text cannot. */
  complaint: QuestionComplaint | null
  /** Nothing placed, but the words come near a danger word: the emergency numbers lead. */
  nearDanger: boolean
}

/** How long (hours) each everyday complaint may last and still be cared for at home. */
const HOME_LIMIT_HOURS: Record<HomeTopic, number> = {
  'common-cold': 21 * 24,
  'sore-throat': 7 * 24,
  // NTEP: a cough of two weeks or more is tested for TB.
  cough: 14 * 24 - 1,
  fever: 48,
  'loose-motions': 48,
  vomiting: 48,
  acidity: 21 * 24,
  constipation: 21 * 24,
  headache: 3 * 24,
  'body-ache': 5 * 24,
  'back-strain': 42 * 24,
  'minor-cut': 7 * 24,
  'minor-burn': 7 * 24,
  'insect-bite': 7 * 24,
  sneezing: 28 * 24,
  'mouth-ulcer': 21 * 24,
  'heat-rash': 7 * 24,
  'period-pain': 7 * 24,
  sprain: 14 * 24,
  hiccups: 48,
  dandruff: 30 * 24,
  pimples: 8 * 7 * 24,
  'dry-skin': 21 * 24,
  blisters: 7 * 24,
}

/** Symptoms of app/content/symptoms.ts that an everyday complaint cared for at home covers. */
const HOME_COVERS: Record<string, readonly HomeTopic[]> = {
  fever: ['fever'],
  cough: ['cough'],
  'common-cold': ['common-cold', 'sneezing'],
  'sore-throat': ['sore-throat'],
  'body-ache': ['body-ache', 'back-strain'],
  acidity: ['acidity'],
  vomiting: ['vomiting'],
  'loose-motions': ['loose-motions'],
  headache: ['headache'],
  'skin-rash': ['heat-rash', 'insect-bite', 'dandruff', 'pimples', 'dry-skin', 'sneezing'],
  'teen-health': ['pimples'],
  migraine: ['headache'],
  'neck-pain-arm-tingling': ['body-ache'],
  lump: ['insect-bite', 'sprain', 'blisters'],
  'back-pain': ['back-strain'],
  'child-cough-cold': ['common-cold', 'cough', 'sneezing', 'sore-throat'],
  'stomach-pain': ['acidity', 'period-pain', 'constipation', 'loose-motions'],
  // Swelling of an ankle or a foot that a sprain explains (NHS sprains).
  'swelling-of-feet': ['sprain'],
  'mouth-ulcer-not-healing': ['mouth-ulcer'],
  tiredness: ['body-ache', 'headache', 'fever', 'common-cold'],
}

const HOME_TOPIC_OF: Partial<Record<TriageConcept, HomeTopic>> = {
  cold: 'common-cold',
  soreThroat: 'sore-throat',
  cough: 'cough',
  fever: 'fever',
  looseMotions: 'loose-motions',
  vomit: 'vomiting',
  acidity: 'acidity',
  constipation: 'constipation',
  headache: 'headache',
  bodyAche: 'body-ache',
  backPain: 'back-strain',
  minorCut: 'minor-cut',
  mouthUlcer: 'mouth-ulcer',
  heatRash: 'heat-rash',
  periodPain: 'period-pain',
  sprain: 'sprain',
  sneezing: 'sneezing',
  sunburn: 'minor-burn',
  neckStrain: 'body-ache',
  hiccups: 'hiccups',
  dandruff: 'dandruff',
  pimples: 'pimples',
  drySkin: 'dry-skin',
  blister: 'blisters',
}

/** Concepts that are said but are no complaint of their own (who, how, when). */
const MODIFIERS = new Set<TriageConcept>([
  'severe',
  'intense',
  'persistent',
  'sudden',
  'past',
  'minorWords',
  'child',
  'infant',
  'newborn',
  'oneSide',
  'head',
  'face',
  'throat',
  'lipsTongue',
  'radiating',
  'lifting',
  'canWalk',
  'heatExposure',
  'burnSevere',
  'notBleeding',
  'animal',
  'insect',
  'bite',
  'ent',
  'eyes',
  'teeth',
  'skin',
  'bones',
  'women',
  'periods',
  'diabetes',
  'limb',
  'alcohol',
  'bleedStopped',
  'tablets',
  'swallowed',
  'manyQuantity',
  'tabletsMany',
  'byMistake',
  'normalFinding',
  'fluidLeak',
])

type Facts = {
  reading: TextReading
  times: TimeFacts
  has: (concept: TriageConcept) => boolean
  child: boolean
  infant: boolean
  youngInfant: boolean
  /** Fifteen or older. */
  adult: boolean
}

/** How many tablets were said ("20 paracetamol tablets", "das goliyan"): a number just before. */
function countedTablets(reading: TextReading): number {
  let most = 0
  for (const match of reading.matches) {
    if (match.concept !== 'tablets' || match.negated) continue
    // Before any word of the match: "15 goliyan", and "bp ki 15 goliyan" too.
    for (const at of match.positions) {
      for (let index = Math.max(0, at - 2); index < at; index++) {
        const raw = reading.tokens[index]!.raw
        const value = /^\d+$/.test(raw) ? Number(raw) : 0
        // A reading ("BP 160 ki goli") is no count.
        if (value <= 100) most = Math.max(most, value)
      }
    }
  }
  return most
}

const MONTH_WORDS = new Set(['mahine', 'mahina', 'month', 'months', 'महीने', 'महीना'].map(foldWord))
const IN_WORDS = new Set(['me', 'mein', 'mai', 'में', 'chal', 'चल'].map(foldWord))

/** "7 mahine me", "8 महीने में", "9 mahina chal raha": a month of a pregnancy, 3 to 10. */
function monthOfPregnancySaid(tokens: readonly Token[]): boolean {
  return tokens.some((token, index) => {
    if (!/^\d+$/.test(token.raw)) return false
    const month = Number(token.raw)
    return (
      month >= 3 &&
      month <= 10 &&
      MONTH_WORDS.has(tokens[index + 1]?.word ?? '') &&
      IN_WORDS.has(tokens[index + 2]?.word ?? '')
    )
  })
}

const SUGAR_WORDS = new Set(['sugar', 'shugar', 'suger', 'शुगर', 'सुगर', 'glucose'].map(foldWord))
/** Words after a number that make it a duration or an age, not a reading ("sugar 5 saal se"). */
const NOT_A_READING = new Set(
  [
    'din',
    'dino',
    'day',
    'days',
    'saal',
    'sal',
    'year',
    'years',
    'yrs',
    'mahine',
    'month',
    'months',
    'hafte',
    'week',
    'weeks',
    'umar',
    'umr',
    'age',
    'old',
    'दिन',
    'साल',
    'वर्ष',
    'महीने',
    'हफ्ते',
    'उम्र',
  ].map(foldWord),
)

/** A blood sugar reading (mg/dL) said under `limit`: "sugar 40", "शुगर 45 हो गई" (ADA level 2). */
function sugarReadingBelow(tokens: readonly Token[], limit: number): boolean {
  return tokens.some((token, index) => {
    if (!SUGAR_WORDS.has(token.word)) return false
    for (let next = index + 1; next <= index + 3 && next < tokens.length; next++) {
      const raw = tokens[next]!.raw
      if (!/^\d+$/.test(raw)) continue
      const value = Number(raw)
      const after = [tokens[next + 1]?.word, tokens[next + 2]?.word]
      if (after.some((word) => word !== undefined && NOT_A_READING.has(word))) return false
      return value >= 20 && value < limit
    }
    return false
  })
}

/** Red flags, each with the symptom whose first-aid advice the page shows. */
function redFlagsOf(f: Facts): string[] {
  const { has } = f
  const flags = new Set<string>()
  const add = (slug: string) => flags.add(slug)
  const nearSevere = (concept: TriageConcept) =>
    near(f.reading, concept, 'severe', 3) || near(f.reading, concept, 'intense', 3)

  // Said of someone with sugar, a fever, the heat or a head injury, not understanding is confusion.
  const confused = has('confused') || has('notUnderstanding')

  if (has('suicidal')) add('suicidal-thoughts')
  if (has('poisoning')) add('poisoning')
  // Medicine swallowed in a heap, tablets a child took, anything swallowed by mistake; a pesticide
  // that made someone ill (WHO).
  if (
    has('tablets') &&
    has('swallowed') &&
    (near(f.reading, 'tablets', 'manyQuantity', 4) ||
      (f.child && has('tabletsMany')) ||
      countedTablets(f.reading) >= 5)
  )
    add('poisoning')
  if (has('swallowed') && has('byMistake')) add('poisoning')
  if (
    has('pesticide') &&
    (has('swallowed') ||
      has('vomit') ||
      has('vomitsEverything') ||
      has('shaky') ||
      has('sweating') ||
      has('breathless') ||
      has('severeBreathing') ||
      confused ||
      has('unconscious') ||
      has('drowsy') ||
      has('faintFeeling') ||
      has('seizure') ||
      has('limbWeak') ||
      has('dizzy') ||
      has('headache'))
  )
    add('poisoning')
  if (has('snake')) add('snake-bite')
  // A bite followed by bleeding gums is a venomous snake's (WHO).
  if (has('bite') && has('gumBleed')) add('snake-bite')
  // Alcohol followed by blindness, fits or unconsciousness: methanol (WHO).
  if (
    has('alcohol') &&
    (has('visionLoss') || has('unconscious') || has('seizure') || has('severeBreathing'))
  )
    add('poisoning')
  // A bite or a scratch from an animal (WHO rabies: scratches need the vaccine too).
  if ((has('animal') && (has('bite') || has('minorCut'))) || has('rabies')) add('animal-bite')

  // Breathing
  if (has('severeBreathing')) add('severe-breathing-difficulty')
  if (has('breathless') && (nearSevere('breathless') || has('sudden')))
    add('severe-breathing-difficulty')
  // Allergy
  const allergicSwelling =
    has('swelling') &&
    (has('lipsTongue') ||
      ((has('throat') || has('face')) && (has('allergy') || has('insect') || has('bite'))))
  const stung = has('allergy') || (has('insect') && has('bite'))
  if (allergicSwelling || (stung && (has('breathless') || has('severeBreathing'))))
    add('severe-allergic-reaction')

  // Heart
  const pastHeartAttack = has('heartAttack') && has('past') && !has('sudden')
  if (has('chestPain'))
    add(pastHeartAttack ? 'chest-pain-after-heart-attack' : 'heart-attack-signs')
  if (has('heartAttack') && !pastHeartAttack) add('heart-attack-signs')
  // Pain in the jaw, shoulder or left arm with a cold sweat or breathlessness (AHA).
  if (
    has('referredPain') &&
    (has('sweating') || has('breathless') || has('severeBreathing') || has('shaky'))
  )
    add('heart-attack-signs')

  // Brain
  if (has('stroke')) add('stroke-signs')
  // One weak or numb side is a stroke — but not one numb leg with back pain (sciatica, NHS).
  const sciatica = has('backPain') && has('limbNumbLeg') && !has('sudden')
  if (has('oneSide') && has('limbWeak') && !sciatica) add('stroke-signs')
  // Sudden weakness or numbness of the face, an arm or a leg (AHA BE FAST) — not after a fall
  // or a twist, whose leg cannot bear weight for another reason.
  const hurt = has('injury') || has('sprain') || has('bones') || has('backPain')
  if (has('sudden') && has('limbWeak') && (has('limb') || has('face')) && !hurt) add('stroke-signs')
  if (has('visionLoss') && has('sudden')) add('stroke-signs')
  if (has('unconscious')) add(f.child ? 'child-danger-signs' : 'unconscious')
  if (has('meningitis')) add('fever-with-stiff-neck')
  if (has('seizure')) add(f.child && has('fever') ? 'febrile-seizure' : 'seizure-emergency')
  if (has('worstHeadache')) add('sudden-severe-headache')
  if (has('headache') && has('sudden') && nearSevere('headache')) add('sudden-severe-headache')

  // Serious infection
  const feverish = has('fever') || has('dengue')
  if (has('nonBlanchingRash')) add('fever-with-stiff-neck')
  if (has('stiffNeck') && (feverish || has('headache') || has('vomit') || f.child))
    add('fever-with-stiff-neck')
  if (feverish && (confused || has('seizure') || has('unconscious'))) add('fever-with-stiff-neck')
  if (feverish && has('drowsy')) add(f.child ? 'child-danger-signs' : 'fever-with-stiff-neck')
  if (has('fever') && f.youngInfant) add('child-danger-signs')
  if (
    feverish &&
    (has('noseBleed') ||
      has('gumBleed') ||
      has('bleeding') ||
      has('vomitsEverything') ||
      has('blackStool'))
  )
    add('dengue-warning-signs')
  if (has('dengue') && (has('bellyPain') || has('drowsy') || has('shaky')))
    add('dengue-warning-signs')

  // Children: WHO IMCI's general danger signs
  if (f.child && (has('cannotDrink') || has('vomitsEverything') || has('drowsy')))
    add('child-danger-signs')
  // Not feeding is said of a baby; not drinking, of anyone: a child's danger sign only in a child.
  if (has('cannotFeed') && !f.adult) add('child-danger-signs')
  // Yellow palms and soles are a baby's severe jaundice (IMCI).
  if (has('yellowPalmsSoles') && !f.adult) add('child-danger-signs')
  // A baby under two months breathing fast, or any baby grunting (MoHFW IMNCI: possible serious
  // bacterial infection).
  if ((f.youngInfant && (has('breathless') || has('grunting'))) || (f.infant && has('grunting')))
    add('child-danger-signs')
  if (has('dehydrationSigns'))
    add(f.child || f.infant ? 'child-severe-dehydration' : 'severe-dehydration')

  // Pregnancy: MoHFW's danger signs
  if (
    has('pregnancy') &&
    (has('bleeding') ||
      has('bellyPain') ||
      has('fever') ||
      has('seizure') ||
      has('unconscious') ||
      has('visionLoss') ||
      (has('headache') && (nearSevere('headache') || has('sudden') || has('intense'))) ||
      (has('swelling') && has('face')) ||
      has('fluidLeak') ||
      has('breathless') ||
      has('severeBreathing') ||
      has('vomitsEverything'))
  )
    add('pregnancy-danger-signs')
  if (has('babyNotMoving') || has('waterBreak')) add('pregnancy-danger-signs')
  // Water coming "in the seventh month" is the waters breaking, though the pregnancy is not named.
  if (has('fluidLeak') && monthOfPregnancySaid(f.reading.tokens) && !has('ent') && !has('eyes'))
    add('pregnancy-danger-signs')

  // Bleeding
  if (has('vomitBlood')) add('heavy-bleeding')
  // Much blood with the stool or the urine, or with faintness (NHS: bleeding heavily from the bottom).
  if (
    (has('bloodInStool') || has('bloodInUrine')) &&
    (nearSevere('bloodInStool') ||
      nearSevere('bloodInUrine') ||
      has('unconscious') ||
      has('faintFeeling') ||
      has('dizzy'))
  )
    add('heavy-bleeding')
  if (
    has('blackStool') &&
    (has('limbWeak') || has('unconscious') || has('faintFeeling') || has('drowsy') || has('dizzy'))
  )
    add('heavy-bleeding')
  if (has('noseBleed') && (has('persistent') || nearSevere('noseBleed'))) add('heavy-bleeding')
  // Coughing up streaks of blood is a doctor's today; more than that is an emergency (NHS).
  if (has('coughBlood')) {
    const streaks =
      (has('minorWords') || has('bleedStopped')) && !nearSevere('coughBlood') && !has('persistent')
    if (!streaks || has('breathless') || has('severeBreathing') || has('chestPain'))
      add('heavy-bleeding')
  }
  if (has('bleeding') && !has('pregnancy')) {
    const held = !nearSevere('bleeding') && !has('persistent')
    const minor =
      held && (has('minorWords') || has('minorCut') || has('bleedStopped') || has('blister'))
    // Blood said with the stool, the urine, a cough, the nose or the gums is that bleeding's.
    const placed =
      has('bloodInStool') ||
      has('bloodInUrine') ||
      has('coughBlood') ||
      has('noseBleed') ||
      has('gumBleed') ||
      has('vomitBlood')
    if (has('periods')) {
      if (has('unconscious') || has('faintFeeling') || has('drowsy') || has('limbWeak'))
        add('heavy-bleeding')
    } else if (!minor && !(placed && held)) add('heavy-bleeding')
  }

  // Injuries and burns
  if (has('seriousInjury')) add('serious-injury')
  // An eye hurt and now not seeing (NHS A&E).
  if (has('eyes') && has('visionLoss') && (has('injury') || has('burn'))) add('serious-injury')
  if (has('injury') && has('cannotWalk') && has('bones')) add('serious-injury')
  if (
    has('head') &&
    has('injury') &&
    (has('seriousInjury') ||
      has('vomit') ||
      has('drowsy') ||
      has('unconscious') ||
      has('seizure') ||
      confused ||
      has('bleeding') ||
      has('visionLoss') ||
      has('noseBleed') ||
      has('vomitsEverything'))
  )
    add('head-injury')
  // Sunburn is never "severe burns"; its blisters and fever are a doctor's (NHS sunburn).
  if (has('burn') && !has('sunburn')) {
    const minor = has('minorWords') && !has('burnSevere')
    if (!minor) add('severe-burns')
  }

  // Heat and sugar
  if (has('heatstroke')) add('heatstroke')
  if (
    has('heatExposure') &&
    (confused ||
      has('unconscious') ||
      has('drowsy') ||
      has('seizure') ||
      has('vomit') ||
      (has('fever') && nearSevere('fever')))
  )
    add('heatstroke')
  if (has('lowSugar') || sugarReadingBelow(f.reading.tokens, 55)) add('low-sugar')
  // NHS: a low sugar brings sweating, shaking and, when severe, confusion and fainting.
  if (
    has('diabetes') &&
    (confused ||
      has('unconscious') ||
      (has('sweating') &&
        (has('shaky') ||
          has('drowsy') ||
          has('faintFeeling') ||
          has('dizzy') ||
          nearSevere('sweating'))))
  )
    add('low-sugar')

  // Confusion, drowsiness, belly
  if (has('confused') && flags.size === 0) add('sudden-confusion')
  if (has('drowsy') && nearSevere('drowsy') && flags.size === 0) add('unconscious')
  if (has('bellyEmergency') && (has('bellyPain') || has('vomit'))) add('severe-belly-pain')
  if (
    has('bellyPain') &&
    nearSevere('bellyPain') &&
    (has('vomit') || has('sudden') || has('fever'))
  )
    add('severe-belly-pain')
  if (has('bellyPain') && has('sudden') && has('intense')) add('severe-belly-pain')
  // Sudden or bad pain in a testicle: a torsion until shown otherwise (NHS A&E).
  if (has('testisPain') && (has('sudden') || has('intense') || nearSevere('testisPain')))
    add('severe-belly-pain')
  // Severe belly pain (NHS A&E): "pet me bhayankar dard", "unbearable stomach pain" — not period pain.
  if (has('bellyPain') && near(f.reading, 'bellyPain', 'intense', 3) && !has('periods'))
    add('severe-belly-pain')
  return [...flags]
}

function lackingOf(f: Facts): LackingSpecialty[] {
  return LACKING_SPECIALTIES.filter(
    (specialty) => f.has(specialty) || (specialty === 'women' && f.has('pregnancy')),
  )
}

function complaintOf(f: Facts, symptoms: readonly string[]): QuestionComplaint | null {
  const { has } = f
  if (f.child || f.infant) return 'child'
  if (has('pregnancy')) return 'pregnancy'
  if (has('breathless')) return 'breathing'
  if (has('headache') || has('stiffNeck')) return 'headache'
  if (has('injury') || has('minorCut') || has('burn') || has('sprain') || has('head'))
    return 'injury'
  if (has('bellyPain') || symptoms.includes('stomach-pain')) return 'belly'
  if (has('fever') || symptoms.includes('fever')) return 'fever'
  if (symptoms.some((slug) => slug.startsWith('chest') || slug === 'palpitations')) return 'chest'
  return null
}

/** Whether what is said can be cared for at home, and which topics then say how. */
function homeCareOf(f: Facts, symptoms: readonly string[]): HomeTopic[] | null {
  const { has, reading, times } = f
  const topics = new Set<HomeTopic>()
  for (const [concept, topic] of Object.entries(HOME_TOPIC_OF) as Array<
    [TriageConcept, HomeTopic]
  >) {
    if (has(concept)) topics.add(topic)
  }
  if (has('insect') && has('bite')) topics.add('insect-bite')
  if (has('burn') && has('minorWords') && !has('burnSevere')) topics.add('minor-burn')
  if (has('minorCut') && has('bleeding')) topics.add('minor-cut')
  // A blister from a burn is the burn's (a doctor's), one in the mouth an ulcer.
  if (has('burn') || has('mouthUlcer')) topics.delete('blisters')
  if (topics.size === 0) return null
  if (topics.has('minor-burn') && (has('blister') || (has('sunburn') && (has('fever') || f.child))))
    return null
  const local = !has('face') && !has('throat') && !has('lipsTongue')
  // Everything said must be an everyday complaint or a word about it.
  for (const concept of reading.present) {
    if (MODIFIERS.has(concept) || HOME_TOPIC_OF[concept]) continue
    if (concept === 'bleeding' && (has('minorCut') || has('bleedStopped'))) continue
    if (concept === 'burn' && topics.has('minor-burn')) continue
    // Some swelling is part of a sprain, a sting or a blister (NHS).
    if (
      concept === 'swelling' &&
      local &&
      (topics.has('sprain') || topics.has('insect-bite') || topics.has('blisters'))
    )
      continue
    // Pain in a limb that an everyday complaint explains (aching muscles, a sprain, a sting).
    if (
      concept === 'limbPain' &&
      [
        'body-ache',
        'sprain',
        'minor-cut',
        'insect-bite',
        'blisters',
        'dry-skin',
        'minor-burn',
      ].some((topic) => topics.has(topic as HomeTopic))
    )
      continue
    // A fall or a knock with only a graze or a sprain to show for it (NHS cuts and grazes).
    if (
      concept === 'injury' &&
      (topics.has('minor-cut') || topics.has('sprain')) &&
      !has('head') &&
      !has('cannotWalk')
    )
      continue
    // A stiff neck from sleeping awkwardly, with no fever, headache or vomiting (NHS neck pain).
    if (concept === 'stiffNeck' && has('neckStrain')) continue
    // Belly pain with periods, acidity or constipation is theirs.
    if (
      concept === 'bellyPain' &&
      (topics.has('period-pain') || topics.has('acidity') || topics.has('constipation'))
    )
      continue
    return null
  }
  for (const slug of symptoms) {
    const covers = HOME_COVERS[slug]
    if (!covers || !covers.some((topic) => topics.has(topic))) return null
  }
  // How long, how strong, how often, and who.
  if (
    times.durationHours !== null &&
    [...topics].some((topic) => times.durationHours! > HOME_LIMIT_HOURS[topic])
  )
    return null
  // Hiccups that "will not stop" are hiccups: how long they last is what counts (NHS: 48 hours).
  if (has('persistent') && !topics.has('period-pain') && !topics.has('hiccups')) return null
  if (has('intense') || has('sudden')) return null
  if (f.infant || has('pregnancy') || has('diabetes')) return null
  if (f.child && (topics.has('fever') || topics.has('loose-motions') || topics.has('vomiting')))
    return null
  if (
    topics.has('fever') &&
    !has('minorWords') &&
    !(times.durationHours !== null && times.durationHours <= 48)
  )
    return null
  if (topics.has('minor-cut') && has('rustyOrDirty')) return null
  if (topics.has('sprain') && has('cannotWalk')) return null
  if (topics.has('back-strain') && (has('limbNumbLeg') || has('fever') || has('injury')))
    return null
  if (
    topics.has('headache') &&
    (has('fever') || has('vomit') || has('injury') || has('visionLoss'))
  )
    return null
  if (topics.has('vomiting') && (has('bellyPain') || has('head'))) return null
  if (topics.has('cough') && has('fever') && !has('minorWords')) return null
  if (
    has('bellyPain') &&
    !topics.has('period-pain') &&
    !topics.has('acidity') &&
    !topics.has('constipation')
  )
    return null
  // Several everyday complaints at once ("cold, cough and fever") are still everyday.
  return [...topics]
}

const TODAY_CONCEPTS: readonly TriageConcept[] = [
  'fever',
  'breathless',
  'injury',
  'burn',
  'noseBleed',
  'gumBleed',
  'bloodInUrine',
  'bloodInStool',
  'blackStool',
  'stiffNeck',
  'drowsy',
  'pregnancy',
  'vomitsEverything',
  'sudden',
  'intense',
  'cannotWalk',
  'allergy',
  'swelling',
  'lowSugar',
  'dengue',
  'faintFeeling',
  'visionLoss',
  'limbWeak',
  'coughBlood',
  'notUnderstanding',
  'cannotDrink',
  'thirst',
  'pesticide',
  'testisPain',
  'rigors',
  'grunting',
  'yellowPalmsSoles',
]
const TODAY_SYMPTOMS = new Set([
  'child-fever',
  'child-diarrhoea',
  'jaundice',
  'burning-urine',
  'blood-in-urine',
  'malaria',
  'typhoid',
  'dengue',
  'chikungunya',
  'fainting',
  'newborn-jaundice',
  'child-ear-pain',
  'palpitations',
  'chest-discomfort-on-exertion',
  'high-blood-pressure',
  'child-wheezing',
  'swelling-of-feet',
  'easy-bruising-bleeding',
  'facial-palsy',
  'low-blood-pressure',
  'child-rash-fever',
])

/**
 * What to do about what someone wrote (and the symptoms they ticked): the red flags first, then a
 * doctor or care at home, the clinics' symptoms, what the network lacks, and the questions to ask.
 */
export function triage(text: string, picked: readonly string[] = []): Triage {
  const tokens = tokenize(text)
  const reading = readConcepts(tokens)
  const times = readTimes(tokens)
  const has = (concept: TriageConcept) => reading.present.has(concept)
  // "7 mahine ka garbh" is the month of a pregnancy, not an age.
  const age = has('pregnancy') ? null : times.ageMonths
  const adult = age !== null && age >= 180
  const facts: Facts = {
    reading,
    times,
    has,
    // A stated age under 12 years is a child's, whatever the word ("my 3 year old", "5 saal ka").
    child:
      (has('child') || has('infant') || has('newborn') || (age !== null && age < 144)) && !adult,
    infant: (has('infant') || has('newborn') || (age !== null && age < 12)) && !adult,
    youngInfant: has('newborn') || (age !== null && age < 3),
    adult,
  }
  // The symptom table's own words, read from what was not taken back by a negation: neither a
  // word denied nor one of a phrase denied ("saans ki koi dikkat nahi" says nothing of "saans").
  const denied = new Set(reading.negatedTokens)
  for (const match of reading.matches)
    if (match.negated) for (const p of match.positions) denied.add(p)
  for (const match of reading.matches)
    if (!match.negated)
      for (const p of match.positions) if (!reading.negatedTokens.has(p)) denied.delete(p)
  const kept = tokens.filter((_, index) => !denied.has(index)).map((t) => t.word)
  const mentioned = findMentionedSymptoms(kept.join(' '))
  const tableRedFlags = mentioned
    .filter((s) => s.redFlag)
    .map((s) => s.slug)
    .flatMap((slug) => tableRedFlag(slug, facts))
  const redFlags = [
    ...new Set([...redFlagsOf(facts), ...tableRedFlags, ...picked.filter(isRedFlagSlug)]),
  ]
  const symptoms = [
    ...new Set([
      ...mentioned.filter((s) => !s.redFlag).map((s) => s.slug),
      ...picked.filter((s) => !isRedFlagSlug(s)),
    ]),
  ]
  const lacking = lackingOf(facts)
  const base = { symptoms, lacking, nearDanger: false }
  if (redFlags.length > 0) {
    return {
      ...base,
      disposition: 'emergency',
      doctorWhen: null,
      redFlags,
      homeTopics: [],
      complaint: null,
    }
  }
  const complaint = complaintOf(facts, symptoms)
  const homeTopics = homeCareOf(facts, symptoms)
  if (homeTopics) {
    return { ...base, disposition: 'home', doctorWhen: null, redFlags: [], homeTopics, complaint }
  }
  const said = [...reading.present].some(
    (concept) =>
      !MODIFIERS.has(concept) ||
      concept === 'diabetes' ||
      LACKING_SPECIALTIES.includes(concept as LackingSpecialty),
  )
  if (symptoms.length === 0 && !said) {
    return {
      ...base,
      disposition: 'unknown',
      doctorWhen: null,
      redFlags: [],
      homeTopics: [],
      complaint,
      nearDanger: comesNearDanger(reading),
    }
  }
  const today =
    TODAY_CONCEPTS.some(has) ||
    symptoms.some((slug) => TODAY_SYMPTOMS.has(slug)) ||
    (facts.child && (has('fever') || has('looseMotions') || has('vomit'))) ||
    facts.infant
  return {
    ...base,
    disposition: 'doctor',
    doctorWhen: today ? 'today' : 'soon',
    redFlags: [],
    homeTopics: [],
    complaint,
  }
}

const RED_FLAG_CONCEPTS: readonly TriageConcept[] = [
  'chestPain',
  'heartAttack',
  'severeBreathing',
  'stroke',
  'unconscious',
  'confused',
  'seizure',
  'worstHeadache',
  'stiffNeck',
  'bleeding',
  'vomitBlood',
  'seriousInjury',
  'burn',
  'poisoning',
  'suicidal',
  'snake',
  'rabies',
  'cannotDrink',
  'vomitsEverything',
  'dehydrationSigns',
  'babyNotMoving',
  'waterBreak',
  'heatstroke',
  'lowSugar',
  'bellyEmergency',
  'nonBlanchingRash',
  'breathless',
  'pregnancy',
  'drowsy',
  'meningitis',
  'coughBlood',
  'cannotFeed',
  'pesticide',
  'notUnderstanding',
]

/** A danger word said but taken back, or a word forgiven towards one: the emergency numbers lead. */
function comesNearDanger(reading: TextReading): boolean {
  return (
    reading.matches.some((m) => RED_FLAG_CONCEPTS.includes(m.concept)) ||
    RED_FLAG_CONCEPTS.some((concept) => reading.forgivenConcepts.has(concept))
  )
}

/**
 * A red flag of the symptom table, as the reading weighs it. The table names a flag by its words
 * alone; where the reading has read the same thing and weighed it — a burn small or not, a stiff
 * neck with a fever or from sleeping awkwardly, a head injury with or without its danger signs —
 * its answer stands. Fits with no fever are a seizure, not a febrile one.
 */
function tableRedFlag(slug: string, f: Facts): string[] {
  const { has } = f
  switch (slug) {
    case 'severe-burns':
      return has('burn') || has('sunburn') ? [] : [slug]
    case 'fever-with-stiff-neck':
      return has('stiffNeck') || has('neckStrain') ? [] : [slug]
    case 'head-injury':
      return has('head') && has('injury') ? [] : [slug]
    case 'heavy-bleeding':
      return has('bleeding') || has('bleedStopped') || has('coughBlood') ? [] : [slug]
    case 'heatstroke':
      return has('heatExposure') && !has('heatstroke') ? [] : [slug]
    case 'febrile-seizure':
      return has('fever') ? [slug] : ['seizure-emergency']
    default:
      return [slug]
  }
}

let redFlagSlugs: Set<string> | undefined
function isRedFlagSlug(slug: string): boolean {
  redFlagSlugs ??= new Set(SYMPTOMS.filter((s) => s.redFlag).map((s) => s.slug))
  return redFlagSlugs.has(slug)
}
