import { describe, expect, it } from 'vitest'
import { code128Bars, code128Modules, code128Values, NotCode128BError } from './code128.ts'

describe('Code 128 (set B)', () => {
  it('encodes a known text exactly: start B, "A", check 34, stop', () => {
    // Start B 11010010000, A (33) 10100011000, check (104 + 33) mod 103 = 34 → 10001011000, stop.
    expect(code128Modules('A')).toBe(
      '11010010000' + '10100011000' + '10001011000' + '1100011101011',
    )
  })

  it('weighs each character by its position in the check ("Wikipedia" → 88)', () => {
    expect(code128Values('Wikipedia')).toEqual([104, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88])
  })

  it('makes every symbol 11 modules wide, the stop 13', () => {
    const id = 'S2611-00042'
    expect(code128Modules(id)).toHaveLength(11 * (id.length + 2) + 13)
  })

  it('draws bars with the quiet zones around them', () => {
    const { bars, width } = code128Bars('S2611-00042')
    expect(bars[0]).toEqual({ x: 10, width: 2 })
    expect(width).toBe(11 * 13 + 13 + 20)
    const last = bars[bars.length - 1]!
    expect(last.x + last.width).toBe(width - 10)
  })

  it('refuses characters outside set B', () => {
    expect(() => code128Values('नमूना')).toThrow(NotCode128BError)
  })
})
