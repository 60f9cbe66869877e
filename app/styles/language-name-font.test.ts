import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- fontkit ships no type declarations
import * as fontkit from 'fontkit'
import { LOCALE_NAMES } from '#app/utils/i18n/locales.ts'

type Font = {
  hasGlyphForCodePoint(codePoint: number): boolean
  layout(text: string): { glyphs: Array<{ id: number }> }
}
const font = (fontkit as { openSync(file: string): Font }).openSync(
  new URL('./fonts/language-name-hi-700.woff2', import.meta.url).pathname,
)
const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8')
const codePoints = [...LOCALE_NAMES.hi].map((letter) => letter.codePointAt(0)!)

/** The code points a unicode-range (`U+0926, U+093F-0940`) names. */
function unicodeRange(range: string): Set<number> {
  const points = new Set<number>()
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point++) points.add(point)
  }
  return points
}

describe("the language switch's font for हिन्दी on English pages", () => {
  it('holds every letter of the name and shapes it without a missing glyph', () => {
    for (const point of codePoints)
      expect(font.hasGlyphForCodePoint(point), point.toString(16)).toBe(true)
    expect(font.layout(LOCALE_NAMES.hi).glyphs.map((glyph) => glyph.id)).not.toContain(0)
  })

  it("is asked for by exactly the name's letters (its unicode-range in app.css)", () => {
    const face = /@font-face\s*{[^}]*'Language Name Hindi'[^}]*}/.exec(css)?.[0] ?? ''
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? ''
    expect([...unicodeRange(range)].sort()).toEqual([...new Set(codePoints)].sort())
  })
})
