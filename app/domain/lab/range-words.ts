import type { Translate } from '#app/utils/i18n/i18n.tsx'
import { rangeParts } from './ranges.ts'

/**
 * A printed range (formatRange) in the reader's words: "13.0–17.0", "up to 99" ("99 तक"),
 * "40 or more" ("40 या ज़्यादा"), or that no range applies. The page and the PDF both use it.
 */
export function rangeWords(range: string | null, t: Translate<'lab'>): string {
  if (range === null) return t('report.noRange')
  const parts = rangeParts(range)
  switch (parts.kind) {
    case 'between':
      return `${parts.low}–${parts.high}`
    case 'upTo':
      return t('report.range.upTo', { value: parts.high })
    case 'atLeast':
      return t('report.range.atLeast', { value: parts.low })
    case 'text':
      return parts.text
  }
}
