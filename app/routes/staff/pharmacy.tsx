import { data } from 'react-router'
import type { Route } from './+types/pharmacy'
import { PharmacyStatusBadge } from '#app/components/pharmacy-staff/status-badge.tsx'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { SITE } from '#app/content/site.ts'
import {
  auditPharmacyQueueView,
  listPharmacyQueue,
  type QueueRow,
} from '#app/domain/pharmacy/pharmacy-board.server.ts'
import { PHARMACY_STAFF_ROLES } from '#app/domain/pharmacy/pharmacy-roles.ts'
import { requireRole } from '#app/routes/guards.server.ts'
import { formatClinicShort } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Link, useLocalizePath } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { useLiveRevalidate, WATCH_REFRESH_MS } from '#app/utils/use-live.ts'
import { useArrivals, useCountInTitle } from '#app/utils/use-arrivals.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['pharmacyStaff', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The pharmacy's queue: orders needing a step first (new ones oldest first), live. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, PHARMACY_STAFF_ROLES)
  await auditPharmacyQueueView({ userId: user.id, ipAddress: context.clientIp || null })
  const locale = requestLocale(request)
  const t = getT(locale, 'pharmacyStaff')
  const queue = await listPharmacyQueue()
  const row = (r: QueueRow) => ({
    id: r.id,
    number: r.number,
    patientName: r.patientName,
    source: r.source,
    pages: r.pages,
    lines: r.lines,
    mode: r.mode,
    pinCode: r.pinCode,
    status: r.status,
    totalInr: r.totalInr,
    at: formatClinicShort(r.status === 'submitted' ? r.createdAt : r.updatedAt, locale),
  })
  return data({
    meta: { title: t('queue.metaTitle', { site: SITE.name }), description: '' },
    open: queue.open.map(row),
    openTotal: queue.openTotal,
    finished: queue.finished.map(row),
    toCheck: queue.open.filter((r) => r.status === 'submitted').length,
  })
}

type Row = Route.ComponentProps['loaderData']['open'][number]

export default function PharmacyQueue({ loaderData }: Route.ComponentProps) {
  const t = useT('pharmacyStaff')
  const localize = useLocalizePath()
  const { open, openTotal, finished, toCheck } = loaderData
  const news = useNewOrders(open)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('queue.title')}</h1>
        <LiveRefresh />
      </div>
      <p className="mt-1 text-slate-700">
        {t('queue.summary', { toCheck, open: openTotal, finished: finished.length })}
      </p>
      <div aria-live="polite" role="status" className="mt-3">
        {news.numbers.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border-2 border-amber-700 bg-amber-50 px-4 py-3 font-semibold text-slate-900">
            <p className="grow">
              {t('queue.newOrders', { count: news.numbers.length })}{' '}
              <span translate="no">{news.numbers.join(', ')}</span>
            </p>
            <button type="button" onClick={news.dismiss} className="btn-secondary min-h-10 py-1">
              {t('queue.seen')}
            </button>
          </div>
        ) : null}
      </div>
      <noscript>
        <p className="mt-2 text-slate-800">
          {t('queue.noscript')}{' '}
          <a href={localize('/staff/pharmacy')} className="font-semibold underline">
            {t('queue.refresh')}
          </a>
        </p>
      </noscript>
      <QueueTable
        label={t('queue.openTitle')}
        caption={
          openTotal > open.length
            ? t('queue.openCaptionSome', { count: openTotal, shown: open.length })
            : t('queue.openCaption', { count: openTotal })
        }
        rows={open}
      />
      {open.length === 0 ? <p className="mt-2 text-slate-700">{t('queue.empty')}</p> : null}
      <section aria-labelledby="finished-title" className="mt-8">
        <h2 id="finished-title" className="text-xl font-bold text-slate-900">
          {t('queue.finishedTitle')}
        </h2>
        {finished.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('queue.noneFinished')}</p>
        ) : (
          <QueueTable
            label={t('queue.finishedTitle')}
            caption={t('queue.finishedCaption', { count: finished.length })}
            rows={finished}
          />
        )}
      </section>
    </>
  )
}

/** Orders as rows: number and status (in view on a phone), patient, what, where, since, total. */
function QueueTable({ label, caption, rows }: { label: string; caption: string; rows: Row[] }) {
  const t = useT('pharmacyStaff')
  return (
    <DataTable
      className="mt-4"
      label={label}
      caption={caption}
      columns={[
        t('queue.column.number'),
        t('queue.column.status'),
        t('queue.column.patient'),
        t('queue.column.what'),
        t('queue.column.where'),
        t('queue.column.since'),
        t('queue.column.total'),
      ]}
    >
      {rows.map((row) => (
        <tr
          key={row.number}
          className={`border-b border-slate-200 align-top ${row.status === 'submitted' ? 'bg-amber-50' : ''}`}
        >
          <td className="p-2 whitespace-nowrap">
            <Link to={`/staff/pharmacy/${row.number}`}>
              <span translate="no">{row.number}</span>
            </Link>
          </td>
          <td className="p-2" data-testid="pharmacy-row-status">
            <PharmacyStatusBadge status={row.status} />
          </td>
          <td className="p-2">
            <Name>{row.patientName}</Name>
          </td>
          <td className="p-2">
            {row.source === 'upload'
              ? t('queue.what.upload', { count: row.pages })
              : row.source === 'e_prescription'
                ? t('queue.what.ePrescription', { count: row.lines })
                : t('queue.what.cart', { count: row.lines })}
          </td>
          <td className="p-2">
            {row.mode === 'delivery'
              ? t('queue.where.delivery', { pin: row.pinCode ?? '' })
              : t('queue.where.pickup')}
          </td>
          <td className="p-2 whitespace-nowrap">{row.at}</td>
          <td className="p-2 whitespace-nowrap">
            {/* A photo's order has no price until the pharmacist writes its list. */}
            {row.lines > 0 ? `₹${row.totalInr}` : '—'}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}

/**
 * New orders since the page opened, announced (politely: a pharmacist is often busy at the
 * counter) and counted in the tab's title, until they are checked or the pharmacist saw them.
 */
function useNewOrders(open: Row[]) {
  const submitted = open.filter((r) => r.status === 'submitted')
  const { arrived, clear } = useArrivals(submitted)
  useCountInTitle(submitted.length)
  const still = new Set(submitted.map((r) => r.id))
  const shown = arrived.filter((r) => still.has(r.id))
  return { numbers: shown.map((r) => r.number), dismiss: clear }
}

function LiveRefresh() {
  const t = useT('pharmacyStaff')
  const connected = useLiveRevalidate('/staff/pharmacy/live', { everyMs: WATCH_REFRESH_MS })
  return (
    <span className="text-sm font-semibold text-slate-700">
      {connected ? t('queue.live') : t('queue.notLive')}
    </span>
  )
}
