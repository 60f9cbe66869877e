import { data } from 'react-router'
import type { Route } from './+types/records'
import { RecordItem } from '#app/components/records/record-item.tsx'
import { SITE } from '#app/content/site.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { Message, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { recordsAction, recordsPage } from './records.server.ts'

export const handle: I18nHandle = { i18n: ['records'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const t = getT(requestLocale(request), 'records')
  const page = await recordsPage(request, user.id)
  return data({
    meta: { title: t('meta.title', { site: SITE.name }), description: t('meta.description') },
    ...page,
  })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  return recordsAction(request, { userId: user.id, ipAddress: context.clientIp })
}

export default function AccountRecords({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('records')
  const { people } = loaderData
  return (
    <div className="container-page max-w-4xl py-10">
      <p>
        <Link to="/account">← {t('back')}</Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('intro')}</p>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t('fhirHelp')}</p>
      {people.length === 0 ? (
        <p className="mt-8 text-slate-700" data-testid="records-none">
          {t('none')}
        </p>
      ) : (
        people.map((person, index) => (
          <section key={person.name} aria-labelledby={`person-${index}`} className="mt-8">
            <h2 id={`person-${index}`} className="text-xl font-bold text-slate-900">
              <Message
                ns="records"
                k="person"
                values={{ name: person.name }}
                components={[<span key="name" translate="no" />]}
              />
            </h2>
            <ul className="mt-3 grid gap-3">
              {person.records.map((record) => (
                <RecordItem
                  key={record.key}
                  record={record}
                  result={actionData?.recordKey === record.key ? actionData.result : undefined}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
