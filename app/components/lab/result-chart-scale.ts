/**
 * The geometry of a result chart (one analyte over time): a value axis with round ticks that holds
 * every value and the whole normal band, and each result placed by its date. Pure, so it is tested
 * without drawing.
 */

/** The smallest "round" step (1, 2, 2.5 or 5 times a power of ten) at or above `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1
  const power = 10 ** Math.floor(Math.log10(raw))
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= raw * (1 - 1e-9)) return step * power
  return 10 * power
}

export type ValueAxis = { min: number; max: number; ticks: number[] }

/**
 * From round number to round number, about four steps, with some air above and below the values
 * and the band; never below zero when nothing is (lab values are not negative).
 */
export function valueAxis(
  values: readonly number[],
  band: { low?: number; high?: number } | null,
): ValueAxis {
  const all = [...values, band?.low, band?.high].filter(
    (v): v is number => v !== undefined && Number.isFinite(v),
  )
  if (all.length === 0) return { min: 0, max: 1, ticks: [0, 0.5, 1] }
  // "Up to 5.6" is normal from zero: the band is drawn from the axis' foot, which must be 0.
  if (band?.high !== undefined && band.low === undefined) all.push(0)
  let lo = Math.min(...all)
  let hi = Math.max(...all)
  const span = hi - lo || Math.abs(hi) * 0.2 || 1
  lo -= span * 0.1
  hi += span * 0.1
  if (lo < 0 && Math.min(...all) >= 0) lo = 0
  const step = niceStep((hi - lo) / 4)
  const min = Math.floor(lo / step + 1e-9) * step
  const max = Math.ceil(hi / step - 1e-9) * step
  const ticks: number[] = []
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Number(v.toPrecision(12)))
  return { min, max, ticks }
}

export type PlotBox = { left: number; right: number; top: number; bottom: number }

/** A value's height in the box (larger values higher up). */
export function yOf(value: number, axis: ValueAxis, box: PlotBox): number {
  const share = axis.max === axis.min ? 0.5 : (value - axis.min) / (axis.max - axis.min)
  return box.bottom - share * (box.bottom - box.top)
}

/**
 * Each result's place across the box by its date (ISO instants), so a gap of months looks like one;
 * a single result sits in the middle, results all on one instant are spread evenly.
 */
export function xPositions(instants: readonly string[], box: PlotBox): number[] {
  const times = instants.map((at) => Date.parse(at))
  const first = Math.min(...times)
  const last = Math.max(...times)
  if (times.length === 1) return [(box.left + box.right) / 2]
  if (last === first)
    return times.map((_, i) => box.left + ((box.right - box.left) * i) / (times.length - 1))
  return times.map((t) => box.left + ((t - first) / (last - first)) * (box.right - box.left))
}

/**
 * Which results get their date under the axis: the first and the last, and the one nearest the
 * middle when it is at least `minGap` from both (dates must not overlap on a phone).
 */
export function labelledIndexes(xs: readonly number[], minGap: number): number[] {
  if (xs.length === 0) return []
  const last = xs.length - 1
  if (last === 0) return [0]
  const chosen = xs[last]! - xs[0]! >= minGap ? [0, last] : [last]
  const centre = (xs[0]! + xs[last]!) / 2
  let middle = -1
  xs.forEach((x, i) => {
    if (middle === -1 || Math.abs(x - centre) < Math.abs(xs[middle]! - centre)) middle = i
  })
  if (chosen.every((i) => Math.abs(xs[i]! - xs[middle]!) >= minGap)) chosen.splice(1, 0, middle)
  return chosen
}
