// What other areas use of served-areas, safe in the browser: nothing here imports a server module
// (scripts/domain-borders.test.ts). Areas import each other only through their entries
// (eslint-rules/domain-borders.js); server-only parts go in index.server.ts.

export { areaForPin, nearestArea, PIN_CODE } from './served-areas.ts'
