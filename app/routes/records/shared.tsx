import type { Route } from './+types/shared'
import { SharedRecord } from '#app/components/records/shared-record.tsx'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { sharedRecordPage } from './shared.server.ts'

export const handle: I18nHandle = { i18n: ['records'] }

/**
 * A private link (its token is the key, 256 bits: guessing is hopeless, and an unknown token is a
 * plain 404 whatever its shape, as /opd/token/:code answers): never cached, never indexed.
 */
export const policy: RoutePolicy = personal

/**
 * The link must not leave in a Referer header when the doctor follows a link onwards, and no
 * cache between the doctor and us may keep a patient's record.
 */
export const headers: Route.HeadersFunction = () => ({
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-store',
})

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data, NOINDEX, { name: 'referrer', content: 'no-referrer' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return sharedRecordPage(request, params.token, context.clientIp)
}

export default function SharedRecordPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT('records')
  const { shared } = loaderData
  if (!shared) {
    return (
      <div className="container-page max-w-3xl py-10" data-testid="share-gone">
        <h1 className="text-3xl font-bold text-slate-900">{t('gone.title')}</h1>
        <p className="mt-3 max-w-prose text-slate-700">{t('gone.text')}</p>
      </div>
    )
  }
  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('shared.title')}</h1>
      <SharedRecord
        record={shared.record}
        date={shared.date}
        expires={shared.expires}
        pdfHref={shared.printable ? `/records/shared/${params.token}/record.pdf` : null}
        fhirHref={`/records/shared/${params.token}/record.json`}
      />
    </div>
  )
}
