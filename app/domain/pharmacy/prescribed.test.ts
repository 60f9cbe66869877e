import { expect, it } from 'vitest'
import { matchPrescribedLine, matchPrescribedMedicines } from './prescribed.ts'

it('matches a prescription line by brand, or by generic name with its strength', () => {
  expect(matchPrescribedLine({ name: 'Dolo 650' })?.slug).toBe('paracetamol-650-tablet')
  expect(matchPrescribedLine({ name: 'Paracetamol', strength: '500mg' })?.slug).toBe(
    'paracetamol-500-tablet',
  )
  expect(matchPrescribedLine({ name: 'Tab. Amoxycillin 500 mg' })?.slug).toBe(
    'amoxycillin-500-capsule',
  )
})

it('never guesses: a generic without its strength, or a strength we do not stock, matches nothing', () => {
  expect(matchPrescribedLine({ name: 'Paracetamol' })).toBeNull()
  expect(matchPrescribedLine({ name: 'Paracetamol', strength: '1000 mg' })).toBeNull()
  expect(matchPrescribedLine({ name: 'Unheard-of syrup' })).toBeNull()
})

it('fills a cart with a pack of each medicine matched and names the rest', () => {
  expect(
    matchPrescribedMedicines([
      { name: 'Dolo 650' },
      { name: 'Calpol 650' },
      { name: 'Vitamin Z', strength: '5 mg' },
    ]),
  ).toEqual({
    lines: [{ slug: 'paracetamol-650-tablet', quantity: 1 }],
    unmatched: ['Vitamin Z 5 mg'],
  })
})
