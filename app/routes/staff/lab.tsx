import { data } from 'react-router'
import type { Route } from './+types/lab'
import { DataTable } from '#app/components/ui/data-table.tsx'
import { Name } from '#app/components/ui/name.tsx'
import { COLLECTION_AREAS } from '#app/content/lab-areas.ts'
import { SITE } from '#app/content/site.ts'
import { LAB_ORDER_STATUSES, type LabOrderStatus } from '#app/db/schema/lab-values.ts'
import { auditLabBoardView, listLabBoard, windowWords } from '#app/domain/lab/lab-board.server.ts'
import { LAB_STAFF_ROLES } from '#app/domain/lab/lab-roles.ts'
import { StatusBadge } from '#app/components/lab/status-badge.tsx'
import { requireRole } from '#app/routes/guards.server.ts'
import { clinicToday, formatClinicDay, isIsoDate } from '#app/utils/clinic-time.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { getT, requestLocale } from '#app/utils/i18n/i18n.server.ts'
import { Form, Link } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { useLiveRevalidate, WATCH_REFRESH_MS } from '#app/utils/use-live.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'

export const handle: I18nHandle = { i18n: ['lab', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The laboratory's day: every order collected or visiting on it, by status, live. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireRole(request, LAB_STAFF_ROLES)
  await auditLabBoardView({ userId: user.id, ipAddress: context.clientIp || null })
  const locale = requestLocale(request)
  const t = getT(locale, 'lab')
  const params = new URL(request.url).searchParams
  const dayParam = params.get('day')
  const statusParam = params.get('status')
  const day = dayParam && isIsoDate(dayParam) ? dayParam : clinicToday()
  const status = (LAB_ORDER_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as LabOrderStatus)
    : null
  const board = await listLabBoard({ day, status })
  return data({
    meta: { title: t('staff.board.metaTitle', { site: SITE.name }), description: '' },
    day,
    dayLabel: formatClinicDay(day, locale),
    status,
    counts: board.counts,
    rows: board.rows.map(boardRow),
    earlier: { rows: board.earlier.rows.map(boardRow), total: board.earlier.total },
  })

  function boardRow(row: (typeof board.rows)[number]) {
    const area = COLLECTION_AREAS.find((a) => a.slug === row.area)
    return {
      number: row.number,
      patientName: row.patientName,
      tests: row.items.map((item) => (locale === 'hi' ? item.nameHi : item.name)),
      mode: row.mode,
      area: area ? (locale === 'hi' ? area.nameHi : area.name) : null,
      day: formatClinicDay(row.day, locale),
      window: windowWords(row.window, locale),
      status: row.status,
      collectorName: row.collectorName,
      paid: row.paid,
    }
  }
}

/** Shown in the list: the first two tests and how many more. */
const SHOWN_TESTS = 2

export default function LabBoard({ loaderData }: Route.ComponentProps) {
  const t = useT('lab')
  const { day, status, counts, rows, earlier } = loaderData
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('staff.board.title')}</h1>
        <LiveRefresh />
      </div>
      <Form method="get" className="card mt-4 flex flex-wrap items-end gap-3 p-4">
        <div>
          <label htmlFor="lab-day" className="field-label">
            {t('staff.board.day')}
          </label>
          <input id="lab-day" name="day" type="date" defaultValue={day} className="field-input" />
        </div>
        <div>
          <label htmlFor="lab-status" className="field-label">
            {t('staff.board.status')}
          </label>
          <select id="lab-status" name="status" defaultValue={status ?? ''} className="field-input">
            <option value="">{t('staff.board.allStatuses')}</option>
            {LAB_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`staff.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          {t('staff.board.show')}
        </button>
      </Form>
      <nav aria-label={t('staff.board.countsLabel')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <StatusLink day={day} status={null} current={status === null}>
              {t('staff.board.allCount', { count: total })}
            </StatusLink>
          </li>
          {LAB_ORDER_STATUSES.filter((s) => counts[s]).map((s) => (
            <li key={s}>
              <StatusLink day={day} status={s} current={status === s}>
                {t('staff.board.statusCount', {
                  status: t(`staff.status.${s}`),
                  count: counts[s] ?? 0,
                })}
              </StatusLink>
            </li>
          ))}
        </ul>
      </nav>
      <BoardTable
        label={t('staff.board.title')}
        caption={t('staff.board.caption', { count: rows.length, day: loaderData.dayLabel })}
        rows={rows}
      />
      {rows.length === 0 ? <p className="mt-2 text-slate-700">{t('staff.board.empty')}</p> : null}
      {earlier.total > 0 ? (
        <section aria-labelledby="lab-earlier-title" className="mt-8">
          <h2 id="lab-earlier-title" className="text-xl font-bold text-slate-900">
            {t('staff.board.earlierTitle')}
          </h2>
          <p className="mt-1 text-slate-700">{t('staff.board.earlierIntro')}</p>
          <BoardTable
            label={t('staff.board.earlierTitle')}
            caption={
              earlier.total > earlier.rows.length
                ? t('staff.board.earlierCaptionSome', {
                    count: earlier.total,
                    shown: earlier.rows.length,
                  })
                : t('staff.board.earlierCaption', { count: earlier.total })
            }
            rows={earlier.rows}
            withDay
          />
        </section>
      ) : null}
    </>
  )
}

type BoardRow = Route.ComponentProps['loaderData']['rows'][number]

/** Orders as rows: number, patient, the first tests, where and when, status, collector. */
function BoardTable({
  label,
  caption,
  rows,
  withDay = false,
}: {
  label: string
  caption: string
  rows: BoardRow[]
  /** Orders of other days than the board's: each says its day. */
  withDay?: boolean
}) {
  const t = useT('lab')
  return (
    <DataTable
      className="mt-4"
      label={label}
      caption={caption}
      columns={[
        t('staff.board.column.number'),
        t('staff.board.column.patient'),
        t('staff.board.column.tests'),
        t('staff.board.column.where'),
        t('staff.board.column.status'),
        t('staff.board.column.collector'),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.number} className="border-b border-slate-200 align-top">
          <td className="p-2 whitespace-nowrap">
            <Link to={`/staff/lab/${row.number}`}>
              <span translate="no">{row.number}</span>
            </Link>
          </td>
          <td className="p-2">
            <Name>{row.patientName}</Name>
          </td>
          <td className="p-2">
            {row.tests.slice(0, SHOWN_TESTS).join(', ')}
            {row.tests.length > SHOWN_TESTS
              ? ` ${t('staff.board.moreTests', { count: row.tests.length - SHOWN_TESTS })}`
              : ''}
          </td>
          <td className="p-2">
            {withDay ? (
              <>
                <span className="font-semibold">{row.day}</span>
                <br />
              </>
            ) : null}
            {row.mode === 'home'
              ? t('staff.board.home', { area: row.area ?? '', window: row.window ?? '' })
              : t('staff.board.visit')}
          </td>
          <td className="p-2" data-testid="lab-row-status">
            <StatusBadge status={row.status} />
            {row.paid ? (
              <span className="ml-1 text-slate-700">· {t('staff.board.paid')}</span>
            ) : null}
          </td>
          <td className="p-2">{row.collectorName ? <Name>{row.collectorName}</Name> : '—'}</td>
        </tr>
      ))}
    </DataTable>
  )
}

function StatusLink({
  day,
  status,
  current,
  children,
}: {
  day: string
  status: LabOrderStatus | null
  current: boolean
  children: React.ReactNode
}) {
  const query = new URLSearchParams({ day, ...(status ? { status } : {}) })
  return (
    <Link
      to={`/staff/lab?${query}`}
      aria-current={current ? 'page' : undefined}
      className={`inline-block rounded-full border px-3 py-1 text-sm font-semibold no-underline ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-brand-50'}`}
    >
      {children}
    </Link>
  )
}

function LiveRefresh() {
  const t = useT('lab')
  const connected = useLiveRevalidate('/staff/lab/live', { everyMs: WATCH_REFRESH_MS })
  return (
    <span className="text-sm font-semibold text-slate-700">
      {connected ? t('staff.board.live') : t('staff.board.notLive')}
    </span>
  )
}
