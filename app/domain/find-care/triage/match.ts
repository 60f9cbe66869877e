import {
  FORM_FILLER_WORDS,
  NEGATION_BARRIERS,
  PLAIN_WORDS,
  SHADOWED_BY,
  TITLE_WORDS,
  TRIAGE_CONCEPTS,
  type TriageConcept,
} from '#app/content/triage-words.ts'
import {
  ENGLISH_NEGATORS,
  foldWord,
  HINDI_NEGATORS,
  HINDI_PRE_NEGATORS,
  type Token,
} from './normalize.ts'

type WordPattern = { key: string; text: string; mode: 'auto' | 'prefix' | 'exact' }
type Form = {
  concept: TriageConcept
  words: WordPattern[]
  unordered: boolean
  /** The form says "not" itself ("saans nahi", "can not breathe"): its words stay close. */
  negating: boolean
}

type Lexicon = {
  forms: Form[]
  /** Forms by the key of each of their words, to try only the forms a text can match. */
  formsByKey: Map<string, Form[]>
  exact: Map<string, string[]>
  prefix: Map<string, string[]>
  auto: Map<string, string[]>
  /** Every word of the lexicon with the concepts it belongs to, for forgiving typos. */
  fuzzyWords: Array<{ text: string; key: string; concepts: Set<TriageConcept>; latin: boolean }>
}

const FILLERS = new Set(FORM_FILLER_WORDS.map(foldWord))
const PLAIN = new Set(PLAIN_WORDS.map(foldWord))
const TITLES = new Set(TITLE_WORDS.map(foldWord))
const BARRIERS = new Set(NEGATION_BARRIERS.map(foldWord))
const isLatin = (word: string) => !/[\u0900-\u097F]/.test(word)

/** Up to this many other words may come between two words of a form. */
const GAP = 3
/**
 * Up to this many between two words of a form that says "not" itself, and never a word the "not"
 * may belong to instead: "saans ki koi dikkat nahi" says no trouble breathing, not "saans nahi".
 */
const NEGATING_GAP = 2

function parseWord(raw: string): WordPattern {
  const mode = raw.endsWith('*') ? 'prefix' : raw.endsWith('.') ? 'exact' : 'auto'
  const text = foldWord(mode === 'auto' ? raw : raw.slice(0, -1))
  return { key: `${mode}:${text}`, text, mode }
}

function parseForm(concept: TriageConcept, raw: string): Form | null {
  const unordered = raw.startsWith('~')
  const all = (unordered ? raw.slice(1) : raw)
    .normalize('NFKC')
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
  const meaningful = all.filter((word) => !FILLERS.has(foldWord(word.replace(/[*.]$/, ''))))
  // "bit me" stays two words: "bit" alone would be any bit.
  const kept =
    meaningful.length === 0 || (meaningful.length === 1 && all.length > 1) ? all : meaningful
  if (kept.length === 0) return null
  const words = kept.map(parseWord)
  const negating = words.some((word) => isNegator(word.text))
  return { concept, words, unordered, negating }
}

let lexiconMemo: Lexicon | undefined

function lexicon(): Lexicon {
  if (lexiconMemo) return lexiconMemo
  const forms: Form[] = []
  for (const [concept, raws] of Object.entries(TRIAGE_CONCEPTS) as Array<
    [TriageConcept, readonly string[]]
  >) {
    for (const raw of raws) {
      const form = parseForm(concept, raw)
      if (form) forms.push(form)
    }
  }
  const formsByKey = new Map<string, Form[]>()
  const exact = new Map<string, string[]>()
  const prefix = new Map<string, string[]>()
  const auto = new Map<string, string[]>()
  const fuzzy = new Map<
    string,
    { text: string; key: string; concepts: Set<TriageConcept>; latin: boolean }
  >()
  const add = (map: Map<string, string[]>, text: string, key: string) => {
    const list = map.get(text)
    if (!list) map.set(text, [key])
    else if (!list.includes(key)) list.push(key)
  }
  for (const form of forms) {
    for (const word of form.words) {
      const list = formsByKey.get(word.key)
      if (!list) formsByKey.set(word.key, [form])
      else if (!list.includes(form)) list.push(form)
      add(exact, word.text, word.key)
      if (word.mode === 'prefix') add(prefix, word.text, word.key)
      if (word.mode === 'auto' && word.text.length >= (isLatin(word.text) ? 4 : 3))
        add(auto, word.text, word.key)
      const entry = fuzzy.get(word.key) ?? {
        text: word.text,
        key: word.key,
        concepts: new Set<TriageConcept>(),
        latin: isLatin(word.text),
      }
      entry.concepts.add(form.concept)
      fuzzy.set(word.key, entry)
    }
  }
  lexiconMemo = {
    forms,
    formsByKey,
    exact,
    prefix,
    auto,
    fuzzyWords: [...fuzzy.values()].filter((w) => w.text.length >= 4),
  }
  return lexiconMemo
}

