// The family-member columns' allowed values, apart from the tables: browser code (forms) imports
// these without pulling drizzle-orm into the page's JavaScript.
export const RELATIONS = [
  'spouse',
  'child',
  'parent',
  'sibling',
  'grandparent',
  'grandchild',
  'other',
] as const
export type Relation = (typeof RELATIONS)[number]
export const SEXES = ['female', 'male', 'other'] as const
export type Sex = (typeof SEXES)[number]
/** At most this many family members per account. */
export const MAX_FAMILY_MEMBERS = 10

/** How messages to a mobile number are sent, or not at all. */
export const MOBILE_CHANNELS = ['sms', 'whatsapp', 'none'] as const
export type MobileChannel = (typeof MOBILE_CHANNELS)[number]
