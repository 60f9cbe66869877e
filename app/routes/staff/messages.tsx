import { data, Link, useLocation } from 'react-router'
import { DataTable } from '#app/components/ui/data-table.tsx'
import type { Route } from './+types/messages'
import { Pagination } from '#app/components/pagination.tsx'
import { contactSubjectLabel, SITE } from '#app/content/site.ts'
import { type InboxStatus, listContactMessages } from '#app/domain/staff/contact-inbox.server.ts'
import { formatClinicDateTime } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/routes/guards.server.ts'

export const meta: Route.MetaFunction = () => [
  { title: `Messages | Staff | ${SITE.name}` },
  { name: 'description', content: 'Messages sent through the contact form.' },
  { name: 'robots', content: 'noindex' },
]

const STATUSES: InboxStatus[] = ['new', 'read', 'handled']

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['staff', 'admin'])
  const params = new URL(request.url).searchParams
  const status = STATUSES.includes(params.get('status') as InboxStatus)
    ? (params.get('status') as InboxStatus)
    : null
  const list = await listContactMessages({
    status,
    page: Math.min(1000, Number(params.get('page')) || 1),
  })
  return data({
    status,
    ...list,
    rows: list.rows.map((row) => ({
      ...row,
      subject: contactSubjectLabel(row.subject),
      received: formatClinicDateTime(row.createdAt),
    })),
  })
}

export default function StaffMessages({ loaderData }: Route.ComponentProps) {
  const location = useLocation()
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Messages</h1>
      <nav aria-label="Message status" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {[null, ...STATUSES].map((status) => (
            <li key={status ?? 'all'}>
              <Link
                to={status ? `?status=${status}` : '?'}
                aria-current={loaderData.status === status ? 'page' : undefined}
                className={`btn-secondary ${loaderData.status === status ? 'bg-brand-50' : ''}`}
              >
                {status ? status[0]!.toUpperCase() + status.slice(1) : 'All'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DataTable
        label="Messages"
        columns={['Received', 'From', 'Subject', 'Status']}
        caption={
          <>
            {loaderData.total} message{loaderData.total === 1 ? '' : 's'}, newest first.
          </>
        }
      >
        {loaderData.rows.map((row) => (
          <tr
            key={row.id}
            className={`border-b border-slate-200 ${row.status === 'new' ? 'font-bold' : ''}`}
          >
            <td className="p-2">
              <Link to={`/staff/messages/${row.id}`}>{row.received}</Link>
            </td>
            <td className="p-2">{row.name}</td>
            <td className="p-2">{row.subject}</td>
            <td className="p-2 capitalize">{row.status}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={loaderData.page} pages={loaderData.pages} search={location.search} />
    </>
  )
}
