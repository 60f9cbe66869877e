import type { SourceId, SymptomGroup } from '#app/content/symptoms.ts'
import type { MessageRef } from '#app/utils/i18n/catalogs.ts'

/**
 * The symptom guide's words, as references into the `care` catalogue, keyed by the ids of
 * app/content/symptoms.ts. Every symptom has a name and a "why" in both languages, every red flag
 * its advice (recommend.test.ts checks them all).
 */
export const symptomText = (slug: string, text: 'name' | 'why' | 'advice') =>
  `care:symptom.${slug}.${text}` as MessageRef

export const symptomGroupLabel = (group: SymptomGroup) => `care:group.${group}` as MessageRef

export const sourcePublisher = (source: SourceId) => `care:source.${source}.publisher` as MessageRef
