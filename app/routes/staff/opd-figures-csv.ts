import type { Route } from './+types/opd-figures-csv'
import { figuresCsv, loadOpdFigures } from '#app/domain/opd/index.server.ts'
import { getT, requestLocale, translateRefOnServer } from '#app/utils/i18n/i18n.server.ts'
import { type RoutePolicy, personal } from '#app/utils/route-policy.ts'
import { figuresRequest } from './opd-figures.server.ts'

export const policy: RoutePolicy = personal

const COLUMNS = [
  'period',
  'clinic',
  'doctor',
  'patients',
  'walkIns',
  'booked',
  'seen',
  'noShows',
  'female',
  'male',
  'other',
  'sexUnknown',
  'waitMedian',
  'waitP90',
  'consultMedian',
  'consultP90',
] as const

/**
 * The figures as CSV for the district's monthly HMIS report (`?month=YYYY-MM`, or the day's
 * month): one row per doctor and a total, columns named in decision 0022, every cell quoted and
 * safe from spreadsheet formulas. A bad date: 400 with the message, as text.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { submission, clinic, period } = await figuresRequest(request)
  const locale = requestLocale(request)
  const t = getT(locale, 'opd')
  if (!period) {
    const errors = Object.values(submission.error ?? {}).flatMap((e) => e ?? [])
    const text = errors.map((ref) => translateRefOnServer(locale, ref)).join('\n')
    return new Response(text, { status: 400, headers: { 'Content-Type': 'text/plain' } })
  }
  const figures = await loadOpdFigures(period.from, period.to, clinic?.slug ?? null)
  const csv = figuresCsv(figures, {
    header: COLUMNS.map((c) => t(`figures.csv.${c}`)),
    total: t('figures.total'),
    clinic: clinic?.name ?? t('figures.allClinics'),
    period: period.kind === 'month' ? period.month : period.from,
  })
  const name = `opd-figures-${period.kind === 'month' ? period.month : period.from}.csv`
  // The byte-order mark lets spreadsheet programs read Hindi names as UTF-8.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  })
}
