// What other areas use of order-workflow on the server only. Areas import each other only through
// their entries (eslint-rules/domain-borders.js): index.ts for what the browser may load,
// index.server.ts for the rest.

export { orderWorkflow } from './order-workflow.server.ts'
export type { Tx } from './order-workflow.server.ts'
