// What other areas use of mail on the server only. Areas import each other only through
// their entries (eslint-rules/domain-borders.js): index.ts for what the browser may load,
// index.server.ts for the rest.

export { textMessage } from './text-messages.server.ts'
export type { TextMessage } from './text-messages.server.ts'
