import { Download } from 'lucide-react'
import { data } from 'react-router'
import type { Route } from './+types/mailbox'
import { listDevMailbox } from '#app/domain/mail/dev-mailbox.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['dev'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  // Outside demo mode this page does not exist: real mail goes out by SMTP.
  if (!getEnv().DEMO_MODE) throw data(null, { status: 404 })
  const t = getT(requestLocale(request), 'dev')
  const mails = await listDevMailbox()
  return data({
    meta: { title: t('mailbox.metaTitle'), description: t('mailbox.metaDescription') },
    mails: mails.map((mail) => ({
      ...mail,
      attachments: mail.attachments.map((attachment) => ({ filename: attachment.filename })),
    })),
  })
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const t = useT('dev')
  const locale = useLocale()
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('mailbox.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('mailbox.intro')}</p>
      {loaderData.mails.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('mailbox.empty')}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {loaderData.mails.map((mail) => (
            <li key={mail.id} className="card p-4 sm:p-6" data-testid="mail">
              {/* The mail's own words are in its reader's language, whatever this page's is. */}
              <h2 lang={mail.language} className="text-lg font-bold break-words text-slate-900">
                {mail.subject}
              </h2>
              <p className="text-sm break-words text-slate-700">
                {t('mailbox.to')} <span data-testid="mail-to">{mail.toAddress}</span> ·{' '}
                <time dateTime={new Date(mail.deliveredAt).toISOString()}>
                  {formatClinicMedium(new Date(mail.deliveredAt), locale)}
                </time>
              </p>
              <p
                lang={mail.language}
                className="mt-3 text-sm break-words whitespace-pre-wrap text-slate-800"
              >
                <LinkedText text={mail.text} />
              </p>
              {mail.attachments.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('mailbox.attachments')}>
                  {mail.attachments.map((attachment, index) => (
                    <li key={index}>
                      <a
                        className="btn-secondary min-h-11 px-3 text-sm"
                        href={`/dev/mailbox/${mail.id}/attachments/${index}`}
                        download={attachment.filename}
                      >
                        <Download aria-hidden="true" className="size-4" />
                        {/* A file's name is a name: never translated. */}
                        <Message
                          ns="dev"
                          k="mailbox.download"
                          values={{ filename: attachment.filename }}
                          components={[<span key="file" translate="no" />]}
                        />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g

/** The mail's plain text with its web addresses as links (trailing punctuation left outside). */
function LinkedText({ text }: { text: string }) {
  return text.split(URL_PATTERN).map((part, index) => {
    if (index % 2 === 0) return part
    const [, href = part, trailing = ''] = /^(.*?)([.,;:!?)]*)$/.exec(part) ?? []
    return (
      <span key={index}>
        <a href={href} className="break-all text-brand-800 underline">
          {href}
        </a>
        {trailing}
      </span>
    )
  })
}
