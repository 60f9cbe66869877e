import { translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { LOCALES } from '#app/utils/i18n/locales.ts'
import { resultRef } from './labels.ts'

/**
 * A qualitative result's words in every language ("Positive", "पॉज़िटिव"), for `parseResult`: staff
 * may type the word they read on the kit as well as the code.
 */
export function resultLabels(code: string): string[] {
  return LOCALES.map((locale) => translateRefOnServer(locale, resultRef(code)))
}
