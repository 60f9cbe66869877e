import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { serverRuntime } from '#app/utils/i18n/i18n.server.ts'
import { I18nRoot } from '#app/utils/i18n/i18n.tsx'
import type { Locale } from '#app/utils/i18n/locales.ts'
import { sampleLabReport } from '#tests/support/lab-report.ts'
import { LabReport } from './lab-report.tsx'
import { ResultChart } from './result-chart.tsx'

const render = (locale: Locale, node: React.ReactNode) =>
  renderToStaticMarkup(<I18nRoot runtime={serverRuntime(locale, ['lab'])}>{node}</I18nRoot>)
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')

describe('LabReport', () => {
  it('prints a captioned table per test with values, ranges in words and flags in words', () => {
    const html = render('en', <LabReport view={sampleLabReport()} qrCode="data:image/svg+xml,x" />)
    expect(html.match(/<caption/g)).toHaveLength(5)
    const words = text(html)
    expect(words).toMatch(/Haemoglobin .* 11\.2 g\/dL .*13\.0–17\.0 ↓ Low/)
    expect(words).toContain('18,000')
    expect(words).toContain('Critically low')
    expect(words).toContain('40 or more')
    expect(words).toContain('up to 99')
    expect(words).toMatch(/Positive .*! Abnormal/)
    expect(words).toContain('UPMC-48213')
    expect(words).toContain('24 Nov 2026, 7:35 am IST')
    expect(html).toContain('print-document')
    // The marks are for the eye; screen readers hear the words.
    expect(html).toMatch(/<span aria-hidden="true">↓↓ <\/span>/)
  })
  it('uses Hindi labels and the Hindi test name first in Hindi', () => {
    const view = sampleLabReport()
    const words = text(render('hi', <LabReport view={view} />))
    expect(words).toContain('जाँच रिपोर्ट')
    expect(words).toContain(`${view.tests[0]!.nameHi} ( ${view.tests[0]!.name} )`)
    expect(words).toContain('40 या ज़्यादा')
  })
})

describe('ResultChart', () => {
  const points = [
    { at: '2026-01-05T04:00:00Z', value: 9.6, flag: 'high' as const },
    { at: '2026-05-11T04:00:00Z', value: 5.5, flag: null },
  ]
  it('describes the values in words and lists them in a table', () => {
    const html = render(
      'en',
      <ResultChart name="HbA1c" unit="%" points={points} range={{ high: 5.6 }} />,
    )
    expect(html).toContain('role="img"')
    expect(text(html)).toContain(
      '2 results from 5 Jan 2026 to 11 May 2026; the latest is 5.5 % (within the normal range).',
    )
    expect(html.match(/<tr/g)).toHaveLength(3)
    // A flagged result is a triangle, a normal one a circle.
    expect(html.match(/<polygon/g)?.length).toBeGreaterThanOrEqual(2)
    expect(html.match(/<circle/g)?.length).toBeGreaterThanOrEqual(2)
  })
  it('draws nothing without results', () => {
    expect(render('en', <ResultChart name="Hb" unit="g/dL" points={[]} range={null} />)).toBe('')
  })
})
