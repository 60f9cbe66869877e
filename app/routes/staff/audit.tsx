import { data, useLocation } from 'react-router'
import { pageNumber } from '#app/utils/page-number.ts'
import { DataTable } from '#app/components/ui/data-table.tsx'
import type { Route } from './+types/audit'
import { Name } from '#app/components/ui/name.tsx'
import { Pagination } from '#app/components/pagination.tsx'
import { SITE } from '#app/content/site.ts'
import { listAuditEntries } from '#app/domain/staff/audit-log.server.ts'
import { formatClinicDateTime, isIsoDate } from '#app/utils/clinic-time.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { isAuditAction, isAuditSubject } from '#app/utils/audit-actions.ts'
import { Form } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, ['admin'])
  const locale = requestLocale(request)
  const t = getT(locale, 'staff')
  const params = new URL(request.url).searchParams
  const date = params.get('date')
  const filters = {
    action: params.get('action')?.trim().slice(0, 60) || null,
    actor: params.get('actor')?.trim().slice(0, 254) || null,
    subject: params.get('subject')?.trim().slice(0, 100) || null,
    date: date && isIsoDate(date) ? date : null,
  }
  const list = await listAuditEntries({
    ...filters,
    page: pageNumber(params),
  })
  return data({
    meta: {
      title: t('audit.metaTitle', { site: SITE.name }),
      description: t('audit.metaDescription'),
    },
    filters,
    ...list,
    rows: list.rows.map((r) => ({
      id: r.id,
      when: formatClinicDateTime(r.at, locale),
      action: r.action,
      actionLabel: isAuditAction(r.action) ? t(`audit.action.${r.action}`) : null,
      actorIsPerson: Boolean(r.actorEmail),
      actor: r.actorEmail
        ? `${r.actorName} (${r.actorEmail})`
        : r.actorUserId
          ? t('audit.deletedAccount', { id: r.actorUserId.slice(0, 8) })
          : '—',
      subjectLabel: r.subjectType
        ? isAuditSubject(r.subjectType)
          ? t(`audit.subject.${r.subjectType}`)
          : r.subjectType
        : null,
      subjectId: r.subjectId,
      ipAddress: r.ipAddress ?? '—',
      details: Object.entries(r.details)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', '),
    })),
  })
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useT('staff')
  const location = useLocation()
  const { filters } = loaderData
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{t('audit.title')}</h1>
      <p className="mt-2 text-slate-700">{t('audit.intro')}</p>
      <Form method="get" className="card mt-4 grid gap-3 p-4 sm:grid-cols-2 xl:grid-cols-5">
        <Field
          id="a-action"
          name="action"
          label={t('audit.filter.action')}
          value={filters.action}
        />
        <Field id="a-actor" name="actor" label={t('audit.filter.actor')} value={filters.actor} />
        <Field
          id="a-subject"
          name="subject"
          label={t('audit.filter.subject')}
          value={filters.subject}
        />
        <div>
          <label htmlFor="a-date" className="field-label">
            {t('filter.day')}
          </label>
          <input
            id="a-date"
            name="date"
            type="date"
            defaultValue={filters.date ?? ''}
            className="field-input"
          />
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn-primary w-full">
            {t('filter.show')}
          </button>
        </div>
      </Form>
      <DataTable
        label={t('audit.tableLabel')}
        columns={[
          t('audit.column.when'),
          t('audit.column.action'),
          t('audit.column.by'),
          t('audit.column.record'),
          t('audit.column.address'),
          t('audit.column.details'),
        ]}
        caption={t('audit.caption', { count: loaderData.total })}
      >
        {loaderData.rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-200 align-top">
            <td className="p-2 whitespace-nowrap">{row.when}</td>
            <td className="p-2">
              {row.actionLabel}
              {/* The code is what the filter above matches; codes and ids are not translated. */}
              <code translate="no" className="block text-xs text-slate-600">
                {row.action}
              </code>
            </td>
            <td className="p-2">{row.actorIsPerson ? <Name>{row.actor}</Name> : row.actor}</td>
            <td className="p-2 break-all">
              {row.subjectLabel ?? '—'}
              {row.subjectId ? (
                <code translate="no" className="block text-xs text-slate-600">
                  {row.subjectId}
                </code>
              ) : null}
            </td>
            <td className="p-2">{row.ipAddress}</td>
            <td className="p-2">
              <code translate="no" className="text-xs">
                {row.details}
              </code>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={loaderData.page} pages={loaderData.pages} search={location.search} />
    </>
  )
}

function Field({
  id,
  name,
  label,
  value,
}: {
  id: string
  name: string
  label: string
  value: string | null
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} name={name} defaultValue={value ?? ''} className="field-input" />
    </div>
  )
}
