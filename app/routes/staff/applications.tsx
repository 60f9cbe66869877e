import { data, useLocation } from 'react-router'
import { pageNumber } from '#app/utils/page-number.ts'
import type { Route } from './+types/applications'
import { Pagination } from '#app/components/pagination.tsx'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { SITE } from '#app/content/site.ts'
import { APPLICATION_STATUSES, type ApplicationStatus } from '#app/db/schema/network-values.ts'
import { listApplications } from '#app/domain/network/application-admin.server.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { formatClinicMedium } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['applications', 'join'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** Applications to join the network, newest first, by status: admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  const locale = requestLocale(request)
  const t = getT(locale, 'applications')
  const params = new URL(request.url).searchParams
  const wanted = params.get('status')
  const status = APPLICATION_STATUSES.includes(wanted as ApplicationStatus)
    ? (wanted as ApplicationStatus)
    : null
  const list = await listApplications({
    status,
    page: pageNumber(params),
  })
  return data({
    meta: {
      title: t('list.metaTitle', { site: SITE.name }),
      description: t('list.metaDescription'),
    },
    status,
    ...list,
    rows: list.rows.map((row) => ({ ...row, received: formatClinicMedium(row.createdAt, locale) })),
  })
}

export default function StaffApplications({ loaderData }: Route.ComponentProps) {
  const t = useT('applications')
  const tj = useT('join')
  const location = useLocation()
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('list.title')}</h1>
      <nav aria-label={t('list.filterLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {[null, ...APPLICATION_STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <Link
                to={status ? `?status=${status}` : '?'}
                aria-current={loaderData.status === status ? 'page' : undefined}
                className={`btn-secondary ${loaderData.status === status ? 'bg-brand-50' : ''}`}
              >
                {status
                  ? t('list.filter', {
                      status: t(`status.${status}`),
                      count: loaderData.counts[status] ?? 0,
                    })
                  : t('list.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DataTable
        label={t('list.title')}
        columns={[
          t('list.column.number'),
          t('list.column.received'),
          t('list.column.kind'),
          t('list.column.name'),
          t('list.column.status'),
        ]}
        caption={t('list.caption', { count: loaderData.total })}
      >
        {loaderData.rows.map((row) => (
          <tr
            key={row.number}
            className={`border-b border-slate-200 ${row.status === 'submitted' ? 'font-bold' : ''}`}
          >
            <td className="p-2">
              <Link to={`/staff/applications/${row.number}`} translate="no">
                {row.number}
              </Link>
            </td>
            <td className="p-2">{row.received}</td>
            <td className="p-2">{tj(`kind.${row.kind}`)}</td>
            <td className="p-2" translate="no">
              {row.name}
            </td>
            <td className="p-2">{t(`status.${row.status}`)}</td>
          </tr>
        ))}
      </DataTable>
      {loaderData.rows.length === 0 ? <p className="mt-4">{t('list.empty')}</p> : null}
      <Pagination page={loaderData.page} pages={loaderData.pages} search={location.search} />
    </>
  )
}
