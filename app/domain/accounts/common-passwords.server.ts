import { messageRef } from '#app/utils/i18n/catalogs.ts'
import list from './common-passwords.txt?raw'

// The 10 000 most common passwords (from the frequency list zxcvbn ships, MIT licence), lower-cased.
const COMMON = new Set(list.split('\n').filter(Boolean))

/** True for passwords attackers try first. Compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase())
}

/** A message reference: the form puts it into the page's language. */
export const COMMON_PASSWORD_MESSAGE = messageRef('auth', 'form.passwordTooCommon')
