import { useId } from 'react'
import { DataTable } from '#app/components/ui/data-table.tsx'
import type { AmbulanceFigures, DayFigures, Spread } from '#app/domain/ambulance/figures.ts'
import { useNumberFormat, useT } from '#app/utils/i18n/i18n.tsx'
import { Link } from '#app/utils/i18n/links.tsx'
import { niceCeiling } from './chart-scale.ts'

/** A day as the loader put it into words: "14 Feb" on the axis, "Saturday 14 February" in text. */
export type LabelledDay = DayFigures & { short: string; long: string }

export type FiguresForPage = Omit<AmbulanceFigures, 'days' | 'today'> & {
  today: LabelledDay
  days: LabelledDay[]
}

/**
 * The staff overview's ambulance section: today's count and response times in words, a chart of
 * the last 30 days drawn on the server (plain SVG, no script), and every number in a table.
 */
export function AmbulanceResponseFigures({ figures }: { figures: FiguresForPage }) {
  const t = useT('ambulance')
  const { today, period } = figures
  return (
    <section aria-labelledby="ambulance-figures-title" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ambulance-figures-title" className="text-2xl font-bold text-slate-900">
          {t('figures.title')}
        </h2>
        <Link to="/staff/ambulance">{t('figures.openBoard')}</Link>
      </div>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <div className="card">
          <dt className="text-slate-700">{t('figures.todayRequests')}</dt>
          <dd className="text-3xl font-extrabold text-brand-800" data-testid="ambulance-today">
            {today.requests}
          </dd>
          <dd className="mt-1 text-sm text-slate-700">
            {t('figures.periodRequests', { count: period.requests })}
          </dd>
        </div>
        <SpreadCard
          label={t('figures.toAssignment')}
          today={today.toAssignment}
          period={period.toAssignment}
        />
        <SpreadCard
          label={t('figures.toArrival')}
          today={today.toArrival}
          period={period.toArrival}
        />
      </dl>
      <ArrivalChart figures={figures} />
    </section>
  )
}

function useSpreadWords() {
  const t = useT('ambulance')
  const { number } = useNumberFormat()
  return (spread: Spread) =>
    spread.median === null || spread.p90 === null
      ? t('figures.noneYet')
      : t('figures.spread', { median: number(spread.median), p90: number(spread.p90) })
}

function SpreadCard({ label, today, period }: { label: string; today: Spread; period: Spread }) {
  const t = useT('ambulance')
  const words = useSpreadWords()
  return (
    <div className="card">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="mt-1 text-slate-800">
        <span className="font-semibold">{t('figures.today')}:</span> {words(today)}
      </dd>
      <dd className="mt-1 text-slate-800">
        <span className="font-semibold">{t('figures.period')}:</span> {words(period)}
      </dd>
    </div>
  )
}

// The chart's own coordinates; it scales to the width of its container (a phone's 320 px up).
const WIDTH = 400
const LEFT = 34
const RIGHT = WIDTH - 6
const MINUTES_TOP = 22
const MINUTES_BOTTOM = 138
const COUNT_TOP = 170
const COUNT_BOTTOM = 204
const LABEL_Y = 224
const HEIGHT = 230
const COLOURS = {
  // brand-600, slate-800 and slate-500 as in the legend above the chart (which uses classes).
  median: '#0b7285',
  p90: '#1e293b',
  requests: '#64748b',
  grid: '#e2e8f0',
  text: '#334155',
  today: '#f1f5f9',
}

