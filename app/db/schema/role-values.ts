// The roles, apart from the tables: browser code imports them without pulling drizzle-orm into
// the page's JavaScript.
// A dispatcher works the ambulance board only (and the staff overview's ambulance figures).
export const ROLES = ['patient', 'doctor', 'staff', 'dispatcher', 'admin'] as const
export type Role = (typeof ROLES)[number]