/** Edit distance with an early exit: true when `a` and `b` differ by at most `max` edits. */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  if (a === b) return true
  const width = b.length + 1
  if (rowA.length < width) {
    rowA = new Int32Array(width * 2)
    rowB = new Int32Array(width * 2)
  }
  let previous = rowA
  let current = rowB
  for (let j = 0; j < width; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    const letter = a.charCodeAt(i - 1)
    for (let j = 1; j < width; j++) {
      const substitute = previous[j - 1]! + (letter === b.charCodeAt(j - 1) ? 0 : 1)
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitute)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    if (rowMin > max) return false
    const swap = previous
    previous = current
    current = swap
  }
  return previous[b.length]! <= max
}
let rowA = new Int32Array(32)
let rowB = new Int32Array(32)

const editsAllowed = (length: number) => (length >= 8 ? 2 : length >= 5 ? 1 : 0)

/**
 * The lexicon's words a typed word is: as written, by its beginning, or — only when it is none of
 * them — misspelt by a letter or two after the first, and then only when every closest word is of
 * one concept ("sweting" is sweating; "sneezing" is a word of its own and never "wheezing").
 */
function wordsOf(word: string): { keys: string[]; fuzzy: boolean } {
  let read = wordsMemo.get(word)
  if (!read) {
    read = readWord(word)
    if (wordsMemo.size > 20_000) wordsMemo.clear()
    wordsMemo.set(word, read)
  }
  return read
}
const wordsMemo = new Map<string, { keys: string[]; fuzzy: boolean }>()

function readWord(word: string): { keys: string[]; fuzzy: boolean } {
  const lex = lexicon()
  const keys = new Set(lex.exact.get(word) ?? [])
  for (let length = 2; length < word.length; length++) {
    const start = word.slice(0, length)
    for (const key of lex.prefix.get(start) ?? []) keys.add(key)
    if (word.length - length <= 4) for (const key of lex.auto.get(start) ?? []) keys.add(key)
  }
  if (keys.size > 0 || /^\d+$/.test(word) || FILLERS.has(word) || PLAIN.has(word))
    return { keys: [...keys], fuzzy: false }
  const max = editsAllowed(word.length)
  if (max === 0) return { keys: [], fuzzy: false }
  const latin = isLatin(word)
  let best = Infinity
  let found: typeof lex.fuzzyWords = []
  for (const candidate of lex.fuzzyWords) {
    if (candidate.latin !== latin) continue
    // A typo seldom changes the first letter: "brown" is not "drown", "cooking" not "puking".
    if (candidate.text[0] !== word[0]) continue
    if (Math.abs(candidate.text.length - word.length) > max) continue
    if (editsAllowed(candidate.text.length) === 0) continue
    for (let edits = 1; edits <= Math.min(max, best); edits++) {
      if (withinEdits(word, candidate.text, edits)) {
        if (edits < best) {
          best = edits
          found = []
        }
        found.push(candidate)
        break
      }
    }
  }
  const concepts = new Set(found.flatMap((candidate) => [...candidate.concepts]))
  if (concepts.size !== 1) return { keys: [], fuzzy: false }
  return { keys: found.map((candidate) => candidate.key), fuzzy: true }
}

/** True when a (folded) word is a word of the triage's lexicon as written. */
export function isLexiconWord(word: string): boolean {
  return lexicon().exact.has(word)
}

/** True when a (folded) word is a common word that is never a misspelling ("bahar" is not "zahar"). */
export function isPlainWord(word: string): boolean {
  return PLAIN.has(word) || FILLERS.has(word)
}

/**
 * How the lexicon reads a (folded) word: null when it is none of its words (as written or with an
 * ending), else the concepts whose forms have it as written ("hart" and "heart" are both words of
 * a heart attack; "chale" is a blister's, "chala" a walk's).
 */
