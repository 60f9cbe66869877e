import { DEPARTMENTS } from '#app/content/departments.ts'
import { SERVICE_DIRECTORY } from '#app/content/services.ts'
import { SYMPTOMS } from '#app/content/symptoms.ts'
import type { SearchEntryKind } from './result-kinds.ts'

export { KIND_LABELS, type SearchEntryKind, type SearchResultKind } from './result-kinds.ts'

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

const termsOf = (...parts: ReadonlyArray<string>) =>
  parts.map(normalizeQuery).filter(Boolean).join(' | ')

/** The symptom guide's page for one symptom or condition. */
export const symptomHref = (slug: string) => `/find-care?s=${encodeURIComponent(slug)}`

/** Everything the search finds besides doctors, built from the content modules. */
export function buildSearchEntries(): SearchEntryInput[] {
  return [
    ...DEPARTMENTS.map((d) => ({
      kind: 'department' as const,
      slug: d.slug,
      title: d.name,
      titleHi: d.nameHi,
      summary: d.summary,
      url: `/departments/${d.slug}`,
      terms: termsOf(d.name, d.nameHi, ...d.aliases, ...d.treats),
      urgent: 0,
    })),
    ...SERVICE_DIRECTORY.map((s) => ({
      kind: 'service' as const,
      slug: s.slug,
      title: s.title,
      titleHi: s.titleHi,
      summary: s.summary,
      url: s.url,
      terms: termsOf(s.title, s.titleHi, ...s.aliases),
      urgent: 0,
    })),
    ...SYMPTOMS.map((s) => ({
      kind: s.kind,
      slug: s.slug,
      title: s.name,
      titleHi: s.nameHi,
      summary: s.redFlag ? s.redFlag.advice : s.reason,
      url: symptomHref(s.slug),
      terms: termsOf(s.name, s.nameHi, ...s.aliases),
      urgent: s.redFlag ? 1 : 0,
    })),
  ]
}
