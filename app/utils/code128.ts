/**
 * Code 128 (code set B) for the sample labels: the laboratory's hand scanners read it, and every
 * character of a sample ID (S2611-00042) is in set B. Pure: returns the bars, a page draws them.
 *
 * Each symbol is six alternating widths (bar, space, …) of 11 modules; the stop symbol has seven
 * (13 modules). The symbol check is the start value plus each data value times its position,
 * modulo 103 (ISO/IEC 15417).
 */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
] as const
const START_B = 104
const STOP = '2331112'

/** Modules of white on each side that scanners need. */
export const QUIET_ZONE = 10

export class NotCode128BError extends Error {}

/** The symbol values of a text in code set B: start, data, check (the stop is not a value). */
export function code128Values(text: string): number[] {
  const data = Array.from(text, (char) => {
    const code = char.charCodeAt(0)
    if (char.length !== 1 || code < 32 || code > 126) throw new NotCode128BError(char)
    return code - 32
  })
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103
  return [START_B, ...data, check]
}

/** The barcode as 1 (bar) and 0 (space) per module, without the quiet zones. */
export function code128Modules(text: string): string {
  const widths = [...code128Values(text).map((value) => PATTERNS[value]!), STOP].join('')
  return Array.from(widths, (width, index) =>
    (index % 2 === 0 ? '1' : '0').repeat(Number(width)),
  ).join('')
}

/** The bars to draw, in modules from the left edge of the quiet zone, and the total width. */
export function code128Bars(text: string): {
  bars: Array<{ x: number; width: number }>
  width: number
} {
  const modules = code128Modules(text)
  const bars: Array<{ x: number; width: number }> = []
  for (let i = 0; i < modules.length; i++) {
    if (modules[i] !== '1') continue
    const last = bars[bars.length - 1]
    if (last && last.x + last.width === QUIET_ZONE + i) last.width += 1
    else bars.push({ x: QUIET_ZONE + i, width: 1 })
  }
  return { bars, width: modules.length + 2 * QUIET_ZONE }
}