export function lexiconConcepts(word: string): ReadonlySet<TriageConcept> | null {
  let concepts = conceptsMemo.get(word)
  if (concepts === undefined) {
    const { keys, fuzzy } = wordsOf(word)
    const lex = lexicon()
    concepts =
      keys.length === 0 || fuzzy
        ? null
        : new Set(
            (lex.exact.get(word) ?? []).flatMap((key) =>
              (lex.formsByKey.get(key) ?? []).map((form) => form.concept),
            ),
          )
    if (conceptsMemo.size > 20_000) conceptsMemo.clear()
    conceptsMemo.set(word, concepts)
  }
  return concepts
}
const conceptsMemo = new Map<string, ReadonlySet<TriageConcept> | null>()

export type ConceptMatch = {
  concept: TriageConcept
  positions: number[]
  negated: boolean
}

function isNegator(word: string) {
  return ENGLISH_NEGATORS.has(word) || HINDI_NEGATORS.has(word) || HINDI_PRE_NEGATORS.has(word)
}

/** Words that end a negation's reach within a clause ("no fever and chest pain"). */
const SCOPE_STOPS = new Set(
  [
    'and',
    'aur',
    'with',
    'plus',
    'also',
    'और',
    'tatha',
    'साथ',
    'sath',
    'saath',
    'but',
    // "no fever, just sneezing": what follows "just" is said, not denied.
    'just',
    'only',
    'bas',
    'sirf',
    'keval',
    'बस',
    'सिर्फ',
    'केवल',
  ].map(foldWord),
)
const OR_WORDS = new Set(['or', 'nor', 'ya', 'या', 'न', 'na'].map(foldWord))
/** "hai" / "है" ends what a Hindi "nahi" after it takes back: "khujli hai, dard nahi". */
const COPULAS = new Set(
  ['hai', 'he', 'h', 'hain', 'tha', 'thi', 'the', 'है', 'हैं', 'था', 'थी', 'थे'].map(foldWord),
)

/**
 * The words a negation takes back: "no fever" / "without fever" (the next few words, up to "and"),
 * "bukhar nahi" / "बुखार नहीं है" (the few words before, back to "and"). "no fever or cough" takes
 * both; a negation that is part of a matched form ("saans nahi", "can not breathe") takes nothing.
 */
function negatedPositions(tokens: readonly Token[], consumed: ReadonlySet<number>): Set<number> {
  const negated = new Set<number>()
  const reach = (from: number, step: 1 | -1, count: number) => {
    const clause = tokens[from]!.clause
    let taken = 0
    for (
      let index = from + step;
      index >= 0 && index < tokens.length && taken < count;
      index += step
    ) {
      const token = tokens[index]!
      if (token.clause !== clause) break
      if (SCOPE_STOPS.has(token.word)) break
      if (step === -1 && COPULAS.has(token.word)) break
      if (isNegator(token.word) && !consumed.has(index)) break
      negated.add(index)
      if (!OR_WORDS.has(token.word) && !FILLERS.has(token.word)) taken++
    }
  }
  tokens.forEach((token, index) => {
    if (consumed.has(index)) return
    if (ENGLISH_NEGATORS.has(token.word) || HINDI_PRE_NEGATORS.has(token.word)) reach(index, 1, 3)
    else if (HINDI_NEGATORS.has(token.word)) {
      reach(index, -1, 2)
      // "na bukhar na khansi": a Hindi "na" before a word takes that word too.
      if (
        (token.word === 'na' || token.word === 'न' || token.word === 'ना') &&
        index + 1 < tokens.length
      )
        reach(index, 1, 1)
    }
  })
  return negated
}

function findForm(
  form: Form,
  postings: ReadonlyMap<string, number[]>,
  tokens: readonly Token[],
): number[] | null {
  const lists = form.words.map((word) => postings.get(word.key) ?? [])
  if (lists.some((list) => list.length === 0)) return null
  if (form.unordered) {
    const span = form.words.length + GAP
    for (const anchor of lists[0]!) {
      const used = [anchor]
      let ok = true
      for (const list of lists.slice(1)) {
        const candidate = list
          .filter(
            (p) =>
              !used.includes(p) &&
              Math.abs(p - anchor) <= span &&
              tokens[p]!.clause === tokens[anchor]!.clause,
          )
          .sort((a, b) => Math.abs(a - anchor) - Math.abs(b - anchor))[0]
        if (candidate === undefined) {
          ok = false
          break
        }
        used.push(candidate)
      }
      if (ok && Math.max(...used) - Math.min(...used) <= span) return used.sort((a, b) => a - b)
    }
    return null
  }
  const gap = form.negating ? NEGATING_GAP : GAP
  // Before or after the form's own "not", no word it may belong to instead.
  const clear = (from: number, to: number) => {
    if (!form.negating || !(isNegator(tokens[from]!.word) || isNegator(tokens[to]!.word)))
      return true
    for (let index = from + 1; index < to; index++)
      if (BARRIERS.has(tokens[index]!.word)) return false
    return true
  }
  for (const first of lists[0]!) {
    const positions = [first]
    let last = first
    let ok = true
    for (const list of lists.slice(1)) {
      const next = list.find(
        (p) =>
          p > last &&
          p <= last + gap + 1 &&
          tokens[p]!.clause === tokens[first]!.clause &&
          clear(last, p),
      )
      if (next === undefined) {
        ok = false
        break
      }
      positions.push(next)
      last = next
    }
    if (ok) return positions
  }
  return null
}

