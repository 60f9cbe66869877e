// The OPD queue's allowed values, apart from the tables: browser code (forms, the doctor's page)
// imports these without pulling drizzle-orm into the page's JavaScript.

/** A walk-in came without a booking; a booked patient checked in for their appointment. */
export const OPD_VISIT_KINDS = ['walk_in', 'booked'] as const
export type OpdVisitKind = (typeof OPD_VISIT_KINDS)[number]

/**
 * waiting → called → done; a waiting or called patient may be skipped (not there when called:
 * a no-show unless they come back, when they wait again).
 */
export const OPD_VISIT_STATUSES = ['waiting', 'called', 'done', 'skipped'] as const
export type OpdVisitStatus = (typeof OPD_VISIT_STATUSES)[number]
