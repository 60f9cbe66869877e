import type { SearchEntryKind } from './result-kinds.ts'

export { type SearchEntryKind, type SearchResultKind } from './result-kinds.ts'

export const QUERY_MAX_LENGTH = 100

/**
 * A query as the database compares it: Unicode-normalised (NFKC, so full-width letters match),
 * lower case, Hindi spellings folded (the nukta dropped, chandrabindu written as anusvara: ज़हर and
 * जहर, साँस and सांस are the same word), punctuation turned into spaces (Devanagari vowel signs
 * are marks and stay), at most 100 characters.
 */
export function normalizeQuery(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, QUERY_MAX_LENGTH)
    .trim()
}

export type SearchEntryInput = {
  kind: SearchEntryKind
  slug: string
  title: string
  titleHi: string
  summary: string
  url: string
  terms: string
  urgent: number
}
