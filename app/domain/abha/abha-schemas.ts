import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'
import { normalizeAbhaNumber, readAbhaAddress } from './abha-values.ts'

/**
 * The ABHA fields of the account and family forms, checked in the browser and again by the
 * action. Both optional wherever they are asked (`.optional()`: an empty field clears it).
 */

/** An ABHA number in any grouping; gives its 14 digits. */
export const abhaNumberSchema = z
  .string()
  .trim()
  .max(40, messageRef('abha', 'numberInvalid'))
  .transform((value, ctx) => {
    const digits = normalizeAbhaNumber(value)
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: messageRef('abha', 'numberInvalid') })
      return z.NEVER
    }
    return digits
  })

const ADDRESS_MESSAGES = {
  suffix: messageRef('abha', 'addressSuffix'),
  length: messageRef('abha', 'addressLength'),
  characters: messageRef('abha', 'addressCharacters'),
  separators: messageRef('abha', 'addressSeparators'),
} as const

/** An ABHA address (`name@abdm`, or `@sbx`); gives it lower-cased, `@abdm` added if left out. */
export const abhaAddressSchema = z
  .string()
  .trim()
  .max(60, messageRef('abha', 'addressLength'))
  .transform((value, ctx) => {
    const read = readAbhaAddress(value)
    if (!read.ok) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_MESSAGES[read.problem] })
      return z.NEVER
    }
    return read.address
  })

/** The two fields as a form has them: both optional. */
export const AbhaFieldsSchema = z.object({
  abhaNumber: abhaNumberSchema.optional(),
  abhaAddress: abhaAddressSchema.optional(),
})
