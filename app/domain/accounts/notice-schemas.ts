import { MOBILE_CHANNELS } from '#app/db/schema/family-values.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

/**
 * The account page's "Notices" form: how messages reach the person's mobile (SMS, WhatsApp or not
 * at all) and whether they also come by e-mail. An unticked box sends nothing: false.
 */
export const NoticesSchema = z.object({
  intent: z.literal('notices'),
  mobileChannel: z.enum(MOBILE_CHANNELS, {
    error: messageRef('account', 'notices.errors.chooseChannel'),
  }),
  emailNotices: z.boolean().optional(),
})
