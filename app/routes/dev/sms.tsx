import { data } from 'react-router'
import type { Route } from './+types/sms'
import { Name } from '#app/components/ui/name.tsx'
import { listDevSms } from '#app/domain/mail/dev-mailbox.server.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import { getEnv } from '#app/utils/env.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['dev'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  // Outside demo mode this page does not exist: real messages go out through the gateway.
  if (!getEnv().DEMO_MODE) throw data(null, { status: 404 })
  const t = getT(requestLocale(request), 'dev')
  return data({
    meta: { title: t('sms.metaTitle'), description: t('sms.metaDescription') },
    messages: await listDevSms(),
  })
}

/** Demo mode: the SMS and WhatsApp messages the clinic would have sent, newest first. */
export default function DevSms({ loaderData }: Route.ComponentProps) {
  const t = useT('dev')
  const locale = useLocale()
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('sms.title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('sms.intro')}</p>
      {loaderData.messages.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('sms.empty')}</p>
      ) : (
        <ol className="mt-6 max-w-xl space-y-3">
          {loaderData.messages.map((message) => (
            <li
              key={message.id}
              className="card p-4"
              data-testid="sms"
              data-channel={message.channel}
            >
              <p className="text-sm text-slate-700">
                {t(message.channel === 'whatsapp' ? 'sms.whatsappTo' : 'sms.smsTo')}{' '}
                <span data-testid="sms-to">
                  <Name>{message.toAddress}</Name>
                </span>{' '}
                ·{' '}
                <time dateTime={new Date(message.deliveredAt).toISOString()}>
                  {formatClinicMedium(new Date(message.deliveredAt), locale)}
                </time>
              </p>
              {/* The message's words are in its reader's language, whatever this page's is. */}
              <p
                lang={message.language}
                className="mt-2 break-words whitespace-pre-wrap text-slate-900"
                data-testid="sms-text"
              >
                {message.text}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
