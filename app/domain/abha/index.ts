// What other areas use of abha, safe in the browser: nothing here imports a server module
// (scripts/domain-borders.test.ts). Areas import each other only through their entries
// (eslint-rules/domain-borders.js).

export { AbhaFieldsSchema, abhaAddressSchema, abhaNumberSchema } from './abha-schemas.ts'
export {
  formatAbhaNumber,
  maskAbhaNumber,
  normalizeAbhaAddress,
  normalizeAbhaNumber,
} from './abha-values.ts'
