/**
 * The network's own places that other features point to. The demo network (seeded) and any real
 * deployment list them under these slugs (app/domain/seed/demo-facilities.server.ts).
 */

/** The network's main clinic in Haidergarh (the address in app/content/site.ts). */
export const MAIN_CLINIC_SLUG = 'maindoctor-clinic-haidergarh'

/** The laboratory that does the network's lab orders: reviews of a lab order are about it. */
export const NETWORK_LABORATORY_SLUG = 'maindoctor-laboratory-haidergarh'
