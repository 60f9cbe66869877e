import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { COMMON_PASSWORDS_LIST } from './common-passwords-list.ts'

const COMMON = new Set(COMMON_PASSWORDS_LIST.split('\n').filter(Boolean))

/** True for passwords attackers try first. Compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase())
}

/** A message reference: the form puts it into the page's language. */
export const COMMON_PASSWORD_MESSAGE = messageRef('auth', 'form.passwordTooCommon')
