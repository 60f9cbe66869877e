import { describe, expect, it } from 'vitest'
import { MAX_ORDER_LINES, MAX_QUANTITY } from '#app/db/schema/pharmacy-values.ts'
import {
  addToCart,
  checkedLineRefusal,
  type CheckedLine,
  linesTotal,
  needsPatientAgreement,
  normaliseCart,
  orderRefusal,
  parseCartLine,
  priceCart,
  setCartQuantity,
  substituteRefusal,
  uncoveredLines,
} from './medicines.ts'

const OTC = 'paracetamol-500-tablet'
const RX = 'amoxycillin-500-capsule'
const RX_650 = 'paracetamol-650-tablet'

const line = (overrides: Partial<CheckedLine> = {}): CheckedLine => ({
  slug: RX_650,
  brand: 'Dolo 650',
  quantity: 1,
  unitPriceInr: 30,
  substituteFor: null,
  ...overrides,
})

describe('the medicine cart', () => {
  it('reads only catalogue medicines within the limits, each once', () => {
    expect(parseCartLine(`${OTC}*2`)).toEqual({ slug: OTC, quantity: 2 })
    expect(parseCartLine(`${OTC}*0`)).toBeNull()
    expect(parseCartLine(`${OTC}*${MAX_QUANTITY + 1}`)).toBeNull()
    expect(parseCartLine('no-such-medicine*1')).toBeNull()
    expect(parseCartLine(`${OTC}*1*2`)).toBeNull()
    expect(normaliseCart([`${OTC}*2`, `${OTC}*5`, 'x*1', `${RX}*1`])).toEqual([
      { slug: OTC, quantity: 2 },
      { slug: RX, quantity: 1 },
    ])
  })

  it('adds packs up to ten, sets and removes lines, refuses unknown medicines and bad counts', () => {
    let cart = addToCart([], OTC)
    expect(cart).toEqual({ ok: true, lines: [{ slug: OTC, quantity: 1 }] })
    cart = addToCart(cart.ok ? cart.lines : [], OTC, 20)
    expect(cart).toEqual({ ok: true, lines: [{ slug: OTC, quantity: MAX_QUANTITY }] })
    expect(setCartQuantity([{ slug: OTC, quantity: 3 }], OTC, 0)).toEqual({ ok: true, lines: [] })
    expect(setCartQuantity([], OTC, 11)).toEqual({ ok: false, reason: 'quantity' })
    expect(setCartQuantity([], OTC, 1.5)).toEqual({ ok: false, reason: 'quantity' })
    expect(setCartQuantity([], 'nothing', 1)).toEqual({ ok: false, reason: 'unknown' })
  })

  it('holds at most the order limit of lines', () => {
    const full = Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({
      slug: `medicine-${i}`,
      quantity: 1,
    }))
    expect(setCartQuantity(full, OTC, 1)).toEqual({ ok: false, reason: 'tooMany' })
  })

  it('totals packs × MRP', () => {
    const priced = priceCart([
      { slug: OTC, quantity: 2 },
      { slug: RX, quantity: 1 },
    ])
    const [otc, rx] = priced
    expect(otc!.amountInr).toBe(otc!.medicine.mrpInr * 2)
    expect(linesTotal(priced)).toBe(otc!.medicine.mrpInr * 2 + rx!.medicine.mrpInr)
    expect(linesTotal([])).toBe(0)
  })
})

describe('prescription-only medicines', () => {
  const lines = [
    { slug: OTC, quantity: 1 },
    { slug: RX, quantity: 1 },
  ]
  it('need a prescription: photos of one, or one of our e-prescriptions that names them', () => {
    const none = { pages: 0, prescribed: null }
    expect(orderRefusal({ lines, cover: none })).toBe('prescriptionNeeded')
    expect(orderRefusal({ lines, cover: { pages: 1, prescribed: null } })).toBeNull()
    expect(orderRefusal({ lines, cover: { pages: 0, prescribed: new Set([RX]) } })).toBeNull()
    // An e-prescription for something else does not stand for this medicine.
    const other = { pages: 0, prescribed: new Set([RX_650]) }
    expect(orderRefusal({ lines, cover: other })).toBe('prescriptionNeeded')
    expect(uncoveredLines(lines, other)).toEqual([{ slug: RX, quantity: 1 }])
  })

  it('are not needed for medicines sold without one; an order needs something to act on', () => {
    const none = { pages: 0, prescribed: null }
    expect(orderRefusal({ lines: [{ slug: OTC, quantity: 1 }], cover: none })).toBeNull()
    expect(orderRefusal({ lines: [], cover: none })).toBe('empty')
    expect(orderRefusal({ lines: [], cover: { pages: 2, prescribed: null } })).toBeNull()
    expect(orderRefusal({ lines: [], cover: { pages: 0, prescribed: new Set() } })).toBeNull()
  })
})

describe('substitutes', () => {
  it('must have the same composition and form; another brand of the same medicine is one', () => {
    expect(
      substituteRefusal({ slug: RX_650, brand: 'Dolo 650' }, { slug: RX_650, brand: 'Calpol 650' }),
    ).toBeNull()
    expect(
      substituteRefusal({ slug: RX_650, brand: 'Dolo 650' }, { slug: OTC, brand: 'Calpol 500' }),
    ).toBe('differentComposition')
    expect(
      substituteRefusal({ slug: RX_650, brand: 'Dolo 650' }, { slug: RX_650, brand: 'dolo 650' }),
    ).toBe('sameMedicine')
    expect(substituteRefusal({ slug: 'gone', brand: '' }, { slug: RX_650, brand: '' })).toBe(
      'unknown',
    )
  })

  it('checks each line of the pharmacist’s list: price at most MRP, packs, brand, substitute', () => {
    const mrp = priceCart([{ slug: RX_650, quantity: 1 }])[0]!.unitPriceInr
    expect(checkedLineRefusal(line({ unitPriceInr: mrp }))).toBeNull()
    expect(checkedLineRefusal(line({ unitPriceInr: mrp + 1 }))).toBe('price')
    expect(checkedLineRefusal(line({ unitPriceInr: -1 }))).toBe('price')
    expect(checkedLineRefusal(line({ quantity: 0 }))).toBe('quantity')
    expect(checkedLineRefusal(line({ quantity: MAX_QUANTITY + 1 }))).toBe('quantity')
    expect(checkedLineRefusal(line({ brand: 'Unknown Pharma 650' }))).toBe('brand')
    expect(checkedLineRefusal(line({ brand: '' }))).toBeNull()
    expect(checkedLineRefusal(line({ substituteFor: { slug: OTC, brand: '' } }))).toBe(
      'differentComposition',
    )
  })

  it('need the patient’s agreement, as do lines or packs the patient did not ask for', () => {
    const asked = [{ slug: RX_650, quantity: 1 }]
    const mrp = priceCart(asked)[0]!.unitPriceInr
    expect(needsPatientAgreement(asked, [line({ unitPriceInr: mrp })])).toBe(false)
    expect(needsPatientAgreement(asked, [line({ unitPriceInr: mrp - 2 })])).toBe(false)
    expect(
      needsPatientAgreement(asked, [
        line({ brand: 'Calpol 650', substituteFor: { slug: RX_650, brand: 'Dolo 650' } }),
      ]),
    ).toBe(true)
    expect(needsPatientAgreement(asked, [line({ quantity: 2 })])).toBe(true)
    expect(needsPatientAgreement([], [line()])).toBe(true)
  })
})
