/**
 * One measured figure of `npm run bench`. Every benchmark module exports a `measure…()` function
 * returning its figures, so the one table can show each with its target and the same run's
 * baseline; each module also runs on its own (`npx tsx scripts/bench/<name>.ts`).
 */
export type Figure = {
  /** The goal number this figure belongs to ("1" … "7"). */
  goal: string
  /** What was measured, e.g. "/home req/s (anonymous, 20 connections)". */
  name: string
  value: number
  unit: string
  /** The target as people read it, e.g. "≥ 30 % of baseline" or "≤ 50 ms". */
  target: string
  /** Whether the value meets the target. */
  ok: boolean
  /** Optional: what the value is compared with in this same run (e.g. the bare-Express baseline). */
  ratio?: number
}

/** Prints figures as an aligned table. */
export function printFigures(figures: Figure[]): void {
  const rows = figures.map((figure) => [
    figure.goal,
    figure.name,
    `${formatNumber(figure.value)} ${figure.unit}`,
    figure.ratio === undefined ? '' : `${(figure.ratio * 100).toFixed(1)} %`,
    figure.target,
    figure.ok ? 'ok' : 'MISSED',
  ])
  const header = ['goal', 'figure', 'value', 'ratio', 'target', '']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd()
  console.log(line(header))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of rows) console.log(line(row))
}

function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value)
  return Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1)
}
