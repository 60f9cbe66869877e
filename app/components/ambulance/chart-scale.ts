/**
 * The top of a chart axis: the smallest "round" number (1, 2, 2.5 or 5 times a power of ten) at
 * or above the largest value, so the axis reads 0 – 30 – 60 rather than 0 – 27.35 – 54.7.
 */
export function niceCeiling(value: number, atLeast = 1): number {
  const target = Math.max(value, atLeast)
  const power = 10 ** Math.floor(Math.log10(target))
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= target) return step * power
  }
  return 10 * power
}
