import { useId } from 'react'
import type { ResultFlag } from '#app/domain/lab/report-view.ts'
import { flagRef } from '#app/domain/lab/labels.ts'
import { formatClinicDate } from '#app/utils/clinic-time.ts'
import { formatNumber, Message, useLocale, useT, useTranslateRef } from '#app/utils/i18n/i18n.tsx'
import { flagMark } from './flag-mark.ts'
import { labelledIndexes, valueAxis, xPositions, yOf } from './result-chart-scale.ts'

export type ResultChartProps = {
  name: string
  /** 'en' when the name is the laboratory's English one on a page in another language. */
  nameLang?: 'en'
  unit: string | null
  points: Array<{ at: string; value: number; flag: ResultFlag | null }>
  range: { low?: number; high?: number } | null
}

// The chart's own coordinates; it scales to the width of its container (a phone's 320 px up).
const WIDTH = 400
const HEIGHT = 220
const BOX = { left: 40, right: WIDTH - 38, top: 14, bottom: 180 }
// Points stay this far inside the box, so none is cut in half at its edge.
const INSET = 10
const LABEL_Y = 204
const COLOURS = {
  // brand-700 for the line and points, the band a pale green, flagged results dark red.
  line: '#0b7285',
  band: '#dcfce7',
  bandEdge: '#15803d',
  flagged: '#9f1239',
  grid: '#e2e8f0',
  text: '#334155',
}

/** The mark of a flagged result: a triangle pointing the way it is out, a diamond otherwise. */
function FlaggedMark({ x, y, flag }: { x: number; y: number; flag: ResultFlag }) {
  const r = 8
  const points =
    flag === 'high' || flag === 'critical-high'
      ? `${x},${y - r} ${x + r},${y + r * 0.75} ${x - r},${y + r * 0.75}`
      : flag === 'low' || flag === 'critical-low'
        ? `${x},${y + r} ${x + r},${y - r * 0.75} ${x - r},${y - r * 0.75}`
        : `${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}`
  return <polygon points={points} fill={COLOURS.flagged} stroke="#ffffff" strokeWidth={1.5} />
}

/**
 * One analyte's results over time (sugar, HbA1c, haemoglobin…): the values joined by a line over
 * the shaded normal band, flagged results drawn as triangles, and the same in words for screen
 * readers (the description) and as a table. Plain SVG drawn on the server, no script.
 */
