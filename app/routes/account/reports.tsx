import { data } from 'react-router'
import type { Route } from './+types/reports'
import { ResultChart } from '#app/components/lab/result-chart.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { SITE } from '#app/content/site.ts'
import { accountReportList, accountResultSeries } from '#app/domain/lab/account-reports.server.ts'
import { itemName } from '#app/domain/lab/cart.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { formatClinicDay } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['lab'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const [orders, series] = await Promise.all([
    accountReportList(user.id),
    accountResultSeries(user.id, locale),
  ])
  return data({
    meta: { title: t('reports.meta.title', { site: SITE.name }), description: '' },
    orders: orders.map((order) => ({
      number: order.number,
      status: order.status,
      patientName: order.patientName,
      day: order.day,
      tests: order.items.map((item) => itemName(item, locale)).join(', '),
      href: order.token ? `/lab-tests/orders/${order.token}` : null,
    })),
    series,
  })
}

export default function AccountReports({ loaderData }: Route.ComponentProps) {
  const t = useT('lab')
  const locale = useLocale()
  const { orders, series } = loaderData
  const people = [...new Set(series.map((entry) => entry.patientName))]
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('reports.title')}</h1>
      {orders.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {t('reports.none')}{' '}
          <Link to="/lab-tests" className="font-semibold">
            {t('reports.browse')}
          </Link>
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {orders.map((order) => (
            <li key={order.number} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 p-4">
              <span className="min-w-0 flex-1">
                {order.href ? (
                  <Link to={order.href} className="font-semibold" translate="no">
                    {order.number}
                  </Link>
                ) : (
                  <span className="font-semibold" translate="no">
                    {order.number}
                  </span>
                )}{' '}
                · <Name>{order.patientName}</Name> · {formatClinicDay(order.day, locale)}
                <span className="block text-sm text-slate-700">{order.tests}</span>
              </span>
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ${order.status === 'released' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'}`}
              >
                {t(`reports.status.${order.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {series.length > 0 ? (
        <section aria-labelledby="trends-heading" className="mt-10">
          <h2 id="trends-heading" className="text-2xl font-bold text-slate-900">
            {t('reports.trends')}
          </h2>
          <p className="mt-1 text-slate-700">{t('reports.trendsHelp')}</p>
          {people.map((person) => (
            <div key={person} className="mt-6">
              {people.length > 1 ? (
                <h3 className="text-xl font-semibold">
                  <Name>{person}</Name>
                </h3>
              ) : null}
              <div className="mt-3 grid gap-6 lg:grid-cols-2">
                {series
                  .filter((entry) => entry.patientName === person)
                  .map((entry) => (
                    <ResultChart
                      key={entry.key}
                      name={entry.name}
                      unit={entry.unit}
                      points={entry.points}
                      range={entry.range}
                    />
                  ))}
              </div>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  )
}
