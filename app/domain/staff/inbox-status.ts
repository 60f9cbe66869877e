import type { MessageKey } from '#app/utils/i18n/catalogs.ts'
import type { InboxStatus } from './contact-inbox.server.ts'

/** A message's status as a word inside a line, lower case (the tables capitalise it). */
export const INBOX_STATUS_LABELS = {
  new: 'messageStatus.new',
  read: 'messageStatus.read',
  handled: 'messageStatus.handled',
} as const satisfies Record<InboxStatus, MessageKey<'staff'>>

/** The inbox's filter buttons. */
export const INBOX_STATUS_FILTERS = {
  new: 'messages.filter.new',
  read: 'messages.filter.read',
  handled: 'messages.filter.handled',
} as const satisfies Record<InboxStatus, MessageKey<'staff'>>
