import { expect, it } from 'vitest'
import { checkedListRefusals, onFormRows, readCheckedLines } from './check-list.ts'

it('reads the posted rows, leaving out those without a medicine and pricing an empty price at the MRP', () => {
  const read = readCheckedLines({
    intent: 'check',
    'lines[0].slug': 'paracetamol-500-tablet',
    'lines[0].brand': 'Calpol 500',
    'lines[0].quantity': '2',
    'lines[0].price': '',
    'lines[0].for': 'paracetamol-500-tablet',
    'lines[1].slug': '',
    'lines[1].quantity': '1',
    'lines[2].slug': 'amoxycillin-500-capsule',
    'lines[2].quantity': 'two',
    'lines[2].price': '9.50',
  })
  expect(read.rows).toBe(3)
  expect(read.rowOf).toEqual([0, 2])
  expect(read.lines[0]).toEqual({
    slug: 'paracetamol-500-tablet',
    brand: 'Calpol 500',
    quantity: 2,
    unitPriceInr: 20,
    substituteFor: { slug: 'paracetamol-500-tablet', brand: '' },
  })
  expect(Object.keys(read.refusals)).toEqual(['lines[2].quantity', 'lines[2].price'])
})

it('puts a line’s message on the form row it came from', () => {
  const refusals = checkedListRefusals(
    [
      {
        slug: 'paracetamol-500-tablet',
        brand: '',
        quantity: 1,
        unitPriceInr: 20,
        substituteFor: null,
      },
      {
        slug: 'amoxycillin-500-capsule',
        brand: '',
        quantity: 11,
        unitPriceInr: 92,
        substituteFor: null,
      },
    ],
    { pages: 1, prescribed: null },
  )
  expect(onFormRows(refusals, [0, 4])).toEqual({
    'lines[4].quantity': { ref: 'pharmacyStaff:check.error.quantity', values: { max: 10 } },
  })
})

it('refuses the same medicine and brand twice, and a prescription-only one without a prescription', () => {
  const line = {
    slug: 'paracetamol-650-tablet',
    brand: '',
    quantity: 1,
    unitPriceInr: 34,
    substituteFor: null,
  }
  expect(checkedListRefusals([line, line], { pages: 1, prescribed: null })).toEqual({
    'lines[1].slug': { ref: 'pharmacyStaff:check.error.twice', values: { row: 1 } },
  })
  expect(checkedListRefusals([line], { pages: 0, prescribed: null })).toEqual({
    'lines[0].slug': { ref: 'pharmacyStaff:check.error.prescriptionNeeded' },
  })
})

it('reads the brand a prescription names as a substitute of the row’s own medicine', () => {
  const read = readCheckedLines({
    'lines[0].slug': 'paracetamol-650-tablet',
    'lines[0].brand': 'Calpol 650',
    'lines[0].quantity': '1',
    'lines[0].asked': 'Dolo 650',
    'lines[1].slug': 'paracetamol-650-tablet',
    'lines[1].brand': 'Dolo 650',
    'lines[1].quantity': '1',
    'lines[1].asked': 'Dolo 650',
  })
  expect(read.lines[0]!.substituteFor).toEqual({
    slug: 'paracetamol-650-tablet',
    brand: 'Dolo 650',
  })
  // Giving the very brand the prescription names is no substitute: said next to that field.
  expect(checkedListRefusals(read.lines, { pages: 1, prescribed: null })).toEqual({
    'lines[1].asked': { ref: 'pharmacyStaff:check.error.sameMedicine' },
  })
})
