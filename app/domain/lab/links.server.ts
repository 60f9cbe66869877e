import { appUrl } from '#app/utils/env.server.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { privateLinkToken, storedPrivateLinkToken } from '#app/utils/private-link.server.ts'

// The private link to a laboratory order's page (status, cancel, move, the report), given by SMS
// and e-mail at booking and when the report is released. Only its SHA-256 is stored.

const PURPOSE = 'lab-order'

export const orderTokenFor = (requestKey: string) => privateLinkToken(PURPOSE, requestKey)

/** The token of a stored order's link, as given to the patient; null once its secret is gone. */
export const storedOrderToken = (requestKey: string, tokenHash: string) =>
  storedPrivateLinkToken(PURPOSE, requestKey, tokenHash)

/** The order's page for a token, in the patient's language. */
export const orderPath = (token: string, locale: Locale) =>
  localizePath(`/lab-tests/orders/${token}`, locale)

/** The order's link as the SMS and e-mail carry it. */
export const orderUrl = (token: string, locale: Locale) => `${appUrl()}${orderPath(token, locale)}`
