// What other areas use of find-care, safe in the browser: nothing here imports a server module
// (scripts/domain-borders.test.ts). Areas import each other only through their entries
// (eslint-rules/domain-borders.js); server-only parts go in index.server.ts.

export { symptomHref } from './guide-paths.ts'
export { findMentionedSymptoms, recommendCare } from './recommend.ts'
export { symptomText } from './symptom-text.ts'
export { triage } from './triage/triage.ts'
export type { Triage } from './triage/triage.ts'
