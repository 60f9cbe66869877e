import { describe, expect, it } from 'vitest'
import { cartChange } from './cart-change.ts'

const post = (intent: string | null, slug: string | null, quantity: string | null = null) => ({
  intent,
  slug,
  quantity,
})

describe('cartChange', () => {
  it('adds one pack unless told more, up to 10 in all, and names what was added', () => {
    const one = cartChange([], post('add', 'paracetamol-500-tablet'))
    expect(one).toMatchObject({
      ok: true,
      lines: [{ slug: 'paracetamol-500-tablet', quantity: 1 }],
      added: { slug: 'paracetamol-500-tablet' },
    })
    const more = cartChange([{ slug: 'paracetamol-500-tablet', quantity: 8 }], {
      ...post('add', 'paracetamol-500-tablet', '5'),
    })
    expect(more).toMatchObject({ ok: true, lines: [{ quantity: 10 }] })
  })

  it('sets and removes packs of a line', () => {
    const lines = [{ slug: 'amoxycillin-500-capsule', quantity: 2 }]
    expect(cartChange(lines, post('set', 'amoxycillin-500-capsule', '4'))).toMatchObject({
      ok: true,
      lines: [{ quantity: 4 }],
      added: null,
    })
    expect(cartChange(lines, post('remove', 'amoxycillin-500-capsule'))).toMatchObject({
      ok: true,
      lines: [],
    })
  })

  it.each([
    [post('buy', 'paracetamol-500-tablet'), 'intent'],
    [post(null, 'paracetamol-500-tablet'), 'intent'],
    [post('add', 'no-such-medicine'), 'unknown'],
    [post('add', null), 'unknown'],
    [post('add', 'paracetamol-500-tablet', '0'), 'quantity'],
    [post('add', 'paracetamol-500-tablet', '11'), 'quantity'],
    [post('add', 'paracetamol-500-tablet', '-1'), 'quantity'],
    [post('add', 'paracetamol-500-tablet', '2.5'), 'quantity'],
    [post('add', 'paracetamol-500-tablet', 'lots'), 'quantity'],
    [post('set', 'paracetamol-500-tablet'), 'quantity'],
    [post('set', 'paracetamol-500-tablet', '0'), 'quantity'],
    [post('add', 'methylphenidate-10-tablet'), 'counterOnly'],
  ])('refuses %j as %s', (form, reason) => {
    expect(cartChange([], form)).toEqual({ ok: false, reason })
  })

  it('refuses a 21st medicine', () => {
    const slugs = [
      'paracetamol-500-tablet',
      'paracetamol-650-tablet',
      'ibuprofen-400-tablet',
      'diclofenac-50-tablet',
      'aceclofenac-100-tablet',
      'mefenamic-acid-500-tablet',
      'naproxen-500-tablet',
      'amoxycillin-500-capsule',
      'azithromycin-500-tablet',
      'ciprofloxacin-500-tablet',
      'ofloxacin-200-tablet',
      'cefixime-200-tablet',
      'metronidazole-400-tablet',
      'pantoprazole-40-tablet',
      'omeprazole-20-capsule',
      'ors-powder',
      'metformin-500-tablet',
      'amlodipine-5-tablet',
      'telmisartan-40-tablet',
      'cetirizine-10-tablet',
    ]
    const full = slugs.map((slug) => ({ slug, quantity: 1 }))
    expect(cartChange(full, post('add', 'folic-acid-5-tablet'))).toEqual({
      ok: false,
      reason: 'tooMany',
    })
  })
})
