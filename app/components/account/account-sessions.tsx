import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import { type Translate, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'

/** The devices signed in to the account now, and signing out of all of them. */
export function SessionsCard({
  sessions,
}: {
  sessions: Array<{
    id: string
    userAgent: string | null
    ipAddress: string | null
    createdAt: Date
    current: boolean
  }>
}) {
  const t = useT('account')
  const locale = useLocale()
  return (
    <section aria-labelledby="sessions-title" className="card">
      <h2 id="sessions-title" className="text-xl font-bold text-slate-900">
        {t('sessions.title')}
      </h2>
      <ul className="mt-4 space-y-3">
        {sessions.map((s) => (
          <li key={s.id} className="text-sm text-slate-800">
            <strong>{describeDevice(s.userAgent, t)}</strong>
            {s.current ? t('sessions.thisDevice') : null}
            <br />
            {s.ipAddress
              ? t('sessions.signedInFrom', {
                  when: formatClinicMedium(new Date(s.createdAt), locale),
                  ip: s.ipAddress,
                })
              : t('sessions.signedIn', {
                  when: formatClinicMedium(new Date(s.createdAt), locale),
                })}
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4">
        <button type="submit" name="intent" value="sign-out-everywhere" className="btn-secondary">
          {t('sessions.signOutEverywhere')}
        </button>
      </Form>
    </section>
  )
}

function describeDevice(userAgent: string | null, t: Translate<'account'>): string {
  if (!userAgent) return t('device.unknown')
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : t('device.anyBrowser')
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : t('device.unknownSystem')
  return t('device.describe', { browser, system })
}
