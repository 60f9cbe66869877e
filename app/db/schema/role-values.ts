// The roles, apart from the tables: browser code imports them without pulling drizzle-orm into
// the page's JavaScript.
export const ROLES = ['patient', 'doctor', 'staff', 'admin'] as const
export type Role = (typeof ROLES)[number]
