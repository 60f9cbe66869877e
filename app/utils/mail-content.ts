import type { MailAttachment } from '#app/db/schema/mail.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'

/** An e-mail as its builder writes it, in one language: the reader's. */
export type MailContent = {
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
  language: Locale
}
