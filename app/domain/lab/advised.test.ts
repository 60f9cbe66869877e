import { expect, it } from 'vitest'
import { matchAdvisedLine, matchAdvisedTests } from './advised.ts'

it('matches the ways doctors write common tests', () => {
  expect(matchAdvisedLine('CBC')).toEqual({ kind: 'test', slug: 'cbc' })
  expect(matchAdvisedLine('HbA1c')).toEqual({ kind: 'test', slug: 'hba1c' })
  expect(matchAdvisedLine('Lipid profile (fasting)')).toEqual({
    kind: 'test',
    slug: 'lipid-profile',
  })
  expect(matchAdvisedLine('Serum creatinine')).toEqual({ kind: 'test', slug: 'serum-creatinine' })
  expect(matchAdvisedLine('TSH')).toEqual({ kind: 'test', slug: 'tsh' })
  expect(matchAdvisedLine('Urine routine examination')).toEqual({
    kind: 'test',
    slug: 'urine-routine',
  })
})

it('leaves lines it does not know as they are', () => {
  const { items, unmatched } = matchAdvisedTests(['CBC', 'MRI brain', '', 'Dengue NS1'])
  expect(items).toEqual([
    { kind: 'test', slug: 'cbc' },
    { kind: 'test', slug: 'dengue-ns1' },
  ])
  expect(unmatched).toEqual(['MRI brain'])
})
