import {
  DEFAULT_SHARE_LIFETIME,
  RECORD_KINDS,
  type RecordKindValue,
  SHARE_LIFETIMES,
  type ShareLifetime,
} from '#app/db/schema/record-values.ts'
import { messageRef } from '#app/utils/i18n/catalogs.ts'
import { z } from '#app/utils/zod.ts'

export { DEFAULT_SHARE_LIFETIME, type RecordKindValue }

export const SHARE_LIFETIME_CHOICES = Object.keys(SHARE_LIFETIMES) as [
  ShareLifetime,
  ...ShareLifetime[],
]

/**
 * The forms of /account/records: share one record by a link (how long it stays open: an hour, a
 * day, a week), or revoke a link. `requestKey` is the form's one-time key: the same form sent
 * twice makes one link.
 */
export const RecordShareFormSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('share'),
    kind: z.enum(RECORD_KINDS, { error: messageRef('records', 'errors.notFound') }),
    id: z.uuid({ error: messageRef('records', 'errors.notFound') }),
    lifetime: z.enum(SHARE_LIFETIME_CHOICES, {
      error: messageRef('records', 'errors.lifetime'),
    }),
    requestKey: z.string().min(1).max(100),
  }),
  z.object({
    intent: z.literal('revoke'),
    shareId: z.uuid({ error: messageRef('records', 'errors.shareNotFound') }),
  }),
])
