import { describe, expect, it } from 'vitest'
import { triage } from '../triage.ts'
import { CASES as ENGLISH } from './en.ts'
import { CASES as DEVANAGARI } from './hi.ts'
import { CASES as ROMANISED } from './hinglish.ts'
import type { Disposition, TriageCase } from './types.ts'

/**
 * The test set (cases/*.ts): every emergency must be caught, in every way of writing, and at
 * least 90 % of all cases — and of each way of writing — must get the disposition their clinical
 * source gives. An answer of "unknown" is never right; "emergency" for a doctor's case is safe but
 * counted as wrong, as is "doctor" for a case that can be cared for at home.
 */
const SETS: Array<[string, readonly TriageCase[]]> = [
  ['English', ENGLISH],
  ['Devanagari Hindi', DEVANAGARI],
  ['romanised Hindi', ROMANISED],
]

const answer = (text: string): Disposition | 'unknown' => triage(text).disposition

describe('the triage test set', () => {
  it('holds at least 300 descriptions, a third in each way of writing, each disposition in each', () => {
    const all = SETS.flatMap(([, cases]) => cases)
    expect(all.length).toBeGreaterThanOrEqual(300)
    for (const [, cases] of SETS) {
      expect(cases.length).toBeGreaterThanOrEqual(100)
      for (const disposition of ['emergency', 'doctor', 'home'] as const)
        expect(cases.filter((c) => c.expected === disposition).length).toBeGreaterThanOrEqual(25)
    }
    expect(new Set(all.map((c) => c.text)).size).toBe(all.length)
  })

  for (const [name, cases] of SETS) {
    describe(name, () => {
      it('catches every emergency', () => {
        const missed = cases
          .filter((c) => c.expected === 'emergency')
          .filter((c) => answer(c.text) !== 'emergency')
          .map((c) => `${c.text} → ${answer(c.text)}`)
        expect(missed).toEqual([])
      })
      it('gives at least 90 % the disposition their source gives', () => {
        const wrong = cases
          .filter((c) => answer(c.text) !== c.expected)
          .map((c) => `${c.text}: expected ${c.expected}, got ${answer(c.text)}`)
        const right = 1 - wrong.length / cases.length
        expect({ right: Number(right.toFixed(3)), wrong }).toMatchObject({
          right: expect.toSatisfy((value: number) => value >= 0.9),
        })
      })
    })
  }
})
