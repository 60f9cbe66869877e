// What other areas use of lab on the server only. Areas import each other only through
// their entries (eslint-rules/domain-borders.js): index.ts for what the browser may load,
// index.server.ts for the rest.

export { eraseAccountLabOrders, exportAccountLabOrders } from './orders.server.ts'
export { renderLabReportPdf } from './report-pdf.server.ts'
export { loadReportView } from './report.server.ts'
