// The waitlist's allowed values, apart from the tables (browser code may import these).

/** waiting → offered → booked; offered → waiting again (declined, lapsed); any → left. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'left'] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]

export const OFFER_STATUSES = ['held', 'taken', 'declined', 'lapsed'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]
