import { describe, expect, it } from 'vitest'
import { findPackage, findTest } from './cart.ts'
import {
  addToCart,
  cartAllowsHomeCollection,
  cartFastingHours,
  cartTests,
  cartTotal,
  parseItemKey,
  priceCart,
  removeFromCart,
  testsNotForSex,
} from './cart.ts'

describe('the cart', () => {
  it('accepts only items of the catalogue', () => {
    expect(parseItemKey('test:cbc')).toEqual({ kind: 'test', slug: 'cbc' })
    expect(parseItemKey('package:diabetes-care')).toEqual({
      kind: 'package',
      slug: 'diabetes-care',
    })
    expect(parseItemKey('test:no-such-test')).toBeNull()
    expect(parseItemKey('package:cbc')).toBeNull()
    expect(parseItemKey('drug:cbc')).toBeNull()
    expect(parseItemKey('test:cbc:extra')).toBeNull()
    expect(parseItemKey('')).toBeNull()
  })

  it('totals the prices of its tests and packages', () => {
    const cart = [
      { kind: 'test', slug: 'cbc' },
      { kind: 'test', slug: 'vitamin-d' },
      { kind: 'package', slug: 'fever-panel' },
    ] as const
    expect(cartTotal(priceCart(cart))).toBe(
      findTest('cbc')!.priceInr +
        findTest('vitamin-d')!.priceInr +
        findPackage('fever-panel')!.priceInr,
    )
    expect(cartTotal(priceCart([]))).toBe(0)
  })

  it('never charges a test twice: a package replaces its tests, and a test inside a package is not added', () => {
    const pack = findPackage('diabetes-care')!
    const inside = pack.tests[0]!
    let cart = addToCart([], { kind: 'test', slug: inside })
    cart = addToCart(cart, { kind: 'test', slug: 'vitamin-d' })
    cart = addToCart(cart, { kind: 'package', slug: 'diabetes-care' })
    expect(cart).toEqual([
      { kind: 'test', slug: 'vitamin-d' },
      { kind: 'package', slug: 'diabetes-care' },
    ])
    expect(addToCart(cart, { kind: 'test', slug: inside })).toEqual(cart)
    expect(addToCart(cart, { kind: 'test', slug: 'vitamin-d' })).toEqual(cart)
    expect(removeFromCart(cart, { kind: 'test', slug: 'vitamin-d' })).toEqual([
      { kind: 'package', slug: 'diabetes-care' },
    ])
    // The package's tests, opened up, once each.
    expect(
      cartTests(cart)
        .map((test) => test.slug)
        .sort(),
    ).toEqual([...new Set([...pack.tests, 'vitamin-d'])].sort())
  })

  it('holds at most 20 items', () => {
    const slugs = [
      'cbc',
      'esr',
      'haemoglobin',
      'platelet-count',
      'blood-group',
      'hba1c',
      'lipid-profile',
      'lft',
      'kft',
      'uric-acid',
      'tsh',
      'vitamin-d',
      'vitamin-b12',
      'ferritin',
      'crp',
      'hiv',
      'hbsag',
      'widal',
      'dengue-ns1',
      'urine-routine',
      'stool-routine',
    ]
    const cart = slugs.reduce(
      (held, slug) => addToCart(held, { kind: 'test', slug }),
      [] as ReturnType<typeof addToCart>,
    )
    expect(cart).toHaveLength(20)
  })

  it('knows fasting, home collection and tests for one sex', () => {
    expect(cartFastingHours([{ kind: 'test', slug: 'cbc' }])).toBeNull()
    expect(
      cartFastingHours([
        { kind: 'test', slug: 'cbc' },
        { kind: 'test', slug: 'blood-sugar-fasting' },
      ]),
    ).toBeGreaterThanOrEqual(8)
    expect(cartAllowsHomeCollection([{ kind: 'test', slug: 'cbc' }])).toBe(true)
    expect(
      cartAllowsHomeCollection([
        { kind: 'test', slug: 'cbc' },
        { kind: 'test', slug: 'ogtt' },
      ]),
    ).toBe(false)
    expect(
      testsNotForSex([{ kind: 'test', slug: 'psa' }], 'female').map((test) => test.slug),
    ).toEqual(['psa'])
    expect(testsNotForSex([{ kind: 'test', slug: 'psa' }], 'male')).toEqual([])
  })
})