function ArrivalChart({ figures }: { figures: FiguresForPage }) {
  const t = useT('ambulance')
  const words = useSpreadWords()
  const { number } = useNumberFormat()
  const id = useId()
  const { days, period } = figures
  const slot = (RIGHT - LEFT) / days.length
  const barWidth = Math.max(3, slot * 0.6)
  const centre = (i: number) => LEFT + slot * (i + 0.5)
  const minutesTop = niceCeiling(
    Math.max(0, ...days.map((d) => d.toArrival.p90 ?? d.toArrival.median ?? 0)),
    10,
  )
  const countTop = niceCeiling(Math.max(0, ...days.map((d) => d.requests)), 1)
  const minutesY = (m: number) => MINUTES_BOTTOM - (m / minutesTop) * (MINUTES_BOTTOM - MINUTES_TOP)
  const countY = (n: number) => COUNT_BOTTOM - (n / countTop) * (COUNT_BOTTOM - COUNT_TOP)
  const busiest = days.reduce<LabelledDay | null>(
    (most, d) => (d.requests > 0 && (!most || d.requests > most.requests) ? d : most),
    null,
  )
  const summary = [
    period.requests === 0
      ? t('figures.summaryNone')
      : period.toArrival.median === null
        ? t('figures.summaryNoArrivals', { count: period.requests })
        : t('figures.summary', {
            count: period.requests,
            median: number(period.toArrival.median),
            p90: number(period.toArrival.p90 ?? period.toArrival.median),
          }),
    busiest ? t('figures.busiest', { day: busiest.long, count: busiest.requests }) : '',
  ]
    .filter(Boolean)
    .join(' ')
  // Four dates fit under the chart on a phone, in Hindi too ("26 अक्टू॰").
  const labelled = [0, 10, 20, days.length - 1]
  return (
    <figure className="card mt-4">
      <figcaption className="font-semibold text-slate-900">{t('figures.chartTitle')}</figcaption>
      <p className="mt-1 text-slate-800" data-testid="ambulance-summary">
        {summary}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 bg-brand-600" />
          {t('figures.legendMedian')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 border-t-2 border-slate-800" />
          {t('figures.legendP90')}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 bg-slate-500" />
          {t('figures.legendRequests')}
        </li>
      </ul>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        // Larger letters in the chart's own units on a phone, where it is drawn smaller.
        className="mt-3 block h-auto w-full max-w-2xl text-[17px] sm:text-[11px]"
        fill={COLOURS.text}
      >
        <title id={`${id}-title`}>{t('figures.chartTitle')}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <rect
          x={centre(days.length - 1) - slot / 2}
          y={MINUTES_TOP}
          width={slot}
          height={COUNT_BOTTOM - MINUTES_TOP}
          fill={COLOURS.today}
        />
        {[0, minutesTop / 2, minutesTop].map((m) => (
          <g key={m}>
            <line x1={LEFT} x2={RIGHT} y1={minutesY(m)} y2={minutesY(m)} stroke={COLOURS.grid} />
            <text x={LEFT - 4} y={minutesY(m) + 4} textAnchor="end">
              {number(m)}
            </text>
          </g>
        ))}
        <text x={LEFT + 4} y={MINUTES_TOP - 8}>
          {t('figures.axisMinutes')}
        </text>
        <line x1={LEFT} x2={RIGHT} y1={COUNT_BOTTOM} y2={COUNT_BOTTOM} stroke={COLOURS.grid} />
        <text x={LEFT - 4} y={COUNT_TOP + 4} textAnchor="end">
          {number(countTop)}
        </text>
        <text x={LEFT - 4} y={COUNT_BOTTOM + 4} textAnchor="end">
          0
        </text>
        <text x={LEFT + 4} y={COUNT_TOP - 8}>
          {t('figures.axisRequests')}
        </text>
        {days.map((d, i) => {
          const x = centre(i)
          const median = d.toArrival.median
          const p90 = d.toArrival.p90
          return (
            <g key={d.day}>
              <title>
                {`${d.long}: ${t('figures.dayTooltip', { count: d.requests })} ${words(d.toArrival)}`}
              </title>
              {median !== null ? (
                <rect
                  x={x - barWidth / 2}
                  y={minutesY(median)}
                  width={barWidth}
                  height={Math.max(1, MINUTES_BOTTOM - minutesY(median))}
                  fill={COLOURS.median}
                />
              ) : null}
              {median !== null && p90 !== null ? (
                <path
                  d={`M${x} ${minutesY(median)}V${minutesY(p90)}M${x - barWidth / 2} ${minutesY(p90)}H${x + barWidth / 2}`}
                  stroke={COLOURS.p90}
                  strokeWidth={1.5}
                  fill="none"
                />
              ) : null}
              {d.requests > 0 ? (
                <rect
                  x={x - barWidth / 2}
                  y={countY(d.requests)}
                  width={barWidth}
                  height={COUNT_BOTTOM - countY(d.requests)}
                  fill={COLOURS.requests}
                />
              ) : null}
            </g>
          )
        })}
        {labelled.map((i) => (
          <text
            key={i}
            x={i === 0 ? LEFT : i === days.length - 1 ? RIGHT : centre(i)}
            y={LABEL_Y}
            textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
          >
            {days[i]!.short}
          </text>
        ))}
      </svg>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-800">
          {t('figures.showNumbers')}
        </summary>
        <FiguresTable days={days} />
      </details>
    </figure>
  )
}

function FiguresTable({ days }: { days: LabelledDay[] }) {
  const t = useT('ambulance')
  const { number } = useNumberFormat()
  const cell = (value: number | null) => (value === null ? '–' : number(value))
  return (
    <DataTable
      label={t('figures.tableLabel')}
      caption={t('figures.tableCaption')}
      // The caption is as wide as the table: on a phone it would run under the scroll edge.
      captionClassName="mb-2 max-w-[calc(100vw-5rem)] text-left text-slate-700 sm:max-w-none"
      columns={[
        t('figures.column.day'),
        t('figures.column.requests'),
        t('figures.column.assignMedian'),
        t('figures.column.assignP90'),
        t('figures.column.arriveMedian'),
        t('figures.column.arriveP90'),
      ]}
    >
      {[...days].reverse().map((d) => (
        <tr key={d.day} className="border-b border-slate-200">
          <th scope="row" className="p-2 text-left font-normal whitespace-nowrap">
            {d.long}
          </th>
          <td className="p-2 text-right">{d.requests}</td>
          <td className="p-2 text-right">{cell(d.toAssignment.median)}</td>
          <td className="p-2 text-right">{cell(d.toAssignment.p90)}</td>
          <td className="p-2 text-right">{cell(d.toArrival.median)}</td>
          <td className="p-2 text-right">{cell(d.toArrival.p90)}</td>
        </tr>
      ))}
    </DataTable>
  )
}
