import { data, useLocation } from 'react-router'
import { pageNumber } from '#app/utils/page-number.ts'
import { DataTable } from '#app/components/ui/data-table.tsx'
import type { Route } from './+types/messages'
import { Pagination } from '#app/components/pagination.tsx'
import { contactSubjectLabel, SITE } from '#app/content/site.ts'
import { type InboxStatus, listContactMessages } from '#app/domain/staff/contact-inbox.server.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { INBOX_STATUS_FILTERS, INBOX_STATUS_LABELS } from '#app/domain/staff/inbox-status.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { Link } from '#app/utils/i18n/links.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

const STATUSES: InboxStatus[] = ['new', 'read', 'handled']

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['staff', 'admin'])
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  const params = new URL(request.url).searchParams
  const status = STATUSES.includes(params.get('status') as InboxStatus)
    ? (params.get('status') as InboxStatus)
    : null
  const list = await listContactMessages({
    status,
    page: pageNumber(params),
  })
  return data({
    meta: {
      title: t('messages.metaTitle', { site: SITE.name }),
      description: t('messages.metaDescription'),
    },
    status,
    ...list,
    rows: list.rows.map((row) => ({
      ...row,
      subject: translateRefOnServer(locale, contactSubjectLabel(row.subject)),
      received: formatClinicDateTime(row.createdAt, locale),
    })),
  })
}

export default function StaffMessages({ loaderData }: Route.ComponentProps) {
  const t = useT('staff')
  const location = useLocation()
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('messages.title')}</h1>
      <nav aria-label={t('messages.filterLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {[null, ...STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <Link
                to={status ? `?status=${status}` : '?'}
                aria-current={loaderData.status === status ? 'page' : undefined}
                className={`btn-secondary ${loaderData.status === status ? 'bg-brand-50' : ''}`}
              >
                {t(status ? INBOX_STATUS_FILTERS[status] : 'filter.all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DataTable
        label={t('messages.title')}
        columns={[
          t('messages.column.received'),
          t('messages.column.from'),
          t('messages.column.subject'),
          t('messages.column.status'),
        ]}
        caption={t('messages.caption', { count: loaderData.total })}
      >
        {loaderData.rows.map((row) => (
          <tr
            key={row.id}
            className={`border-b border-slate-200 ${row.status === 'new' ? 'font-bold' : ''}`}
          >
            <td className="p-2">
              <Link to={`/staff/messages/${row.id}`}>{row.received}</Link>
            </td>
            <td className="p-2">
              <Name>{row.name}</Name>
            </td>
            <td className="p-2">{row.subject}</td>
            <td className="p-2 capitalize">{t(INBOX_STATUS_LABELS[row.status])}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={loaderData.page} pages={loaderData.pages} search={location.search} />
    </>
  )
}
