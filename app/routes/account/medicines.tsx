import { data } from 'react-router'
import type { Route } from './+types/medicines'
import { SITE } from '#app/content/site.ts'
import { listAccountOrders } from '#app/domain/pharmacy/orders.server.ts'
import { requireUser } from '#app/routes/guards.server.ts'
import { formatClinicShort } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { formatRupees, useLocale, useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['pharmacy'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The account's medicine orders, newest first, each leading to its tracking page. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacy')
  const orders = await listAccountOrders(user.id)
  return data({
    meta: {
      title: t('meta.account.title', { site: SITE.name }),
      description: t('meta.account.description'),
    },
    orders: orders.map((order) => ({
      number: order.number,
      status: order.status,
      placedAt: formatClinicShort(order.createdAt, locale),
      totalInr: order.totalInr,
      // A photo not yet read by the pharmacist has no price; a called-off order owes nothing.
      priced: order.totalInr > 0 && order.status !== 'rejected' && order.status !== 'cancelled',
      href: order.token ? `/medicines/orders/${order.token}` : null,
    })),
  })
}

export default function AccountMedicines({ loaderData }: Route.ComponentProps) {
  const t = useT('pharmacy')
  const locale = useLocale()
  const { orders } = loaderData
  return (
    <div className="container-page max-w-4xl py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('account.title')}</h1>
      <p className="mt-4">
        <Link to="/medicines/order" className="btn-primary">
          {t('account.order')}
        </Link>
      </p>
      {orders.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('account.empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {orders.map((order) => (
            <li key={order.number} className="p-4">
              <p className="flex flex-wrap items-center justify-between gap-2">
                {order.href ? (
                  <Link
                    to={order.href}
                    className="font-semibold"
                    aria-label={t('account.open', { number: order.number })}
                  >
                    <span translate="no">{order.number}</span>
                  </Link>
                ) : (
                  <span className="font-semibold" translate="no">
                    {order.number}
                  </span>
                )}
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
                  {t(`status.${order.status}`)}
                </span>
              </p>
              <p className="mt-1 text-sm text-slate-700">
                {order.placedAt}
                {order.priced ? ` · ${formatRupees(order.totalInr, locale)}` : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
