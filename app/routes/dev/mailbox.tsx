import { data } from 'react-router'
import type { Route } from './+types/mailbox'
import { listDevMailbox } from '#app/domain/mail/dev-mailbox.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'

export const meta: Route.MetaFunction = () => [
  { title: 'Dev mailbox | MainDoctor' },
  { name: 'description', content: 'Mail delivered locally in demo mode.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader() {
  // Outside demo mode this page does not exist: real mail goes out by SMTP.
  if (!getEnv().DEMO_MODE) throw data(null, { status: 404 })
  const mails = await listDevMailbox()
  return data({ mails })
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Dev mailbox</h1>
      <p className="mt-2 max-w-prose text-slate-700">
        Demo mode: no SMTP server is configured, so e-mail is delivered here instead. Newest first.
      </p>
      {loaderData.mails.length === 0 ? (
        <p className="mt-6 text-slate-700">No mail yet.</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {loaderData.mails.map((mail) => (
            <li key={mail.id} className="card" data-testid="mail">
              <h2 className="text-lg font-bold text-slate-900">{mail.subject}</h2>
              <p className="text-sm text-slate-700">
                To <span data-testid="mail-to">{mail.toAddress}</span> ·{' '}
                <time dateTime={new Date(mail.deliveredAt).toISOString()}>
                  {formatClinicMedium(new Date(mail.deliveredAt))}
                </time>
                {mail.attachments.length > 0
                  ? ` · attachments: ${mail.attachments.map((a) => a.filename).join(', ')}`
                  : null}
              </p>
              <pre className="mt-3 overflow-x-auto text-sm whitespace-pre-wrap text-slate-800">
                {mail.text}
              </pre>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
