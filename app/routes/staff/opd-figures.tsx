import { getFormProps, useForm } from '@conform-to/react'
import type { Route } from './+types/opd-figures'
import { InputField } from '#app/components/forms.tsx'
import type { FiguresPeriodFields } from '#app/domain/opd/index.ts'
import type { I18nHandle } from '#app/utils/i18n/catalogs.ts'
import { useT } from '#app/utils/i18n/i18n.tsx'
import { Form } from '#app/utils/i18n/links.tsx'
import { NOINDEX, pageMeta } from '#app/utils/page-meta.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { figuresLoader } from './opd-figures.server.ts'

export const handle: I18nHandle = { i18n: ['opd', 'staff'] }

export const policy: RoutePolicy = personal

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data, NOINDEX)

/** The day in figures (issue 49 item 7): admins and the front desk. */
export const loader = ({ request }: Route.LoaderArgs) => figuresLoader(request)

type Spread = { median: number; p90: number; count: number } | null

function SpreadCell({ spread }: { spread: Spread }) {
  const t = useT('opd')
  if (!spread) return <td className="px-2 py-1 text-right">—</td>
  return (
    <td className="px-2 py-1 text-right tabular-nums">
      {t('figures.spread', { median: spread.median, p90: spread.p90 })}
    </td>
  )
}

/** Bars drawn with CSS (no chart library): a label, a bar as wide as its share, the number. */
function Bars({ title, rows }: { title: string; rows: { label: string; value: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.value))
  return (
    <figure className="card">
      <figcaption className="font-bold text-slate-900">{title}</figcaption>
      <ul className="mt-3 space-y-1">
        {rows.map((r) => (
          <li key={r.label} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-sm">
            <span className="truncate">{r.label}</span>
            <svg
              viewBox="0 0 100 16"
              preserveAspectRatio="none"
              className="h-4 w-full rounded bg-slate-100 text-brand-700"
              aria-hidden="true"
            >
              <rect width={(r.value / max) * 100} height="16" rx="2" fill="currentColor" />
            </svg>
            <span className="text-right tabular-nums">{r.value}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}

export default function OpdFigures({ loaderData: d }: Route.ComponentProps) {
  const t = useT('opd')
  const [form, fields] = useForm<FiguresPeriodFields>({
    id: 'figures-period',
    lastResult: d.result,
    shouldValidate: 'onSubmit',
  })
  const f = d.figures
  const query = d.period ? `month=${d.period.month}${d.clinic ? `&clinic=${d.clinic}` : ''}` : ''
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t('figures.title')}</h1>
        <p className="mt-2 text-slate-700">{t('figures.intro')}</p>
      </div>
      <Form method="get" {...getFormProps(form)} className="card grid gap-4 sm:grid-cols-4">
        <InputField field={fields.day} label={t('figures.day')} type="date" />
        <InputField field={fields.month} label={t('figures.month')} inputMode="numeric" />
        <div>
          <label htmlFor="figures-clinic" className="field-label">
            {t('desk.clinic')}
          </label>
          <select id="figures-clinic" name="clinic" defaultValue={d.clinic} className="field-input">
            <option value="">{t('figures.allClinics')}</option>
            {d.clinics.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <button type="submit" className="btn-primary">
            {t('desk.show')}
          </button>
        </div>
        <p className="text-sm text-slate-600 sm:col-span-4">{t('figures.periodHint')}</p>
      </Form>
      {f && d.period ? (
        <>
          <h2 className="text-2xl font-bold text-slate-900" data-testid="figures-period">
            {d.period.kind === 'month'
              ? t('figures.forMonth', { month: d.period.month })
              : t('figures.forDay', { day: d.period.from })}
          </h2>
          <div className="overflow-x-auto">
            <table className="min-w-full text-left text-sm" data-testid="figures-table">
              <caption className="sr-only">{t('figures.tableCaption')}</caption>
              <thead>
                <tr className="border-b-2 border-slate-300">
                  <th scope="col" className="px-2 py-1">
                    {t('figures.csv.doctor')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right">
                    {t('figures.csv.patients')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right">
                    {t('figures.csv.walkIns')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right">
                    {t('figures.csv.booked')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right">
                    {t('figures.csv.seen')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right">
                    {t('figures.csv.noShows')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right">
                    {t('figures.waitToCall')}
                  </th>
                  <th scope="col" className="px-2 py-1 text-right">
                    {t('figures.consultation')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[
                  ...f.doctors,
                  { ...f.total, doctorId: 'total', doctorName: t('figures.total') },
                ].map((row) => (
                  <tr
                    key={row.doctorId}
                    className={`border-b border-slate-200 ${row.doctorId === 'total' ? 'font-bold' : ''}`}
                  >
                    <th scope="row" className="px-2 py-1">
                      {row.doctorName}
                    </th>
                    <td className="px-2 py-1 text-right tabular-nums">{row.patients}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{row.walkIns}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{row.booked}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{row.seen}</td>
                    <td className="px-2 py-1 text-right tabular-nums">{row.noShows}</td>
                    <SpreadCell spread={row.waitToCall} />
                    <SpreadCell spread={row.consultation} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-600">{t('figures.howMeasured')}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            <Bars
              title={t('figures.chartDoctors')}
              rows={f.doctors.map((r) => ({ label: r.doctorName, value: r.patients }))}
            />
            {d.period.kind === 'month' ? (
              <Bars
                title={t('figures.chartDays')}
                rows={f.perDay.map((r) => ({ label: r.day.slice(8), value: r.patients }))}
              />
            ) : (
              <Bars
                title={t('figures.chartKinds')}
                rows={[
                  { label: t('figures.csv.walkIns'), value: f.total.walkIns },
                  { label: t('figures.csv.booked'), value: f.total.booked },
                  { label: t('figures.csv.noShows'), value: f.total.noShows },
                ]}
              />
            )}
          </div>
          <p>
            <a href={`/staff/opd/figures.csv?${query}`} className="btn-secondary" download>
              {t('figures.csvLink', { month: d.period.month })}
            </a>
          </p>
        </>
      ) : null}
    </div>
  )
}