export function ResultChart({ name, nameLang, unit, points, range }: ResultChartProps) {
  const t = useT('lab')
  const translate = useTranslateRef()
  const locale = useLocale()
  const id = useId()
  const sorted = [...points].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
  if (sorted.length === 0) return null
  const number = (v: number) => formatNumber(v, locale)
  const withUnit = (v: number) => (unit ? `${number(v)} ${unit}` : number(v))
  const date = (at: string) => formatClinicDate(new Date(at), locale)
  const axis = valueAxis(
    sorted.map((p) => p.value),
    range,
  )
  const xs = xPositions(
    sorted.map((p) => p.at),
    { ...BOX, left: BOX.left + INSET, right: BOX.right - INSET },
  )
  const y = (v: number) => yOf(v, axis, BOX)
  const latest = sorted.at(-1)!
  const rangeText = !range
    ? null
    : range.low !== undefined && range.high !== undefined
      ? `${number(range.low)}–${number(range.high)}`
      : range.high !== undefined
        ? t('report.range.upTo', { value: number(range.high) })
        : range.low !== undefined
          ? t('report.range.atLeast', { value: number(range.low) })
          : null
  const state = latest.flag
    ? translate(flagRef(latest.flag))
    : rangeText
      ? t('chart.withinRange')
      : t('chart.noRange')
  const summary = [
    sorted.length === 1
      ? t('chart.summaryOne', { date: date(latest.at), value: withUnit(latest.value), state })
      : t('chart.summary', {
          count: sorted.length,
          first: date(sorted[0]!.at),
          last: date(latest.at),
          value: withUnit(latest.value),
          state,
        }),
    rangeText ? t('chart.band', { range: unit ? `${rangeText} ${unit}` : rangeText }) : '',
  ]
    .filter(Boolean)
    .join(' ')
  const bandTop = range?.high !== undefined ? y(range.high) : BOX.top
  const bandBottom = range?.low !== undefined ? y(range.low) : BOX.bottom
  const line = xs
    .map((x, i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y(sorted[i]!.value).toFixed(1)}`)
    .join('')
  // A date is up to about 160 units wide at the phone's letter size (a Hindi month is wider than
  // an English one); the first starts at its point, the last ends at its own, a middle one is
  // centred. Dates left out are in the table of values.
  const labelled = labelledIndexes(xs, 200)
  return (
    <figure className="card">
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {/* The analyte's name is the laboratory's (English on a Hindi page, as on the report). */}
        <Message
          ns="lab"
          k="chart.heading"
          values={{ name }}
          components={[<span key="name" lang={nameLang} translate={nameLang ? 'no' : undefined} />]}
        />
        {unit ? (
          <span className="font-normal text-slate-700" translate="no">
            {' '}
            ({unit})
          </span>
        ) : null}
      </figcaption>
      <p className="mt-1 text-slate-800">{summary}</p>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        // Larger letters in the chart's own units on a phone, where it is drawn smaller.
        className="mt-3 block h-auto w-full max-w-2xl text-[16px] sm:text-[11px] print:text-[10px]"
        fill={COLOURS.text}
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {axis.ticks.map((v) => (
          <g key={v}>
            <line x1={BOX.left} x2={BOX.right} y1={y(v)} y2={y(v)} stroke={COLOURS.grid} />
            <text x={BOX.left - 5} y={y(v) + 4} textAnchor="end">
              {number(v)}
            </text>
          </g>
        ))}
        {range && (range.low !== undefined || range.high !== undefined) ? (
          <g>
            <rect
              x={BOX.left}
              y={bandTop}
              width={BOX.right - BOX.left}
              height={Math.max(1, bandBottom - bandTop)}
              fill={COLOURS.band}
            />
            {[range.high, range.low].map((limit, i) =>
              limit === undefined ? null : (
                <g key={i}>
                  <line
                    x1={BOX.left}
                    x2={BOX.right}
                    y1={y(limit)}
                    y2={y(limit)}
                    stroke={COLOURS.bandEdge}
                    strokeDasharray="5 3"
                  />
                  <text
                    // In the margin right of the plot, where no point can hide it.
                    x={BOX.right + 4}
                    y={y(limit) + 4}
                    fill={COLOURS.bandEdge}
                    fontWeight={600}
                  >
                    {number(limit)}
                  </text>
                </g>
              ),
            )}
          </g>
        ) : null}
        <path d={line} fill="none" stroke={COLOURS.line} strokeWidth={2} strokeLinejoin="round" />
        {sorted.map((p, i) => (
          <g key={`${p.at}-${i}`}>
            <title>{`${date(p.at)}: ${withUnit(p.value)}${p.flag ? ` (${translate(flagRef(p.flag))})` : ''}`}</title>
            {p.flag ? (
              <FlaggedMark x={xs[i]!} y={y(p.value)} flag={p.flag} />
            ) : (
              <circle
                cx={xs[i]}
                cy={y(p.value)}
                r={4.5}
                fill={COLOURS.line}
                stroke="#ffffff"
                strokeWidth={1.5}
              />
            )}
          </g>
        ))}
        <line x1={BOX.left} x2={BOX.right} y1={BOX.bottom} y2={BOX.bottom} stroke={COLOURS.text} />
        {labelled.map((i) => (
          <text
            key={i}
            x={xs[i]}
            y={LABEL_Y}
            textAnchor={
              labelled.length === 1 && sorted.length === 1
                ? 'middle'
                : i === 0
                  ? 'start'
                  : i === sorted.length - 1
                    ? 'end'
                    : 'middle'
            }
          >
            {date(sorted[i]!.at)}
          </text>
        ))}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <svg viewBox="0 0 12 12" className="size-3">
            <circle cx={6} cy={6} r={5} fill={COLOURS.line} />
          </svg>
          {t('chart.legend.point')}
        </li>
        <li className="flex items-center gap-1.5">
          <svg viewBox="0 0 12 12" className="size-3">
            <polygon points="6,0 12,11 0,11" fill={COLOURS.flagged} />
          </svg>
          {t('chart.legend.flagged')}
        </li>
        {rangeText ? (
          <li className="flex items-center gap-1.5">
            <span className="inline-block size-3 border border-green-700 bg-green-100" />
            {t('chart.band', { range: unit ? `${rangeText} ${unit}` : rangeText })}
          </li>
        ) : null}
      </ul>
      <details className="mt-3 print:hidden">
        <summary className="cursor-pointer font-semibold text-brand-800">
          {t('chart.showValues')}
        </summary>
        <table className="mt-2 w-full border-collapse text-sm">
          <caption className="sr-only">
            <Message
              ns="lab"
              k="chart.heading"
              values={{ name }}
              components={[
                <span key="name" lang={nameLang} translate={nameLang ? 'no' : undefined} />,
              ]}
            />
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="p-1.5">
                {t('chart.column.date')}
              </th>
              <th scope="col" className="p-1.5 text-right">
                {t('chart.column.value')}
              </th>
              <th scope="col" className="p-1.5">
                {t('chart.column.flag')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...sorted].reverse().map((p, i) => (
              <tr key={`${p.at}-${i}`} className="border-b border-slate-200">
                <th scope="row" className="p-1.5 text-left font-normal whitespace-nowrap">
                  {date(p.at)}
                </th>
                <td className="p-1.5 text-right whitespace-nowrap">{withUnit(p.value)}</td>
                <td className="p-1.5">
                  {p.flag ? (
                    <span className="font-semibold text-alert-700">
                      <span aria-hidden="true">{flagMark(p.flag)} </span>
                      {translate(flagRef(p.flag))}
                    </span>
                  ) : rangeText ? (
                    t('chart.normal')
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
