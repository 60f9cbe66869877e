import { appUrl } from '#app/utils/env.server.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { privateLinkToken, storedPrivateLinkToken } from '#app/utils/private-link.server.ts'

// The private tracking link of a medicine order (status, the pharmacist's list, substitutes to
// accept or refuse, cancel), given by SMS and e-mail. Only its SHA-256 is stored; the page opens
// only for the account that ordered (and the pharmacy works from its own pages).

const PURPOSE = 'medicine-order'

export const trackingTokenFor = (requestKey: string) => privateLinkToken(PURPOSE, requestKey)

/** The token of a stored order's link, as given to the patient; null once its secret is gone. */
export const storedTrackingToken = (requestKey: string, tokenHash: string) =>
  storedPrivateLinkToken(PURPOSE, requestKey, tokenHash)

/** The order's tracking page for a token, in the patient's language. */
export const trackingPath = (token: string, locale: Locale) =>
  localizePath(`/medicines/orders/${token}`, locale)

/** The tracking link as the SMS and e-mail carry it. */
export const trackingUrl = (token: string, locale: Locale) =>
  `${appUrl()}${trackingPath(token, locale)}`
