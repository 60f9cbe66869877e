import { appUrl } from '#app/utils/env.server.ts'
import { type Locale, localizePath } from '#app/utils/i18n/locales.ts'
import { privateLinkToken, storedPrivateLinkToken } from '#app/utils/private-link.server.ts'

// The applicant's private link (status, the admin's question, the answer), given on the
// acknowledgement and by SMS and e-mail. Only its SHA-256 is stored.

const PURPOSE = 'provider-application'

export const applicationTokenFor = (requestKey: string) => privateLinkToken(PURPOSE, requestKey)

/** The token of a stored application's link, as given out; null once its secret is gone. */
export const storedApplicationToken = (requestKey: string, tokenHash: string) =>
  storedPrivateLinkToken(PURPOSE, requestKey, tokenHash)

export const applicationPath = (token: string, locale: Locale) =>
  localizePath(`/join/${token}`, locale)

export const applicationUrl = (token: string, locale: Locale) =>
  `${appUrl()}${applicationPath(token, locale)}`
