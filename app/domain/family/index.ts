// What other areas use of family, safe in the browser: nothing here imports a server module
// (scripts/domain-borders.test.ts). Areas import each other only through their entries
// (eslint-rules/domain-borders.js); server-only parts go in index.server.ts.

export { ageInYears, birthYearFromAge, MAX_AGE_YEARS } from './age.ts'
export { familyPatientOf } from './family-patient.ts'
