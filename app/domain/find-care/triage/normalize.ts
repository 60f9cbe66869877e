/**
 * How the triage reads text: one way for English, Hindi in Devanagari and romanised Hindi, so that
 * the words of app/content/triage-words.ts and what people type are folded the same way.
 *
 * - Devanagari: the nukta dropped (ज़हर = जहर), chandrabindu as anusvara (साँस = सांस), long and
 *   short i and u alike (पीना = पिना, दूध = दुध: people type either), a half nasal before a
 *   consonant as anusvara (ठण्ड = ठंड), Devanagari digits as ASCII.
 * - Latin: English contractions opened ("can't" → "can not"), text-message spellings written out
 *   ("nhi" → "nahi", "rha" → "raha"), then romanised spellings folded: doubled letters once
 *   (bukhaar = bukhar, chakkar = chakar; never digits: 300 stays 300), ee → i, oo → u (seena =
 *   sina, phool = phul), cch and chch → ch (baccha = bacha), w → v, z → j, ph → f, q → k, c → k
 *   except in ch ("khansi", "kansi" stay apart: kh is kept). A few English words are kept as
 *   written where folding would make them another word ("feet" is not "fit").
 * - Devanagari's "not" is one word however it is typed (नही, नहीं).
 * - Clauses end at . ! ? । ; , and at "but", "lekin", "magar", "par" after a negation: a negation
 *   never reaches across them.
 */

export type Token = {
  /** The folded word, as the lexicon's words are folded. */
  word: string
  /** The word as typed (lower case): numbers are read from it ("teen" is 3, "ten" 10). */
  raw: string
  /** Index of the clause the word is in. */
  clause: number
  latin: boolean
}

const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g

const CONTRACTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\bcan['’]?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon['’]?t\b/g, 'will not'],
  [/\b(do|does|did|is|was|are|were|could|would|should|has|have|had|must)n['’]?t\b/g, '$1 not'],
  [/n['’]t\b/g, ' not'],
  [/\bi['’]m\b/g, 'i am'],
  [/['’](s|re|ve|ll|d)\b/g, ' $1'],
]

const CLAUSE_BREAK = /[.!?।॥;,:\n()[\]]+/

/** Words that end a clause: what comes after "but" is said apart from what came before. */
const CLAUSE_WORDS = new Set([
  'but',
  'however',
  'though',
  'lekin',
  'lekn',
  'magar',
  'लेकिन',
  'मगर',
  'किंतु',
  'परंतु',
])

/** Words that say "no" / "not" / "without", folded. */
export const ENGLISH_NEGATORS = new Set([
  'no',
  'not',
  'never',
  'without',
  'nor',
  'neither',
  'none',
  'denies',
  'nothing',
])
export const HINDI_NEGATORS = new Set([
  'nahi',
  'nai',
  'nhi',
  'nahin',
  'nahim',
  'nehi',
  'mat',
  'नहिं',
  'नहि',
  'नही',
  'नहीं',
  'मत',
  'ना',
  'न',
])
export const HINDI_PRE_NEGATORS = new Set(['bina', 'bagair', 'बिना', 'बगैर'])

/** Folds a Devanagari word. */
function foldDevanagari(word: string): string {
  return word
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u0940/g, '\u093F')
    .replace(/\u0942/g, '\u0941')
    .replace(/\u0908/g, '\u0907')
    .replace(/\u090A/g, '\u0909')
    .replace(/\u0949/g, '\u093E')
    .replace(/\u0911/g, '\u0906')
    .replace(/\u0945/g, '\u0947')
    .replace(/[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g, '\u0902')
    .replace(/[\u200C\u200D]/g, '')
}

/**
 * English words kept as written: folded, they would be another word of the lexicon ("feet" would
 * be "fit", a seizure; "can" would be "kaan", an ear; "baad", after, would be "bad").
 */
const KEPT_AS_WRITTEN = new Set(['feet', 'can', 'baad'])

/** Romanised Hindi written short, as in a text message: "nhi" is "nahi", "rha" is "raha". */
const SHORT_SPELLINGS = new Map<string, string>([
  ['nhi', 'nahi'],
  ['nai', 'nahi'],
  ['nahin', 'nahi'],
  ['nahim', 'nahi'],
  ['nehi', 'nahi'],
  ['nahee', 'nahi'],
  ['rha', 'raha'],
  ['rhi', 'rahi'],
  ['rhe', 'rahe'],
  ['rahai', 'rahi'],
  ['gya', 'gaya'],
  ['gyi', 'gayi'],
  ['gai', 'gayi'],
  ['gye', 'gaye'],
  ['gae', 'gaye'],
  ['kr', 'kar'],
  ['lia', 'liya'],
  ['dia', 'diya'],
  ['h', 'hai'],
  ['hy', 'hai'],
  ['hh', 'hai'],
  ['pr', 'par'],
])

/** Folds a romanised (or English) word. */
function foldLatin(typed: string): string {
  const word = SHORT_SPELLINGS.get(typed) ?? typed
  if (KEPT_AS_WRITTEN.has(word)) return word
  return word
    .replace(/c+h/g, 'ch')
    .replace(/(ch)+/g, 'ch')
    .replace(/e{2,}/g, 'i')
    .replace(/o{2,}/g, 'u')
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/c(?!h)/g, 'k')
    .replace(/q/g, 'k')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/([a-z])\1+/g, '$1')
    .replace(/ie/g, 'i')
}

/** Hindi's "not" as typed in Devanagari, one word: नही, नहीं. */
const DEVANAGARI_NOT = new Set(['नहि', 'नहिं'])

export function foldWord(word: string): string {
  if (!/[\u0900-\u097F]/.test(word)) return foldLatin(word)
  const folded = foldDevanagari(word)
  return DEVANAGARI_NOT.has(folded) ? 'नहिं' : folded
}

/** Text as the lexicon reads it: NFKC, lower case, contractions opened, apostrophes dropped. */
function prepare(raw: string): string {
  let text = raw.normalize('NFKC').toLowerCase()
  text = text.replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966))
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement)
  // Digits and letters written together ("3din", "10min") are two words.
  return text.replace(/(\d)(\p{L})/gu, '$1 $2').replace(/(\p{L})(\d)/gu, '$1 $2')
}

const isNegator = (word: string) => ENGLISH_NEGATORS.has(word) || HINDI_NEGATORS.has(word)

/** The words of a text, folded, each with its clause. */
export function tokenize(raw: string): Token[] {
  const tokens: Token[] = []
  let clause = 0
  for (const part of prepare(raw).split(CLAUSE_BREAK)) {
    clause++
    for (const piece of part.split(/[^\p{L}\p{M}\p{N}]+/u)) {
      if (!piece) continue
      const word = foldWord(piece)
      const previous = tokens.at(-1)
      // "bukhar nahi par khansi": "par" after a negation means "but".
      if (
        CLAUSE_WORDS.has(word) ||
        ((word === 'par' || word === 'पर') && previous && isNegator(previous.word))
      ) {
        clause++
        continue
      }
      tokens.push({ word, raw: piece, clause, latin: !/[\u0900-\u097F]/.test(word) })
    }
  }
  return tokens
}

/** Number words in English, romanised Hindi and Hindi, folded, up to the numbers people give. */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  (
    [
      ['a', 1],
      ['an', 1],
      ['one', 1],
      ['two', 2],
      ['three', 3],
      ['four', 4],
      ['five', 5],
      ['six', 6],
      ['seven', 7],
      ['eight', 8],
      ['nine', 9],
      ['ten', 10],
      ['eleven', 11],
      ['twelve', 12],
      ['fifteen', 15],
      ['twenty', 20],
      ['thirty', 30],
      ['few', 3],
      ['several', 4],
      ['couple', 2],
      ['ek', 1],
      ['do', 2],
      ['teen', 3],
      ['tin', 3],
      ['char', 4],
      ['chaar', 4],
      ['panch', 5],
      ['paanch', 5],
      ['pach', 5],
      ['chhe', 6],
      ['che', 6],
      ['chah', 6],
      ['chhah', 6],
      ['saat', 7],
      ['sat', 7],
      ['aath', 8],
      ['ath', 8],
      ['nau', 9],
      ['das', 10],
      ['gyarah', 11],
      ['barah', 12],
      ['pandrah', 15],
      ['bees', 20],
      ['tees', 30],
      ['kuch', 3],
      ['kai', 4],
      ['dedh', 1.5],
      ['dhai', 2.5],
      ['एक', 1],
      ['दो', 2],
      ['तीन', 3],
      ['चार', 4],
      ['पांच', 5],
      ['पाँच', 5],
      ['छह', 6],
      ['छः', 6],
      ['छे', 6],
      ['सात', 7],
      ['आठ', 8],
      ['नौ', 9],
      ['दस', 10],
      ['ग्यारह', 11],
      ['बारह', 12],
      ['पंद्रह', 15],
      ['बीस', 20],
      ['तीस', 30],
      ['कुछ', 3],
      ['कई', 4],
      ['डेढ़', 1.5],
      ['ढाई', 2.5],
    ] as const
  ).map(([word, value]) => [word.normalize('NFKC'), value]),
)

/** Units of time, folded, in hours. */
const UNIT_HOURS: Record<string, number> = Object.fromEntries(
  (
    [
      ['second', 1 / 3600],
      ['seconds', 1 / 3600],
      ['sec', 1 / 3600],
      ['minute', 1 / 60],
      ['minutes', 1 / 60],
      ['min', 1 / 60],
      ['mins', 1 / 60],
      ['minat', 1 / 60],
      ['minut', 1 / 60],
      ['मिनट', 1 / 60],
      ['hour', 1],
      ['hours', 1],
      ['hr', 1],
      ['hrs', 1],
      ['ghanta', 1],
      ['ghante', 1],
      ['ghanton', 1],
      ['घंटा', 1],
      ['घंटे', 1],
      ['घंटों', 1],
      ['day', 24],
      ['days', 24],
      ['din', 24],
      ['dino', 24],
      ['dinon', 24],
      ['दिन', 24],
      ['दिनों', 24],
      ['roj', 24],
      ['week', 168],
      ['weeks', 168],
      ['hafta', 168],
      ['hafte', 168],
      ['hafton', 168],
      ['saptah', 168],
      ['हफ्ता', 168],
      ['हफ्ते', 168],
      ['हफ़्ते', 168],
      ['हफ्तों', 168],
      ['सप्ताह', 168],
      ['month', 720],
      ['months', 720],
      ['mahina', 720],
      ['mahine', 720],
      ['mahino', 720],
      ['mahinon', 720],
      ['महीना', 720],
      ['महीने', 720],
      ['महीनों', 720],
      ['माह', 720],
      ['year', 8760],
      ['years', 8760],
      ['yr', 8760],
      ['yrs', 8760],
      ['saal', 8760],
      ['sal', 8760],
      ['baras', 8760],
      ['varsh', 8760],
      ['साल', 8760],
      ['वर्ष', 8760],
      ['बरस', 8760],
    ] as const
  ).map(([word, hours]) => [foldWord(word), hours]),
)

/** Words just before a number and unit that make it an age: "baby 2 months", "bachcha 3 saal". */
const AGE_BEFORE_WORDS = new Set(
  [
    'baby',
    'child',
    'son',
    'daughter',
    'infant',
    'bachcha',
    'bacha',
    'bachche',
    'bachchi',
    'beta',
    'beti',
    'shishu',
    'बच्चा',
    'बच्चे',
    'बच्ची',
    'बेटा',
    'बेटी',
    'शिशु',
    'age',
    'aged',
    'umar',
    'umr',
    'उम्र',
    'उमर',
  ].map(foldWord),
)
/** Words after a number and unit that make it an age: "2 saal ka", "3 months old". */
const AGE_WORDS = new Set(['old', 'ka', 'ki', 'ke', 'का', 'की', 'के', 'age', 'aged'].map(foldWord))
/** Words that make a number and unit a duration: "for 3 days", "3 din se", "since". */
const SINCE_WORDS = new Set(
  [
    'se',
    'से',
    'for',
    'since',
    'past',
    'last',
    'pichle',
    'पिछले',
    'ago',
    'pehle',
    'पहले',
    'purana',
    'purani',
    'पुराना',
    'पुरानी',
  ].map(foldWord),
)
/** Units said in the plural ("for weeks", "mahino se"): at least two of them. */
const PLURAL_UNITS = new Set(
  [
    'days',
    'dino',
    'dinon',
    'दिनों',
    'weeks',
    'hafton',
    'हफ्तों',
    'months',
    'mahino',
    'mahinon',
    'महीनों',
    'years',
    'saalon',
    'सालों',
    'hours',
    'ghanton',
    'घंटों',
  ].map(foldWord),
)

/** Durations said without a number: "since yesterday", "kal se", "subah se". */
const PLAIN_DURATIONS: ReadonlyArray<{ words: string[]; hours: number }> = (
  [
    ['since yesterday', 24],
    ['kal se', 24],
    ['कल से', 24],
    ['parso se', 48],
    ['parson se', 48],
    ['परसों से', 48],
    ['since morning', 8],
    ['subah se', 8],
    ['सुबह से', 8],
    ['raat se', 10],
    ['रात से', 10],
    ['since last night', 10],
    ['today', 6],
    ['aaj', 6],
    ['आज', 6],
  ] as const
).map(([phrase, hours]) => ({ words: phrase.split(' ').map(foldWord), hours }))

export type TimeFacts = {
  /** The longest duration mentioned, in hours; null when none. */
  durationHours: number | null
  /** The youngest age mentioned, in months; null when none. */
  ageMonths: number | null
  /** Token positions that are part of a duration or an age. */
  used: Set<number>
}

/** Durations ("for ten minutes", "3 din se", "तीन हफ़्ते से") and ages ("6 mahine ka bachcha"). */
export function readTimes(tokens: readonly Token[]): TimeFacts {
  let durationHours: number | null = null
  let ageMonths: number | null = null
  const used = new Set<number>()
  const valueAt = (index: number): number | null => {
    const word = tokens[index]?.raw
    if (word === undefined) return null
    if (/^\d+(\.\d+)?$/.test(word)) return Number(word)
    return NUMBER_WORDS[word] ?? null
  }
  for (let index = 0; index < tokens.length; index++) {
    const hours = UNIT_HOURS[tokens[index]!.word]
    if (hours === undefined) continue
    // "3 4 din" (3-4 days) takes the larger; "a week", "hafte se" count one.
    let count = valueAt(index - 1)
    if (count !== null) {
      const before = valueAt(index - 2)
      if (before !== null && before < count) used.add(index - 2)
      used.add(index - 1)
    }
    const next = tokens[index + 1]?.word
    const countAt = tokens[index - 1]?.word && valueAt(index - 1) !== null ? index - 1 : index
    const before = [
      tokens[countAt - 1]?.word,
      tokens[countAt - 2]?.word,
      next,
      tokens[index + 2]?.word,
    ]
    const previous = tokens[countAt - 1]?.word
    const saidAsDuration =
      (next !== undefined && SINCE_WORDS.has(next)) ||
      (previous !== undefined && SINCE_WORDS.has(previous))
    const isAge =
      count !== null &&
      ((next !== undefined && AGE_WORDS.has(next) && !SINCE_WORDS.has(next)) ||
        (before.some((word) => word !== undefined && AGE_BEFORE_WORDS.has(word)) &&
          !(next !== undefined && SINCE_WORDS.has(next))) ||
        // "I am 30", "umar 30 saal", "30 saal": years, not said as a duration, are an age.
        (hours === 8760 && count >= 15 && !saidAsDuration))
    if (count === null) {
      // A unit alone is a duration only when said as one ("hafte se", "for weeks", "mahino se"),
      // and one said in the plural is at least two ("for weeks", "mahino se").
      if (!saidAsDuration) continue
      count = PLURAL_UNITS.has(tokens[index]!.word) ? 2 : 1
    }
    used.add(index)
    const total = count * hours
    if (isAge) ageMonths = Math.min(ageMonths ?? Infinity, total / 720)
    else durationHours = Math.max(durationHours ?? 0, total)
  }
  for (const { words, hours } of PLAIN_DURATIONS) {
    for (let index = 0; index + words.length <= tokens.length; index++) {
      if (words.every((word, offset) => tokens[index + offset]!.word === word)) {
        durationHours = Math.max(durationHours ?? 0, hours)
      }
    }
  }
  return { durationHours, ageMonths, used }
}
