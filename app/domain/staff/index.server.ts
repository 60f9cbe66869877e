// What other areas use of staff on the server only. Areas import each other only through
// their entries (eslint-rules/domain-borders.js): index.ts for what the browser may load,
// index.server.ts for the rest.

export { createStaffAccount } from './people.server.ts'
export { findDoctorForUser, PAGE_SIZE } from './staff-appointments.server.ts'
export type { Actor } from './staff-appointments.server.ts'
