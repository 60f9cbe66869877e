import { CONTACT, SITE } from '#app/content/site.ts'
import { eq } from 'drizzle-orm'
import type { Database } from '#app/db/client.server.ts'
import { providerApplications } from '#app/db/schema/network.ts'
import type { ApplicationRejectReason } from '#app/db/schema/network-values.ts'
import { textToHtml } from '#app/utils/html.ts'
import { getT } from '#app/utils/i18n/i18n.server.ts'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { queueMail } from '#app/utils/mail.server.ts'
import { isIndianMobile } from '#app/utils/phone.ts'
import { hashToken } from '#app/utils/private-link.server.ts'
import { queueSms } from '#app/utils/sms.server.ts'
import { textMessage } from '#app/domain/mail/index.server.ts'
import {
  applicationTokenFor,
  applicationUrl,
  storedApplicationToken,
} from './application-links.server.ts'

/**
 * What the applicant is told at each step, by SMS and e-mail, in the language they applied in,
 * queued in the same transaction as the step. Every message names the reference and the link.
 */
export type ApplicationNoticeKind = 'received' | 'info_requested' | 'approved' | 'rejected'

export type NoticeApplication = {
  number: string
  locale: Locale
  phone: string
  email: string
  contactName: string
  requestKey: string
  manageTokenHash: string
}

export async function tellApplicant(
  tx: Pick<Database, 'insert' | 'update'>,
  application: NoticeApplication,
  kind: ApplicationNoticeKind,
  extra: { reason?: ApplicationRejectReason; note?: string } = {},
) {
  const t = getT(application.locale, 'join')
  let token = storedApplicationToken(application.requestKey, application.manageTokenHash)
  if (!token) {
    // The link's secret was rotated since it was sent: the old link no longer opens, so this
    // message carries a fresh one (the same application, a new private address).
    token = applicationTokenFor(application.requestKey)
    await tx
      .update(providerApplications)
      .set({ manageTokenHash: hashToken(token) })
      .where(eq(providerApplications.number, application.number))
  }
  const reason = extra.reason ? t(`reason.${extra.reason}`) : ''
  const values = {
    site: SITE.name,
    number: application.number,
    name: application.contactName,
    url: applicationUrl(token, application.locale),
    phone: CONTACT.receptionPhone,
    reason: extra.note ? `${reason} (${extra.note})` : reason,
  }
  const text = [
    t('notice.greeting', values),
    t(`notice.${kind}.body`, values),
    values.url ? t('notice.link', values) : '',
    t('notice.signature', values),
  ]
    .filter(Boolean)
    .join('\n\n')
  await queueMail(tx, {
    to: application.email,
    kind: `application.${kind}`,
    subject: t(`notice.${kind}.subject`, values),
    text,
    html: textToHtml(text),
    language: application.locale,
  })
  if (isIndianMobile(application.phone))
    await queueSms(tx, {
      to: application.phone,
      kind: `application.${kind}`,
      ...textMessage(`application.${kind}`, application.locale, values),
    })
}
