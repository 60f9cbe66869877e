import { getDb } from '#app/db/client.server.ts'
import { contactMessages } from '#app/db/schema/contact.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { type Locale } from '#app/utils/i18n/locales.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { contactAcknowledgement, contactNotification, contactReference } from './contact-mails.ts'
import { type ContactInput } from './contact-schema.ts'

/**
 * Stores a contact message and queues its two e-mails in one transaction: either all three are
 * saved or none is. The sender's copy is written in `locale`, the language they wrote in.
 */
export async function saveContactMessage(
  input: ContactInput,
  senderUserId: string | null = null,
  locale: Locale = 'en',
): Promise<{ id: string; reference: string }> {
  const inbox = getEnv().CLINIC_INBOX_EMAIL
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        senderUserId,
        locale,
      })
      .returning({ id: contactMessages.id })
    if (!row) throw new Error('Contact message was not stored')
    const reference = contactReference(row.id)
    const acknowledgement = contactAcknowledgement(input, reference, locale)
    const notification = contactNotification(input, reference, locale)
    await queueMail(tx, [
      { to: input.email, kind: 'contact.acknowledgement', ...acknowledgement },
      { to: inbox, kind: 'contact.notification', ...notification },
    ])
    return { id: row.id, reference }
  })
}
