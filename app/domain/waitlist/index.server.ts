// What other areas use of the waitlist on the server only (eslint-rules/domain-borders.js).

export { offerEarlierTimes } from './offers.server.ts'
