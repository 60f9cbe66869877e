import { expect, it } from 'vitest'
import { LAB_TESTS } from '#app/content/lab-tests.ts'
import { parseResult } from './ranges.ts'
import { resultLabels } from './result-labels.server.ts'

it('reads a qualitative result typed in English or Hindi words', () => {
  const ns1 = LAB_TESTS.find((t) => t.slug === 'dengue-ns1')!.analytes[0]!
  expect(resultLabels('positive')).toEqual(['Positive', 'पॉज़िटिव'])
  expect(parseResult(ns1, 'पॉज़िटिव', resultLabels)).toEqual({ ok: true, value: 'positive' })
  expect(parseResult(ns1, 'NEGATIVE', resultLabels)).toEqual({ ok: true, value: 'negative' })
})
