import { data } from 'react-router'
import type { Route } from './+types/token'
import { TokenPlace } from '#app/components/opd/token-place.tsx'
import { SITE } from '#app/content/site.ts'
import { findVisitByTokenCode, phonePlace } from '#app/domain/opd/index.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { tokenPlaceView } from './token-place.server.ts'

export const handle: I18nHandle = { i18n: ['opd'] }

/** A private link (its code is the key): never cached, never indexed. */
export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data, NOINDEX, { name: 'referrer', content: 'same-origin' })

/**
 * A walk-in's token page, opened from the SMS the desk's token sends: their token and place in
 * the queue, live. An unknown code is a plain 404, whatever its shape.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const t = getT(requestLocale(request), 'opd')
  const visitId = await findVisitByTokenCode(params.code)
  const place = visitId ? await phonePlace(visitId) : null
  if (!place) throw data({ message: t('phone.notFound') }, { status: 404 })
  return {
    meta: { title: t('phone.metaTitle', { site: SITE.name }), description: t('phone.intro') },
    place: tokenPlaceView(place),
  }
}

export default function TokenPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT('opd')
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('phone.pageTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('phone.intro')}</p>
      <TokenPlace place={loaderData.place} liveUrl={`/opd/token/${params.code}/live`} />
    </div>
  )
}
