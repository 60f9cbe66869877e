import type { LabCategory, LabSample } from '#app/content/lab-tests.ts'
import type { MessageRef } from '#app/utils/i18n/catalogs.ts'
import type { ResultFlag } from './report-view.ts'

// The laboratory's words for codes, from the `lab` catalogue: pages and the report translate them
// in the reader's language and never print a code.

export const resultRef = (code: string) => `lab:result.${code}` as MessageRef
export const sampleRef = (sample: LabSample) => `lab:sample.${sample}` as MessageRef
export const categoryRef = (category: LabCategory) => `lab:category.${category}` as MessageRef
export const flagRef = (flag: ResultFlag) => `lab:flag.${flag}` as MessageRef
