import type { ResultFlag } from '#app/domain/lab/report-view.ts'

/** The mark beside a flag's words (hidden from screen readers): the direction, without colour. */
export function flagMark(flag: ResultFlag | null): string {
  switch (flag) {
    case 'high':
      return '↑'
    case 'critical-high':
      return '↑↑'
    case 'low':
      return '↓'
    case 'critical-low':
      return '↓↓'
    case 'abnormal':
      return '!'
    default:
      return ''
  }
}