export type TextReading = {
  tokens: Token[]
  matches: ConceptMatch[]
  /** The concepts said and not taken back. */
  present: Set<TriageConcept>
  negatedTokens: Set<number>
  /** Typed words read as a lexicon word only by forgiving a typo. */
  forgiven: number
  /** The concepts of the words read only by forgiving a typo. */
  forgivenConcepts: Set<TriageConcept>
}

/** Every concept the words say, where, and whether it was taken back by a negation. */
export function readConcepts(tokens: Token[]): TextReading {
  const postings = new Map<string, number[]>()
  const candidateForms = new Set<Form>()
  let forgiven = 0
  const forgivenConcepts = new Set<TriageConcept>()
  // A name after "Dr" / "डॉक्टर" is a name, never a misspelt word ("Dr Kumar" is not "kamar").
  const named = new Set<number>()
  tokens.forEach((token, index) => {
    if (!TITLES.has(token.word)) return
    for (let next = index + 1; next <= index + 3 && next < tokens.length; next++) {
      if (tokens[next]!.clause !== token.clause) break
      named.add(next)
    }
  })
  tokens.forEach((token, index) => {
    const read = wordsOf(token.word)
    const { fuzzy } = read
    const keys = fuzzy && named.has(index) ? [] : read.keys
    if (fuzzy && keys.length > 0) {
      forgiven++
      for (const key of keys)
        for (const form of lexicon().formsByKey.get(key) ?? []) forgivenConcepts.add(form.concept)
    }
    for (const key of keys) {
      const list = postings.get(key)
      if (list) list.push(index)
      else postings.set(key, [index])
      for (const form of lexicon().formsByKey.get(key) ?? []) candidateForms.add(form)
    }
  })
  const found: Array<{ concept: TriageConcept; positions: number[] }> = []
  for (const form of candidateForms) {
    const positions = findForm(form, postings, tokens)
    if (positions) found.push({ concept: form.concept, positions })
  }
  // The longest match of each concept at each place: drop a match inside another of its concept.
  const distinct = found.filter(
    (match, index) =>
      !found.some(
        (other, otherIndex) =>
          other.concept === match.concept &&
          otherIndex !== index &&
          other.positions.length > match.positions.length &&
          match.positions.every((p) => other.positions.includes(p)),
      ),
  )
  const visible = distinct.filter((match) => {
    const shadows = SHADOWED_BY[match.concept]
    if (!shadows) return true
    return !distinct.some(
      (other) =>
        shadows.includes(other.concept) &&
        match.positions.every((p) => other.positions.includes(p)),
    )
  })
  const consumed = new Set<number>()
  for (const match of visible)
    for (const p of match.positions) if (isNegator(tokens[p]!.word)) consumed.add(p)
  const negatedTokens = negatedPositions(tokens, consumed)
  const matches = visible.map((match) => ({
    ...match,
    negated: match.positions.some((p) => negatedTokens.has(p) && !consumed.has(p)),
  }))
  const present = new Set(matches.filter((m) => !m.negated).map((m) => m.concept))
  return { tokens, matches, present, negatedTokens, forgiven, forgivenConcepts }
}

/** True when a concept is said within `distance` words of another's match ("bahut" near "khoon"). */
export function near(
  reading: TextReading,
  concept: TriageConcept,
  other: TriageConcept,
  distance = 4,
): boolean {
  const a = reading.matches.filter((m) => m.concept === concept && !m.negated)
  const b = reading.matches.filter((m) => m.concept === other && !m.negated)
  return a.some((x) =>
    b.some((y) =>
      x.positions.some((p) => y.positions.some((q) => p !== q && Math.abs(p - q) <= distance)),
    ),
  )
}
