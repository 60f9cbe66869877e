import { AbhaFieldsSchema } from '#app/domain/abha/index.ts'
import { z } from '#app/utils/zod.ts'

/**
 * The account page's "ABHA" form: the holder's own ABHA number and address, both optional; an
 * empty field removes what was kept.
 */
export const AccountAbhaSchema = AbhaFieldsSchema.extend({ intent: z.literal('abha') })
